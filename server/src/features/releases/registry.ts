// The registry of builds (architecture, release flow). A build of a remote or of the
// shell is published once into <releasesDir>/<app>/<build-id>/ and never overwritten or deleted;
// promote makes it active for every reader (or starts a canary for a share of them), rollback returns
// to the build promoted before it. Old builds stay servable so pages opened on them keep working.
//
// The registry's state and audit log live in the site's database (registryRows.ts), shared by every
// server copy on it: every change (registryChanges.ts) is one write transaction with its audit entries
// (registryTransaction.ts). Each copy reads its view from memory (registryCache.ts). The build files
// stay in RELEASES_DIR, a folder every copy reaches, and are checked against their id before a copy
// loads or serves them (registryFiles.ts). This class is what the server and the release command hold:
// it checks a change's files, runs the change, installs its result and purges the pages it affects.
import os from 'node:os';
import path from 'node:path';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { readBuildRequirements, type Compatibility } from './registryCompat.ts';
import { healthChange, PendingHealth, validHealthCounts } from './registryHealth.ts';
import { buildForReader, manifestFor, statusOf } from './registryViews.ts';
import { buildIdOf, checkBuildFolder } from './registryBuilds.ts';
import { BuildFolders } from './registryFiles.ts';
import { RegistryCache } from './registryCache.ts';
import { importLegacyRegistry } from './registryImport.ts';
import { readAudit, readTokens } from './registryRows.ts';
import { compatibilityIn } from './registryChecks.ts';
import {
  canaryAbortChange,
  canaryPromoteChange,
  promoteChange,
  promoteTogetherChange,
  publishChange,
  rollbackChange,
  tokenCreateChange,
  tokenRevokeChange,
} from './registryChanges.ts';
import { commitChange, type ChangeOf } from './registryTransaction.ts';
import { summaryOf, tokenHash, type TokenSummary } from './registryTokens.ts';
import { noPurger, surrogateKey, type Purger } from '../../platform/cache/purge.ts';
import {
  ReleaseError,
  type AppName,
  type AppRecord,
  type AuditEntry,
  type HealthCounts,
  type PromoteOptions,
  type PromoteResult,
  type RegistryState,
  type ReleaseChoice,
  type ReleaseStatus,
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

  /** One change, committed; this copy's view is then the state it left, and the pages of the apps whose served builds it changed are purged. */
  private async transact<T>(change: ChangeOf<T>): Promise<T> {
    const outcome = await commitChange(this.database, change);
    if (!outcome.committed) return outcome.result;
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

  /** Copies a build folder (browser and server targets) into the registry as an immutable build. */
  async publish(app: AppName, distDir: string, options: { actor?: string } = {}): Promise<{ id: string; created: boolean }> {
    checkBuildFolder(app, distDir);
    const id = buildIdOf(distDir);
    const requirements = new Map([[`${app}/${id}`, readBuildRequirements(distDir)]]);
    await this.folders.place(app, distDir, id);
    return this.transact(publishChange(app, id, options.actor ?? localActor(), requirements));
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
    return this.transact(promoteTogetherChange(builds, actor, this.pending));
  }

  /**
   * Makes `build` active for every reader, or with `canaryPercent` (1..99) starts a canary: the active
   * build stays, and readers whose bucket is below the percent get `build`. Refused when the shell
   * cannot run it, or when a canary of another build is running.
   */
  async promote(app: AppName, build: string, options: PromoteOptions = {}): Promise<PromoteResult> {
    const change = promoteChange(app, build, options.canaryPercent, options.actor ?? localActor(), this.pending);
    await this.requireFiles(app, () => [build]);
    return this.transact(change);
  }

  /** The running canary's build becomes active for every reader. */
  async promoteCanary(app: AppName, actor: string = localActor()): Promise<PromoteResult> {
    await this.requireFiles(app, (record) => [record?.canary?.build]);
    return this.transact(canaryPromoteChange(app, actor));
  }

  /** Ends the canary: every reader gets the active build again. */
  abortCanary(app: AppName, actor: string = localActor()): Promise<PromoteResult> {
    return this.transact(canaryAbortChange(app, actor));
  }

  /** Makes the previously promoted build active again; returns it. */
  async rollback(app: AppName, actor: string = localActor()): Promise<string> {
    await this.requireFiles(app, (record) => [record?.promotions.at(-2)]);
    return this.transact(rollbackChange(app, actor));
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

  /** Writes the pending health counts in one transaction; if it fails, they are pending again. */
  async flushHealth(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = this.pending.take();
    try {
      await this.transact(healthChange(counts));
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
    return this.transact(tokenCreateChange(scope, name, actor));
  }

  async revokeToken(name: string, actor: string = localActor()): Promise<void> {
    await this.transact(tokenRevokeChange(name, actor));
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
