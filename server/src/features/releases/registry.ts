// The registry of builds (architecture, release flow). A build of a remote or of the
// shell is published once into <releasesDir>/<app>/<build-id>/ and never overwritten or deleted;
// promote makes it active for every reader (or starts a canary for a share of them), rollback returns
// to the build promoted before it. Old builds stay servable so pages opened on them keep working.
//
// The registry's state and audit log live in the site's database (registryRows.ts), shared by every
// server copy on it: every change is one write transaction with its audit entries. Each copy reads
// its view from memory (registryCache.ts). The build files stay in RELEASES_DIR, a folder every copy
// reaches, and are checked against their id before a copy loads or serves them (registryFiles.ts).
import os from 'node:os';
import path from 'node:path';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import { readBuildRequirements, type BuildRequirements, type Compatibility } from './registryCompat.ts';
import { PendingHealth, validHealthCounts } from './registryHealth.ts';
import { buildForReader, manifestFor, statusOf } from './registryViews.ts';
import { buildIdOf, checkBuildFolder } from './registryBuilds.ts';
import { BuildFolders } from './registryFiles.ts';
import { RegistryCache } from './registryCache.ts';
import { importLegacyRegistry } from './registryImport.ts';
import { appendAudit, bumpVersion, deleteToken, insertToken, loadState, readAudit, readTokens, saveChanges } from './registryRows.ts';
import { compatibilityIn, clashesIn } from './registryChecks.ts';
import { newTokenSecret, summaryOf, tokenHash, tokenNamePattern, type TokenSummary } from './registryTokens.ts';
import { noPurger, surrogateKey, type Purger } from '../../platform/cache/purge.ts';
import {
  appNames,
  isAppName,
  ReleaseError,
  shellApp,
  type AppName,
  type AppRecord,
  type AuditEntry,
  type HealthCounts,
  type PromoteOptions,
  type PromoteResult,
  type RegistryState,
  type ReleaseChoice,
  type ReleaseStatus,
  type TokenRecord,
} from './registryState.ts';

export { buildIdOf } from './registryBuilds.ts';
export { isAppName, isRemoteName, ReleaseError, shellApp, type AppName, type AuditEntry, type ReleaseChoice, type ReleaseStatus, type AppStatus } from './registryState.ts';
export type { Compatibility } from './registryCompat.ts';

/** Who acts when the command line changes the registry on the server's own disk. */
export function localActor(): string {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No user entry (some containers): the audit still says it was local.
  }
  return `local ${user}`;
}

type Change<T> = { result: T; audit?: AuditEntry[]; unchanged?: boolean; requirements?: ReadonlyMap<string, BuildRequirements> };

/** Thrown out of a transaction that changed nothing, so that it rolls back (its version raise included). */
class Unchanged<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super('unchanged');
    this.result = result;
  }
}

export interface RegistryOptions {
  /** How often readers' health counts are written (ms; 0: only by flushHealth). */
  healthFlushMs?: number;
  /** How often the registry's version is polled for other copies' changes (ms; 0: never, for one-off commands). */
  pollMs?: number;
  /** Problems worth an operator's attention (a build whose files this copy lacks, an unreadable registry). */
  log?: (message: string) => void;
  /** Told the release keys of the apps whose builds readers get changed (a promote, a rollback, a canary's start or end). */
  purger?: Purger;
}

/** What readers get of `app`: its active build and any canary's build and share. */
function servedBy(state: RegistryState, app: string): string {
  const record = state.remotes[app as AppName];
  return JSON.stringify([record?.promotions.at(-1), record?.canary?.build, record?.canary?.percent]);
}

/** The apps whose served builds differ between two states of the registry. */
export function appsServedDifferently(before: RegistryState, after: RegistryState): AppName[] {
  const apps = new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes)]);
  return [...apps].filter((app) => servedBy(before, app) !== servedBy(after, app)) as AppName[];
}

export class ReleaseRegistry {
  readonly dir: string;
  readonly database: SqlDatabase;
  private readonly cache: RegistryCache;
  private readonly pending = new PendingHealth();
  private readonly healthFlushMs: number;
  private readonly log: (message: string) => void;
  private readonly folders: BuildFolders;
  private readonly purger: Purger;
  private flushTimer: NodeJS.Timeout | null = null;

  private constructor(dir: string, database: SqlDatabase, options: RegistryOptions) {
    this.dir = dir;
    this.database = database;
    this.healthFlushMs = options.healthFlushMs ?? 5000;
    this.log = options.log ?? ((message) => process.stderr.write(`${message}\n`));
    this.folders = new BuildFolders(dir, this.log);
    this.purger = options.purger ?? noPurger;
    // Another copy's change is installed once this copy has checked the files of the builds it serves.
    this.cache = new RegistryCache(database, { prepare: (state) => this.folders.checkServed(state), log: this.log });
  }

  /**
   * The registry of the site whose database is `database` (migrated), with its build files in `dir`.
   * An older server's registry.json is imported on first open; the served builds' files are checked.
   */
  static async open(dir: string, database: SqlDatabase, options: RegistryOptions = {}): Promise<ReleaseRegistry> {
    const registry = new ReleaseRegistry(dir, database, options);
    const imported = await importLegacyRegistry(database, dir);
    if (imported) registry.log(`release registry: imported ${imported.builds} builds, ${imported.tokens} tokens and ${imported.audit} audit entries from ${path.join(dir, 'registry.json')} into the database`);
    await registry.cache.refresh();
    registry.cache.start(options.pollMs ?? 500);
    return registry;
  }

  /** This copy's view: current with its own changes, and with other copies' within a poll. */
  read(): RegistryState {
    return this.cache.view;
  }

  /** Reads other copies' changes now rather than at the next poll. */
  refresh(): Promise<void> {
    return this.cache.refresh();
  }

  /** One change: the registry's state read and changed under its lock, the difference and its audit entries written, all in one transaction. */
  private async transact<T>(change: (state: RegistryState, tx: Db) => Change<T> | Promise<Change<T>>): Promise<T> {
    let outcome: { result: T; state: RegistryState; version: number; served: AppName[] };
    try {
      outcome = await this.database.write(async (tx) => {
        const version = await bumpVersion(tx);
        const before = await loadState(tx);
        const state = structuredClone(before);
        const { result, audit = [], unchanged, requirements } = await change(state, tx);
        if (unchanged) throw new Unchanged(result);
        await saveChanges(tx, before, state, requirements);
        await appendAudit(tx, audit);
        return { result, state, version, served: appsServedDifferently(before, state) };
      });
    } catch (error) {
      if (error instanceof Unchanged) return error.result as T;
      throw error;
    }
    this.cache.install(outcome.state, outcome.version);
    if (outcome.served.length > 0) await this.purgeReleases(outcome.served);
    return outcome.result;
  }

  /** Purges the pages of apps whose builds changed; the change stands if the cache cannot be told (its pages then expire by their lifetime). */
  private async purgeReleases(apps: readonly AppName[]): Promise<void> {
    try {
      await this.purger.purge(apps.map((app) => surrogateKey.release(app)));
    } catch (error) {
      this.log(`release change of ${apps.join(', ')} made, but the shared cache was not purged: ${(error as Error).message}`);
    }
  }

  buildDir(app: AppName, build: string): string {
    return this.folders.folder(app, build);
  }

  /** Null when this server holds `build` of `app` exactly as published; else why not (registryFiles.ts). */
  checkBuildFiles(app: AppName, build: string): Promise<string | null> {
    return this.folders.check(app, build);
  }

  /** What a finished check found wrong with a build's files on this server (undefined: intact, or not checked yet). */
  buildProblem(app: AppName, build: string): string | undefined {
    return this.folders.problem(app, build);
  }

  /** Refuses a change to builds this server does not hold intact (unknown builds are the transaction's to refuse). */
  private async requireFiles(app: AppName, buildsOf: (record: AppRecord | undefined) => Array<string | undefined>): Promise<void> {
    await this.refresh();
    const record = this.read().remotes[app];
    for (const build of buildsOf(record)) {
      if (!build || !record?.builds.some((candidate) => candidate.id === build)) continue;
      const problem = await this.checkBuildFiles(app, build);
      if (problem) throw new ReleaseError(409, `This server cannot release it: ${problem}`);
    }
  }

  private requireBuild(state: RegistryState, app: AppName, build: string): AppRecord {
    const record = state.remotes[app];
    if (!record?.builds.some((candidate) => candidate.id === build)) throw new ReleaseError(404, `${app} has no published build ${build}.`);
    return record;
  }

  /** Copies a build folder (browser and server targets) into the registry as an immutable build. */
  async publish(app: AppName, distDir: string, options: { actor?: string } = {}): Promise<{ id: string; created: boolean }> {
    checkBuildFolder(app, distDir);
    const id = buildIdOf(distDir);
    const requirements = new Map([[`${app}/${id}`, readBuildRequirements(distDir)]]);
    await this.folders.place(app, distDir, id);
    const actor = options.actor ?? localActor();
    return this.transact<{ id: string; created: boolean }>((state) => {
      const record = (state.remotes[app] ??= { builds: [], promotions: [] });
      if (record.builds.some((build) => build.id === id)) return { result: { id, created: false }, unchanged: true };
      const at = new Date().toISOString();
      record.builds.push({ id, publishedAt: at, publishedBy: actor });
      return { result: { id, created: true }, audit: [{ at, actor, action: 'publish', app, to: id }], requirements };
    });
  }

  /** Whether the active shell can run `build` of a remote, or (app 'shell') whether that shell build can run every active remote. */
  checkCompatible(app: AppName, build: string): Promise<Compatibility> {
    return compatibilityIn(this.read(), this.database.db, app, build);
  }

  /**
   * Makes several builds active at once, checked as the site they make together (the local flow's
   * `publish-all --promote`: a shell and remotes built from one commit, where a shared upgrade would be
   * refused one app at a time). Apps whose build is already active are left alone.
   */
  async promoteTogether(builds: Partial<Record<AppName, string>>, actor: string = localActor()): Promise<AppName[]> {
    for (const [app, build] of Object.entries(builds) as Array<[AppName, string]>) await this.requireFiles(app, () => [build]);
    return this.transact(async (state, tx) => {
      const changes: Partial<Record<AppName, string>> = {};
      for (const [app, build] of Object.entries(builds) as Array<[AppName, string]>) {
        const record = this.requireBuild(state, app, build);
        if (record.promotions.at(-1) === build && !record.canary) continue;
        if (record.canary) throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build}): promote or abort it first.`);
        changes[app] = build;
      }
      const changed = Object.keys(changes) as AppName[];
      if (changed.length === 0) return { result: [], unchanged: true };
      const clashes = await clashesIn(state, tx, changes);
      if (clashes.length) throw new ReleaseError(409, `These builds are not compatible together: ${clashes.join(' ')}`);
      const at = new Date().toISOString();
      const audit: AuditEntry[] = [];
      for (const app of changed) {
        const record = state.remotes[app]!;
        audit.push({ at, actor, action: 'promote', app, from: record.promotions.at(-1), to: changes[app], detail: `together with ${changed.filter((other) => other !== app).join(', ') || 'nothing else'}` });
        record.promotions.push(changes[app]!);
        this.restartHealth(record, app, changes[app]!, at);
      }
      return { result: changed, audit };
    });
  }

  private async refuseIncompatible(state: RegistryState, tx: Db, app: AppName, build: string) {
    const result = await compatibilityIn(state, tx, app, build);
    if (!result.ok) throw new ReleaseError(409, result.message);
  }

  private restartHealth(record: AppRecord, app: AppName, build: string, at: string) {
    record.health = { ...record.health, [build]: { renders: 0, errors: 0, since: at } };
    this.pending.drop(app, build);
  }

  /**
   * Makes `build` active for every reader, or with `canaryPercent` (1..99) starts a canary: the active
   * build stays, and readers whose bucket is below the percent get `build`. Refused when the shell
   * cannot run it, or when a canary of another build is running.
   */
  async promote(app: AppName, build: string, options: PromoteOptions = {}): Promise<PromoteResult> {
    const actor = options.actor ?? localActor();
    const percent = options.canaryPercent;
    if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
      throw new ReleaseError(400, 'A canary share is a whole percentage from 1 to 99.');
    }
    if (percent !== undefined && app === shellApp) {
      throw new ReleaseError(400, 'The shell cannot run as a canary: every page is rendered by one shell; promote it to everyone or not at all.');
    }
    await this.requireFiles(app, () => [build]);
    return this.transact(async (state, tx) => {
      const record = this.requireBuild(state, app, build);
      const active = record.promotions.at(-1);
      const at = new Date().toISOString();
      if (record.canary && record.canary.build !== build) {
        throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build} for ${record.canary.percent} % of readers): promote or abort it first.`);
      }
      if (percent === undefined) {
        if (record.canary) return { result: this.finishCanary(record, app), audit: [{ at, actor, action: 'canary-promote', app, from: active, to: build }] };
        if (active === build) return { result: { app, active, changed: false }, unchanged: true };
        await this.refuseIncompatible(state, tx, app, build);
        record.promotions.push(build);
        this.restartHealth(record, app, build, at);
        return { result: { app, active: build, changed: true }, audit: [{ at, actor, action: 'promote', app, from: active, to: build }] };
      }
      if (active === build) throw new ReleaseError(409, `${app} build ${build} is already active for every reader.`);
      if (record.canary?.percent === percent) return { result: { app, active, canary: record.canary, changed: false }, unchanged: true };
      await this.refuseIncompatible(state, tx, app, build);
      if (!record.canary) this.restartHealth(record, app, build, at);
      record.canary = { build, percent, startedAt: record.canary?.startedAt ?? at, startedBy: record.canary?.startedBy ?? actor };
      return { result: { app, active, canary: record.canary, changed: true }, audit: [{ at, actor, action: 'canary-start', app, from: active, to: build, detail: `${percent} %` }] };
    });
  }

  private finishCanary(record: AppRecord, app: AppName): PromoteResult {
    const build = record.canary!.build;
    // Its health keeps counting from the canary's start: it was promoted then, to some readers.
    record.promotions.push(build);
    delete record.canary;
    return { app, active: build, changed: true };
  }

  /** The running canary's build becomes active for every reader. */
  async promoteCanary(app: AppName, actor: string = localActor()): Promise<PromoteResult> {
    await this.requireFiles(app, (record) => [record?.canary?.build]);
    return this.transact((state) => {
      const record = state.remotes[app];
      if (!record?.canary) throw new ReleaseError(409, `${app} has no canary running.`);
      const at = new Date().toISOString();
      const from = record.promotions.at(-1);
      const result = this.finishCanary(record, app);
      return { result, audit: [{ at, actor, action: 'canary-promote', app, from, to: result.active }] };
    });
  }

  /** Ends the canary: every reader gets the active build again. */
  abortCanary(app: AppName, actor: string = localActor()): Promise<PromoteResult> {
    return this.transact((state) => {
      const record = state.remotes[app];
      if (!record?.canary) throw new ReleaseError(409, `${app} has no canary running.`);
      const at = new Date().toISOString();
      const { build, percent } = record.canary;
      delete record.canary;
      const active = record.promotions.at(-1);
      return { result: { app, active, changed: true }, audit: [{ at, actor, action: 'canary-abort', app, from: build, to: active, detail: `${percent} %` }] };
    });
  }

  /** Makes the previously promoted build active again; returns it. */
  async rollback(app: AppName, actor: string = localActor()): Promise<string> {
    await this.requireFiles(app, (record) => [record?.promotions.at(-2)]);
    return this.transact(async (state, tx) => {
      const record = state.remotes[app];
      if (record?.canary) throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build}): abort it instead of rolling back.`);
      if (!record || record.promotions.length < 2) throw new ReleaseError(409, `${app} has no earlier build to roll back to.`);
      const from = record.promotions.at(-1)!;
      const to = record.promotions.at(-2)!;
      await this.refuseIncompatible(state, tx, app, to);
      record.promotions.pop();
      return { result: to, audit: [{ at: new Date().toISOString(), actor, action: 'rollback', app, from, to }] };
    });
  }

  active(app: AppName): string | undefined {
    return this.read().remotes[app]?.promotions.at(-1);
  }

  /** Adds readers' renders and errors of a build; written to the registry every few seconds. */
  recordHealth(app: AppName, build: string, counts: HealthCounts): void {
    if (!validHealthCounts(counts)) throw new ReleaseError(400, 'Health counts are whole numbers of renders and errors, not both zero.');
    this.pending.add(app, build, counts);
    if (!this.flushTimer && this.healthFlushMs > 0) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = null;
        this.flushHealth().catch((error: unknown) => this.log(`release health could not be written: ${error instanceof Error ? error.message : String(error)}`));
      }, this.healthFlushMs);
      this.flushTimer.unref();
    }
  }

  /** Writes the pending health counts in one transaction (counts of builds the registry does not hold are dropped). */
  async flushHealth(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = this.pending.take();
    try {
      await this.transact((state) => {
        for (const { app, build, renders, errors } of counts) {
          const record = state.remotes[app];
          if (!record?.builds.some((candidate) => candidate.id === build)) continue;
          const health = (record.health ??= {});
          const current = health[build] ?? { renders: 0, errors: 0, since: new Date().toISOString() };
          health[build] = { ...current, renders: current.renders + renders, errors: current.errors + errors };
        }
        return { result: undefined };
      });
    } catch (error) {
      for (const { app, build, renders, errors } of counts) this.pending.add(app, build, { renders, errors });
      throw error;
    }
  }

  /** Flushes what is pending and stops the timers (the server calls it when it closes, before its database closes). */
  async close(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.cache.stop();
    await this.flushHealth();
  }

  /** The build a reader with `choice` gets of `app`: a preview, the canary for their bucket, or the active build. */
  buildFor(app: AppName, choice: ReleaseChoice = {}): string | undefined {
    return buildForReader(this.read(), app, choice);
  }

  /** Contract 3 as one reader gets it: each remote's build for their canary bucket or preview, its last known good, and the shell. */
  manifest(choice: ReleaseChoice = {}): ReleaseManifest {
    return manifestFor(this.read(), this.pending, choice);
  }

  /** Per app: active, canary with both builds' health, last known good, builds newest first. */
  status(): ReleaseStatus {
    return statusOf(this.read(), this.pending);
  }

  /** The audit log, newest first. */
  audit(options: { limit?: number; app?: AppName } = {}): Promise<AuditEntry[]> {
    return readAudit(this.database.db, options);
  }

  /** Creates a token for one app (or 'all'); returns its secret, which is not stored and cannot be shown again. */
  async createToken(scope: AppName | 'all', name: string, actor: string = localActor()): Promise<{ secret: string; token: TokenSummary }> {
    if (scope !== 'all' && !isAppName(scope)) throw new ReleaseError(400, `A token is for one app (${appNames.join(', ')}) or all.`);
    if (!tokenNamePattern.test(name)) throw new ReleaseError(400, 'A token name is 1 to 63 letters, digits, dots, dashes or underscores.');
    const secret = newTokenSecret();
    return this.transact(async (_state, tx) => {
      if ((await readTokens(tx, { name })).length) throw new ReleaseError(409, `There is already a token named ${name}: revoke it first or choose another name.`);
      const at = new Date().toISOString();
      const token: TokenRecord = { name, scope, sha256: tokenHash(secret), createdAt: at, createdBy: actor };
      await insertToken(tx, token);
      return { result: { secret, token: summaryOf(token) }, audit: [{ at, actor, action: 'token-create', app: scope, detail: name }] };
    });
  }

  async revokeToken(name: string, actor: string = localActor()): Promise<void> {
    await this.transact(async (_state, tx) => {
      const [token] = await readTokens(tx, { name });
      if (!token) throw new ReleaseError(404, `There is no token named ${name}.`);
      await deleteToken(tx, name);
      return { result: undefined, audit: [{ at: new Date().toISOString(), actor, action: 'token-revoke', app: token.scope, detail: name }] };
    });
  }

  async tokens(): Promise<TokenSummary[]> {
    return (await readTokens(this.database.db)).map(summaryOf);
  }

  /** The token a secret belongs to, or undefined. Read from the database, so a token revoked through another copy is refused at once. */
  async verifyToken(secret: string): Promise<TokenSummary | undefined> {
    const [token] = await readTokens(this.database.db, { sha256: tokenHash(secret) });
    return token && summaryOf(token);
  }
}
