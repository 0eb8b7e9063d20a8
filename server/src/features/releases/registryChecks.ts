// Whether builds can run together, for the registry's changes: the shell (changed or
// active) against every remote build that would run. Each build's requirements were read from its
// build-metadata.json when it was published and are kept with it in the database, so a
// change checks them inside its transaction without reading any file.
import { remoteNames } from '@oap/contracts/federation/contract.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { clashesBetween, compatibility, type Compatibility } from './registryCompat.ts';
import { requirementsOf } from './registryRows.ts';
import { ReleaseError, shellApp, type AppName, type RegistryState } from './registryState.ts';

/**
 * Clashes in the site as it would be with `changes` (app -> build) applied: the shell (changed or
 * active) against every remote build that would run (changed, active, or a running canary). Only
 * pairs that involve a changed build are checked: what runs today is not this change's business.
 */
export async function clashesIn(state: RegistryState, db: Db, changes: Partial<Record<AppName, string>>): Promise<string[]> {
  const shellBuild = changes.shell ?? state.remotes.shell?.promotions.at(-1);
  // No shell released through the registry yet (the server serves shell/dist): nothing to compare with.
  if (!shellBuild) return [];
  const shellChanged = changes.shell !== undefined;
  const shellNeeds = await requirementsOf(db, shellApp, shellBuild);
  const shellLabel = shellChanged ? `shell build ${shellBuild}` : `the active shell build ${shellBuild}`;
  const clashes: string[] = [];
  for (const remote of remoteNames) {
    const record = state.remotes[remote];
    const changed = changes[remote];
    const running = changed ? [changed] : shellChanged ? [record?.promotions.at(-1), record?.canary?.build] : [];
    for (const remoteBuild of new Set(running.filter((id): id is string => Boolean(id)))) {
      const label = changed ? `${remote} build ${remoteBuild}` : `the active ${remote} build ${remoteBuild}`;
      clashes.push(...clashesBetween(shellNeeds, shellLabel, await requirementsOf(db, remote, remoteBuild), label));
    }
  }
  return clashes;
}

/** Whether `build` of `app` can run with the rest of the site as it is in `state`. */
export async function compatibilityIn(state: RegistryState, db: Db, app: AppName, build: string): Promise<Compatibility> {
  if (!state.remotes[app]?.builds.some((candidate) => candidate.id === build)) throw new ReleaseError(404, `${app} has no published build ${build}.`);
  const subject = app === shellApp ? `Shell build ${build}` : `${app} build ${build}`;
  return compatibility(await clashesIn(state, db, { [app]: build }), subject);
}
