// One change to the release registry as one write transaction: the state read under the registry's
// lock (registryRows.ts bumpVersion), changed on a copy, and the difference written with its audit
// entries. A change that finds nothing to do rolls back, so that it leaves no trace, not even a new
// version for the other copies to reload.
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import type { BuildRequirements } from './registryCompat.ts';
import { appendAudit, bumpVersion, loadState, saveChanges } from './registryRows.ts';
import type { AppName, AuditEntry, RegistryState } from './registryState.ts';

/** What a change returns: its result, its audit entries, and the requirements of the builds it published. */
export type Change<T> = { result: T; audit?: AuditEntry[]; unchanged?: boolean; requirements?: ReadonlyMap<string, BuildRequirements> };

/** A change of the registry's state: `state` is a copy, to be changed in place; `tx` the transaction, for what is not in the state (tokens, requirements). */
export type ChangeOf<T> = (state: RegistryState, tx: Db) => Change<T> | Promise<Change<T>>;

/** A change's result; when it was committed, also the state it left, that state's version and the apps whose served builds it changed. */
export type Outcome<T> = { committed: false; result: T } | { committed: true; result: T; state: RegistryState; version: number; served: AppName[] };

/** Thrown out of a transaction that changed nothing, so that it rolls back (its version raise included). */
class Unchanged<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super('unchanged');
    this.result = result;
  }
}

/** What readers get of `app`: its active build and any canary's build and share. */
function servedBy(state: RegistryState, app: string): string {
  const record = state.remotes[app as AppName];
  return JSON.stringify([record?.promotions.at(-1), record?.canary?.build, record?.canary?.percent]);
}

/** The apps whose served builds differ between two states of the registry. */
function appsServedDifferently(before: RegistryState, after: RegistryState): AppName[] {
  const apps = new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes)]);
  return [...apps].filter((app) => servedBy(before, app) !== servedBy(after, app)) as AppName[];
}

/** Runs `change` in one write transaction. */
export async function commitChange<T>(database: SqlDatabase, change: ChangeOf<T>): Promise<Outcome<T>> {
  try {
    return await database.write(async (tx): Promise<Outcome<T>> => {
      const version = await bumpVersion(tx);
      const before = await loadState(tx);
      const state = structuredClone(before);
      const { result, audit = [], unchanged, requirements } = await change(state, tx);
      if (unchanged) throw new Unchanged(result);
      await saveChanges(tx, before, state, requirements);
      await appendAudit(tx, audit);
      return { committed: true, result, state, version, served: appsServedDifferently(before, state) };
    });
  } catch (error) {
    if (error instanceof Unchanged) return { committed: false, result: error.result as T };
    throw error;
  }
}
