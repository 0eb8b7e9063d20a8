// The registry of builds (architecture, release flow; issue 22). A build of a remote or of the shell
// is published once into <releasesDir>/<app>/<build-id>/ and never overwritten or deleted; promote
// makes it active for every reader (or starts a canary for a share of them), rollback returns to the
// build promoted before it. Every change is one transaction under the registry's lock with an audit
// entry. Old builds stay servable so pages opened on them keep working.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, type ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { ReleaseAudit } from './registryAudit.ts';
import { clashesBetween, compatibility, readBuildRequirements, type Compatibility } from './registryCompat.ts';
import { PendingHealth, validHealthCounts } from './registryHealth.ts';
import { buildForReader, manifestFor, statusOf } from './registryViews.ts';
import { withRegistryLock, writeFileAtomically } from './registryLock.ts';
import { buildIdOf, checkBuildFolder } from './registryBuilds.ts';
import { newTokenSecret, summaryOf, tokenHash, tokenNamePattern, type TokenSummary } from './registryTokens.ts';
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

type Transaction<T> = { result: T; audit?: AuditEntry[]; unchanged?: boolean };

export class ReleaseRegistry {
  readonly dir: string;
  private readonly auditLog: ReleaseAudit;
  private readonly pending = new PendingHealth();
  private readonly healthFlushMs: number;
  private flushTimer: NodeJS.Timeout | null = null;
  private cache: { mtimeMs: number; size: number; state: RegistryState } | null = null;

  constructor(dir: string, options: { healthFlushMs?: number } = {}) {
    this.dir = dir;
    this.auditLog = new ReleaseAudit(dir);
    this.healthFlushMs = options.healthFlushMs ?? 5000;
  }

  private get file() {
    return path.join(this.dir, 'registry.json');
  }

  read(): RegistryState {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return { remotes: {} };
    }
    if (this.cache?.mtimeMs !== stat.mtimeMs || this.cache.size !== stat.size) {
      try {
        this.cache = { mtimeMs: stat.mtimeMs, size: stat.size, state: JSON.parse(fs.readFileSync(this.file, 'utf8')) as RegistryState };
      } catch (error) {
        // A damaged registry must not take the site down: keep serving the last state read.
        process.stderr.write(`release registry ${this.file} could not be read: ${error instanceof Error ? error.message : String(error)}\n`);
        if (this.cache) return this.cache.state;
        throw error;
      }
    }
    return this.cache.state;
  }

  /** One change: read, change and write registry.json and append its audit entries, all under the lock. */
  private transact<T>(change: (state: RegistryState) => Transaction<T>): T {
    return withRegistryLock(this.dir, () => {
      this.cache = null;
      const state = structuredClone(this.read());
      const { result, audit = [], unchanged } = change(state);
      if (!unchanged) writeFileAtomically(this.file, `${JSON.stringify(state, null, 2)}\n`);
      for (const entry of audit) this.auditLog.append(entry);
      this.cache = null;
      return result;
    });
  }

  buildDir(app: AppName, build: string): string {
    return path.join(this.dir, app, build);
  }

  private requireBuild(state: RegistryState, app: AppName, build: string): AppRecord {
    const record = state.remotes[app];
    if (!record?.builds.some((candidate) => candidate.id === build)) throw new ReleaseError(404, `${app} has no published build ${build}.`);
    return record;
  }

  /** Copies a build folder (browser and server targets) into the registry as an immutable build. */
  publish(app: AppName, distDir: string, options: { actor?: string } = {}): { id: string; created: boolean } {
    checkBuildFolder(app, distDir);
    const id = buildIdOf(distDir);
    const target = this.buildDir(app, id);
    // The folder is named by its content, so copying needs no lock: two publishers of the same build
    // write the same files, and the second rename finds the first one's folder in place.
    if (!fs.existsSync(target)) {
      const staging = `${target}.staging-${process.pid}-${Date.now()}`;
      fs.cpSync(distDir, staging, { recursive: true });
      try {
        fs.renameSync(staging, target);
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (!fs.existsSync(target)) throw error;
      }
    }
    const actor = options.actor ?? localActor();
    return this.transact<{ id: string; created: boolean }>((state) => {
      const record = (state.remotes[app] ??= { builds: [], promotions: [] });
      if (record.builds.some((build) => build.id === id)) return { result: { id, created: false }, unchanged: true };
      const at = new Date().toISOString();
      record.builds.push({ id, publishedAt: at, publishedBy: actor });
      return { result: { id, created: true }, audit: [{ at, actor, action: 'publish', app, to: id }] };
    });
  }

  /** Whether the active shell can run `build` of a remote, or (app 'shell') whether that shell build can run every active remote. */
  checkCompatible(app: AppName, build: string): Compatibility {
    return this.compatibilityIn(this.read(), app, build);
  }

  private compatibilityIn(state: RegistryState, app: AppName, build: string): Compatibility {
    this.requireBuild(state, app, build);
    const subject = app === shellApp ? `Shell build ${build}` : `${app} build ${build}`;
    return compatibility(this.clashesIn(state, { [app]: build }), subject);
  }

  /**
   * Clashes in the site as it would be with `changes` (app -> build) applied: the shell (changed or
   * active) against every remote build that would run (changed, active, or a running canary). Only
   * pairs that involve a changed build are checked: what runs today is not this change's business.
   */
  private clashesIn(state: RegistryState, changes: Partial<Record<AppName, string>>): string[] {
    const shellBuild = changes.shell ?? state.remotes.shell?.promotions.at(-1);
    // No shell released through the registry yet (the server serves shell/dist): nothing to compare with.
    if (!shellBuild) return [];
    const shellChanged = changes.shell !== undefined;
    const shellNeeds = readBuildRequirements(this.buildDir(shellApp, shellBuild));
    const shellLabel = shellChanged ? `shell build ${shellBuild}` : `the active shell build ${shellBuild}`;
    const clashes: string[] = [];
    for (const remote of remoteNames) {
      const record = state.remotes[remote];
      const changed = changes[remote];
      const running = changed ? [changed] : shellChanged ? [record?.promotions.at(-1), record?.canary?.build] : [];
      for (const remoteBuild of new Set(running.filter((id): id is string => Boolean(id)))) {
        const label = changed ? `${remote} build ${remoteBuild}` : `the active ${remote} build ${remoteBuild}`;
        clashes.push(...clashesBetween(shellNeeds, shellLabel, readBuildRequirements(this.buildDir(remote, remoteBuild)), label));
      }
    }
    return clashes;
  }

  /**
   * Makes several builds active at once, checked as the site they make together (the local flow's
   * `publish-all --promote`: a shell and remotes built from one commit, where a shared upgrade would be
   * refused one app at a time). Apps whose build is already active are left alone.
   */
  promoteTogether(builds: Partial<Record<AppName, string>>, actor: string = localActor()): AppName[] {
    return this.transact((state) => {
      const changes: Partial<Record<AppName, string>> = {};
      for (const [app, build] of Object.entries(builds) as Array<[AppName, string]>) {
        const record = this.requireBuild(state, app, build);
        if (record.promotions.at(-1) === build && !record.canary) continue;
        if (record.canary) throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build}): promote or abort it first.`);
        changes[app] = build;
      }
      const changed = Object.keys(changes) as AppName[];
      if (changed.length === 0) return { result: [], unchanged: true };
      const clashes = this.clashesIn(state, changes);
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

  private refuseIncompatible(state: RegistryState, app: AppName, build: string) {
    const result = this.compatibilityIn(state, app, build);
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
  promote(app: AppName, build: string, options: PromoteOptions = {}): PromoteResult {
    const actor = options.actor ?? localActor();
    const percent = options.canaryPercent;
    if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
      throw new ReleaseError(400, 'A canary share is a whole percentage from 1 to 99.');
    }
    if (percent !== undefined && app === shellApp) {
      throw new ReleaseError(400, 'The shell cannot run as a canary: every page is rendered by one shell; promote it to everyone or not at all.');
    }
    return this.transact((state) => {
      const record = this.requireBuild(state, app, build);
      const active = record.promotions.at(-1);
      const at = new Date().toISOString();
      if (record.canary && record.canary.build !== build) {
        throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build} for ${record.canary.percent} % of readers): promote or abort it first.`);
      }
      if (percent === undefined) {
        if (record.canary) return { result: this.finishCanary(record, app), audit: [{ at, actor, action: 'canary-promote', app, from: active, to: build }] };
        if (active === build) return { result: { app, active, changed: false }, unchanged: true };
        this.refuseIncompatible(state, app, build);
        record.promotions.push(build);
        this.restartHealth(record, app, build, at);
        return { result: { app, active: build, changed: true }, audit: [{ at, actor, action: 'promote', app, from: active, to: build }] };
      }
      if (active === build) throw new ReleaseError(409, `${app} build ${build} is already active for every reader.`);
      if (record.canary?.percent === percent) return { result: { app, active, canary: record.canary, changed: false }, unchanged: true };
      this.refuseIncompatible(state, app, build);
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
  promoteCanary(app: AppName, actor: string = localActor()): PromoteResult {
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
  abortCanary(app: AppName, actor: string = localActor()): PromoteResult {
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
  rollback(app: AppName, actor: string = localActor()): string {
    return this.transact((state) => {
      const record = state.remotes[app];
      if (record?.canary) throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build}): abort it instead of rolling back.`);
      if (!record || record.promotions.length < 2) throw new ReleaseError(409, `${app} has no earlier build to roll back to.`);
      const from = record.promotions.at(-1)!;
      const to = record.promotions.at(-2)!;
      this.refuseIncompatible(state, app, to);
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
        try {
          this.flushHealth();
        } catch (error) {
          process.stderr.write(`release health could not be written: ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }, this.healthFlushMs);
      this.flushTimer.unref();
    }
  }

  /** Writes the pending health counts in one transaction (counts of builds the registry does not hold are dropped). */
  flushHealth(): void {
    if (this.pending.size === 0) return;
    const counts = this.pending.take();
    try {
      this.transact((state) => {
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

  /** Flushes what is pending and stops the timer (the server calls it when it closes). */
  close(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.flushHealth();
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
  audit(options: { limit?: number; app?: AppName } = {}): AuditEntry[] {
    return this.auditLog.read(options);
  }

  /** Creates a token for one app (or 'all'); returns its secret, which is not stored and cannot be shown again. */
  createToken(scope: AppName | 'all', name: string, actor: string = localActor()): { secret: string; token: TokenSummary } {
    if (scope !== 'all' && !isAppName(scope)) throw new ReleaseError(400, `A token is for one app (${appNames.join(', ')}) or all.`);
    if (!tokenNamePattern.test(name)) throw new ReleaseError(400, 'A token name is 1 to 63 letters, digits, dots, dashes or underscores.');
    const secret = newTokenSecret();
    return this.transact((state) => {
      const tokens = (state.tokens ??= []);
      if (tokens.some((token) => token.name === name)) throw new ReleaseError(409, `There is already a token named ${name}: revoke it first or choose another name.`);
      const at = new Date().toISOString();
      const token: TokenRecord = { name, scope, sha256: tokenHash(secret), createdAt: at, createdBy: actor };
      tokens.push(token);
      return { result: { secret, token: summaryOf(token) }, audit: [{ at, actor, action: 'token-create', app: scope, detail: name }] };
    });
  }

  revokeToken(name: string, actor: string = localActor()): void {
    this.transact((state) => {
      const token = state.tokens?.find((candidate) => candidate.name === name);
      if (!token) throw new ReleaseError(404, `There is no token named ${name}.`);
      state.tokens = state.tokens!.filter((candidate) => candidate !== token);
      return { result: undefined, audit: [{ at: new Date().toISOString(), actor, action: 'token-revoke', app: token.scope, detail: name }] };
    });
  }

  tokens(): TokenSummary[] {
    return (this.read().tokens ?? []).map(summaryOf);
  }

  /** The token a secret belongs to, or undefined. */
  verifyToken(secret: string): TokenSummary | undefined {
    const hash = tokenHash(secret);
    const token = this.read().tokens?.find((candidate) => candidate.sha256 === hash);
    return token && summaryOf(token);
  }
}
