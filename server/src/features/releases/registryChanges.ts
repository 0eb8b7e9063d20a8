// What release managers and teams' CI change in the registry, one function each: publish, promote (to
// every reader, as a canary, or several apps together), the canary's promotion or abort, rollback, and a
// release token's creation or revocation. Each function refuses a malformed request at once, before any
// file is checked or lock taken, and returns the change, which registry.ts runs in one write transaction
// (registryTransaction.ts): there it refuses what the registry's state forbids, changes that state and
// names the audit entries. Readers' health counts are written by registryHealth.ts.
import type { Db } from '../../data/sqlDatabase.ts';
import type { BuildRequirements } from './registryCompat.ts';
import { clashesIn, compatibilityIn } from './registryChecks.ts';
import { restartHealth, type PendingHealth } from './registryHealth.ts';
import { deleteToken, insertToken, readTokens } from './registryRows.ts';
import {
  appNames,
  isAppName,
  ReleaseError,
  shellApp,
  type AppName,
  type AppRecord,
  type AuditEntry,
  type PromoteResult,
  type RegistryState,
  type TokenRecord,
} from './registryState.ts';
import { newTokenSecret, summaryOf, tokenHash, tokenNamePattern, type TokenSummary } from './registryTokens.ts';
import type { ChangeOf } from './registryTransaction.ts';

function requireBuild(state: RegistryState, app: AppName, build: string): AppRecord {
  const record = state.remotes[app];
  if (!record?.builds.some((candidate) => candidate.id === build)) throw new ReleaseError(404, `${app} has no published build ${build}.`);
  return record;
}

async function refuseIncompatible(state: RegistryState, tx: Db, app: AppName, build: string) {
  const result = await compatibilityIn(state, tx, app, build);
  if (!result.ok) throw new ReleaseError(409, result.message);
}

function finishCanary(record: AppRecord, app: AppName): PromoteResult {
  const build = record.canary!.build;
  // Its health keeps counting from the canary's start: it was promoted then, to some readers.
  record.promotions.push(build);
  delete record.canary;
  return { app, active: build, changed: true };
}

/** A build whose files are in place joins the app's builds (publishing it again changes nothing). */
export function publishChange(app: AppName, id: string, actor: string, requirements: ReadonlyMap<string, BuildRequirements>): ChangeOf<{ id: string; created: boolean }> {
  return (state) => {
    const record = (state.remotes[app] ??= { builds: [], promotions: [] });
    if (record.builds.some((build) => build.id === id)) return { result: { id, created: false }, unchanged: true };
    const at = new Date().toISOString();
    record.builds.push({ id, publishedAt: at, publishedBy: actor });
    return { result: { id, created: true }, audit: [{ at, actor, action: 'publish', app, to: id }], requirements };
  };
}

/** Several builds made active at once, checked as the site they make together; apps whose build is already active are left alone. */
export function promoteTogetherChange(builds: Partial<Record<AppName, string>>, actor: string, pending: PendingHealth): ChangeOf<AppName[]> {
  return async (state, tx) => {
    const changes: Partial<Record<AppName, string>> = {};
    for (const [app, build] of Object.entries(builds) as Array<[AppName, string]>) {
      const record = requireBuild(state, app, build);
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
      restartHealth(record, pending, app, changes[app]!, at);
    }
    return { result: changed, audit };
  };
}

/**
 * `build` made active for every reader, or with `percent` (1..99) a canary started: the active build
 * stays, and readers whose bucket is below the percent get `build`. Refused when the shell cannot run
 * it, or when a canary of another build is running.
 */
export function promoteChange(app: AppName, build: string, percent: number | undefined, actor: string, pending: PendingHealth): ChangeOf<PromoteResult> {
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
    throw new ReleaseError(400, 'A canary share is a whole percentage from 1 to 99.');
  }
  if (percent !== undefined && app === shellApp) {
    throw new ReleaseError(400, 'The shell cannot run as a canary: every page is rendered by one shell; promote it to everyone or not at all.');
  }
  return async (state, tx) => {
    const record = requireBuild(state, app, build);
    const active = record.promotions.at(-1);
    const at = new Date().toISOString();
    if (record.canary && record.canary.build !== build) {
      throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build} for ${record.canary.percent} % of readers): promote or abort it first.`);
    }
    if (percent === undefined) {
      if (record.canary) return { result: finishCanary(record, app), audit: [{ at, actor, action: 'canary-promote', app, from: active, to: build }] };
      if (active === build) return { result: { app, active, changed: false }, unchanged: true };
      await refuseIncompatible(state, tx, app, build);
      record.promotions.push(build);
      restartHealth(record, pending, app, build, at);
      return { result: { app, active: build, changed: true }, audit: [{ at, actor, action: 'promote', app, from: active, to: build }] };
    }
    if (active === build) throw new ReleaseError(409, `${app} build ${build} is already active for every reader.`);
    if (record.canary?.percent === percent) return { result: { app, active, canary: record.canary, changed: false }, unchanged: true };
    await refuseIncompatible(state, tx, app, build);
    if (!record.canary) restartHealth(record, pending, app, build, at);
    record.canary = { build, percent, startedAt: record.canary?.startedAt ?? at, startedBy: record.canary?.startedBy ?? actor };
    return { result: { app, active, canary: record.canary, changed: true }, audit: [{ at, actor, action: 'canary-start', app, from: active, to: build, detail: `${percent} %` }] };
  };
}

/** The running canary's build made active for every reader. */
export function canaryPromoteChange(app: AppName, actor: string): ChangeOf<PromoteResult> {
  return (state) => {
    const record = state.remotes[app];
    if (!record?.canary) throw new ReleaseError(409, `${app} has no canary running.`);
    const at = new Date().toISOString();
    const from = record.promotions.at(-1);
    const result = finishCanary(record, app);
    return { result, audit: [{ at, actor, action: 'canary-promote', app, from, to: result.active }] };
  };
}

/** The canary ended: every reader gets the active build again. */
export function canaryAbortChange(app: AppName, actor: string): ChangeOf<PromoteResult> {
  return (state) => {
    const record = state.remotes[app];
    if (!record?.canary) throw new ReleaseError(409, `${app} has no canary running.`);
    const at = new Date().toISOString();
    const { build, percent } = record.canary;
    delete record.canary;
    const active = record.promotions.at(-1);
    return { result: { app, active, changed: true }, audit: [{ at, actor, action: 'canary-abort', app, from: build, to: active, detail: `${percent} %` }] };
  };
}

/** The previously promoted build made active again; its result is that build. */
export function rollbackChange(app: AppName, actor: string): ChangeOf<string> {
  return async (state, tx) => {
    const record = state.remotes[app];
    if (record?.canary) throw new ReleaseError(409, `${app} has a canary running (build ${record.canary.build}): abort it instead of rolling back.`);
    if (!record || record.promotions.length < 2) throw new ReleaseError(409, `${app} has no earlier build to roll back to.`);
    const from = record.promotions.at(-1)!;
    const to = record.promotions.at(-2)!;
    await refuseIncompatible(state, tx, app, to);
    record.promotions.pop();
    return { result: to, audit: [{ at: new Date().toISOString(), actor, action: 'rollback', app, from, to }] };
  };
}

/** A token for one app (or 'all'); its result holds the secret, which is not stored and cannot be shown again. */
export function tokenCreateChange(scope: AppName | 'all', name: string, actor: string): ChangeOf<{ secret: string; token: TokenSummary }> {
  if (scope !== 'all' && !isAppName(scope)) throw new ReleaseError(400, `A token is for one app (${appNames.join(', ')}) or all.`);
  if (!tokenNamePattern.test(name)) throw new ReleaseError(400, 'A token name is 1 to 63 letters, digits, dots, dashes or underscores.');
  const secret = newTokenSecret();
  return async (_state, tx) => {
    if ((await readTokens(tx, { name })).length) throw new ReleaseError(409, `There is already a token named ${name}: revoke it first or choose another name.`);
    const at = new Date().toISOString();
    const token: TokenRecord = { name, scope, sha256: tokenHash(secret), createdAt: at, createdBy: actor };
    await insertToken(tx, token);
    return { result: { secret, token: summaryOf(token) }, audit: [{ at, actor, action: 'token-create', app: scope, detail: name }] };
  };
}

export function tokenRevokeChange(name: string, actor: string): ChangeOf<undefined> {
  return async (_state, tx) => {
    const [token] = await readTokens(tx, { name });
    if (!token) throw new ReleaseError(404, `There is no token named ${name}.`);
    await deleteToken(tx, name);
    return { result: undefined, audit: [{ at: new Date().toISOString(), actor, action: 'token-revoke', app: token.scope, detail: name }] };
  };
}
