// The release registry's rows: the state every server copy shares (release_* tables,
// migration 140), read whole into a copy's memory and written as the difference a change made. A
// change runs in one write transaction that first raises the registry's version (bumpVersion), so
// changes are serialised across copies (PostgreSQL's row lock; SQLite's write lock), and the version
// tells the other copies that their view is old.
import { sql } from 'kysely';
import type { Db } from '../../data/sqlDatabase.ts';
import type { BuildRequirements } from './registryCompat.ts';
import { isAppName, type AppName, type AppRecord, type AuditEntry, type BuildHealth, type RegistryState, type TokenRecord } from './registryState.ts';

/** Raises the version and returns it; as the first statement of a change, it waits for any other change to commit. */
export async function bumpVersion(tx: Db): Promise<number> {
  const { rows } = await sql<{ version: number }>`UPDATE release_registry SET version = version + 1 WHERE id = 1 RETURNING version`.execute(tx);
  return Number(rows[0]!.version);
}

export async function readVersion(db: Db): Promise<number> {
  const { rows } = await sql<{ version: number }>`SELECT version FROM release_registry WHERE id = 1`.execute(db);
  return Number(rows[0]!.version);
}

export async function markImported(tx: Db, at: string): Promise<void> {
  await sql`UPDATE release_registry SET imported_at = ${at} WHERE id = 1`.execute(tx);
}

/** Every app's builds, promotions, canary and health, as the views read them (no tokens, no requirements). */
export async function loadState(db: Db): Promise<RegistryState> {
  const state: RegistryState = { remotes: {} };
  const recordOf = (app: string): AppRecord | undefined => (isAppName(app) ? (state.remotes[app] ??= { builds: [], promotions: [] }) : undefined);
  const builds = await sql<{ app: string; build: string; published_at: string; published_by: string | null }>`
    SELECT app, build, published_at, published_by FROM release_builds ORDER BY app, position`.execute(db);
  for (const row of builds.rows) recordOf(row.app)?.builds.push({ id: row.build, publishedAt: row.published_at, ...(row.published_by === null ? {} : { publishedBy: row.published_by }) });
  const promotions = await sql<{ app: string; build: string }>`SELECT app, build FROM release_promotions ORDER BY app, position`.execute(db);
  for (const row of promotions.rows) recordOf(row.app)?.promotions.push(row.build);
  const canaries = await sql<{ app: string; build: string; percent: number; started_at: string; started_by: string }>`
    SELECT app, build, percent, started_at, started_by FROM release_canaries`.execute(db);
  for (const row of canaries.rows) {
    const record = recordOf(row.app);
    if (record) record.canary = { build: row.build, percent: Number(row.percent), startedAt: row.started_at, startedBy: row.started_by };
  }
  const health = await sql<{ app: string; build: string; renders: number; errors: number; since: string }>`
    SELECT app, build, renders, errors, since FROM release_health ORDER BY app, build`.execute(db);
  for (const row of health.rows) {
    const record = recordOf(row.app);
    if (record) (record.health ??= {})[row.build] = { renders: Number(row.renders), errors: Number(row.errors), since: row.since };
  }
  return state;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes what `after` changed of `before` (the state as this transaction read it). Builds are only
 * ever added (with their requirements, by `${app}/${build}`), promotions pushed or popped, canaries
 * and health counts replaced.
 */
export async function saveChanges(tx: Db, before: RegistryState, after: RegistryState, requirements: ReadonlyMap<string, BuildRequirements> = new Map()): Promise<void> {
  for (const [app, record] of Object.entries(after.remotes) as Array<[AppName, AppRecord]>) {
    const old = before.remotes[app];
    const known = new Set(old?.builds.map((build) => build.id));
    for (const [position, build] of record.builds.entries()) {
      if (known.has(build.id)) continue;
      const needs = requirements.get(`${app}/${build.id}`) ?? { shared: {}, source: 'none' };
      await sql`INSERT INTO release_builds (app, build, position, published_at, published_by, requirements)
        VALUES (${app}, ${build.id}, ${position}, ${build.publishedAt}, ${build.publishedBy ?? null}, ${JSON.stringify(needs)})`.execute(tx);
    }
    const oldPromotions = old?.promotions ?? [];
    let kept = 0;
    while (kept < oldPromotions.length && kept < record.promotions.length && oldPromotions[kept] === record.promotions[kept]) kept += 1;
    if (kept < oldPromotions.length) await sql`DELETE FROM release_promotions WHERE app = ${app} AND position >= ${kept}`.execute(tx);
    for (let position = kept; position < record.promotions.length; position += 1) {
      await sql`INSERT INTO release_promotions (app, position, build) VALUES (${app}, ${position}, ${record.promotions[position]!})`.execute(tx);
    }
    if (!same(old?.canary, record.canary)) {
      await sql`DELETE FROM release_canaries WHERE app = ${app}`.execute(tx);
      const canary = record.canary;
      if (canary) {
        await sql`INSERT INTO release_canaries (app, build, percent, started_at, started_by)
          VALUES (${app}, ${canary.build}, ${canary.percent}, ${canary.startedAt}, ${canary.startedBy})`.execute(tx);
      }
    }
    for (const [build, health] of Object.entries(record.health ?? {}) as Array<[string, BuildHealth]>) {
      if (same(old?.health?.[build], health)) continue;
      await sql`INSERT INTO release_health (app, build, renders, errors, since) VALUES (${app}, ${build}, ${health.renders}, ${health.errors}, ${health.since})
        ON CONFLICT (app, build) DO UPDATE SET renders = excluded.renders, errors = excluded.errors, since = excluded.since`.execute(tx);
    }
  }
}

/** What a build needs of the shell (or provides, for a shell build), as read from its files when it was published. */
export async function requirementsOf(db: Db, app: AppName, build: string): Promise<BuildRequirements> {
  const { rows } = await sql<{ requirements: string }>`SELECT requirements FROM release_builds WHERE app = ${app} AND build = ${build}`.execute(db);
  return rows[0] ? (JSON.parse(rows[0].requirements) as BuildRequirements) : { shared: {}, source: 'none' };
}

export async function appendAudit(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (const entry of entries) {
    await sql`INSERT INTO release_audit (at, actor, action, app, from_build, to_build, detail)
      VALUES (${entry.at}, ${entry.actor}, ${entry.action}, ${entry.app ?? null}, ${entry.from ?? null}, ${entry.to ?? null}, ${entry.detail ?? null})`.execute(tx);
  }
}

type AuditRow = { at: string; actor: string; action: AuditEntry['action']; app: string | null; from_build: string | null; to_build: string | null; detail: string | null };

/** Newest first. */
export async function readAudit(db: Db, options: { limit?: number; app?: string } = {}): Promise<AuditEntry[]> {
  const where = options.app ? sql`WHERE app = ${options.app}` : sql``;
  const limit = options.limit ? sql`LIMIT ${options.limit}` : sql``;
  const { rows } = await sql<AuditRow>`SELECT at, actor, action, app, from_build, to_build, detail FROM release_audit ${where} ORDER BY id DESC ${limit}`.execute(db);
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action,
    ...(row.app === null ? {} : { app: row.app as AuditEntry['app'] }),
    ...(row.from_build === null ? {} : { from: row.from_build }),
    ...(row.to_build === null ? {} : { to: row.to_build }),
    ...(row.detail === null ? {} : { detail: row.detail }),
  }));
}

type TokenRow = { name: string; scope: string; sha256: string; created_at: string; created_by: string };
const tokenOf = (row: TokenRow): TokenRecord => ({ name: row.name, scope: row.scope as TokenRecord['scope'], sha256: row.sha256, createdAt: row.created_at, createdBy: row.created_by });

export async function readTokens(db: Db, where: { name?: string; sha256?: string } = {}): Promise<TokenRecord[]> {
  const filter = where.name !== undefined ? sql`WHERE name = ${where.name}` : where.sha256 !== undefined ? sql`WHERE sha256 = ${where.sha256}` : sql``;
  const { rows } = await sql<TokenRow>`SELECT name, scope, sha256, created_at, created_by FROM release_tokens ${filter} ORDER BY created_at, name`.execute(db);
  return rows.map(tokenOf);
}

export async function insertToken(tx: Db, token: TokenRecord): Promise<void> {
  await sql`INSERT INTO release_tokens (name, scope, sha256, created_at, created_by)
    VALUES (${token.name}, ${token.scope}, ${token.sha256}, ${token.createdAt}, ${token.createdBy})`.execute(tx);
}

export async function deleteToken(tx: Db, name: string): Promise<void> {
  await sql`DELETE FROM release_tokens WHERE name = ${name}`.execute(tx);
}
