// The one place the storage engine is chosen (issue 24). Everything else receives what these return:
// the site's records and the rate limits as SqlDatabase handles (portable SQL, sqlDatabase.ts), and
// the catalogue (journals, articles, search, publisher lists, findability, its version and seed) as
// a CatalogueDatabase. The embedded default is the SQLite file at DATABASE_PATH (store/sqlite/);
// DATABASE_URL puts everything in PostgreSQL instead (store/postgres/), for several server copies.
import type { CatalogueDatabase } from './catalogueDatabase.ts';
import type { CatalogueVersion } from './catalogueVersion.ts';
import type { Engine, SqlDatabase } from './sqlDatabase.ts';
import type { SearchPool } from '../search/searchPool.ts';
import { openSqliteCatalogue } from './sqlite/sqliteCatalogue.ts';
import { openSqliteSiteStore } from './sqlite/sqliteSiteStore.ts';
import { openPostgresCatalogue, openPostgresSiteStore } from './postgres/postgresStore.ts';
import { sharedPostgresSecret } from './postgres/sharedSecret.ts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { authStateDir } from '../auth/authState.ts';

export interface StoreConfig {
  databasePath: string;
  /** PostgreSQL's connection URL: when set, everything is stored there (store/postgres/). */
  databaseUrl?: string | null;
  databasePoolSize?: number;
}

export interface SiteStoreOptions {
  /**
   * How long a write of the site's records waits for another writer before giving up (ms): the
   * reader then gets a 503 with Retry-After and their form back, never a stalled server. Tests shorten it.
   */
  recordsBusyTimeoutMs?: number;
}

export interface SiteStore {
  readonly engine: Engine;
  /** Accounts and sign-in, sessions, forms, the mail outbox, subscriptions, roles and messages. */
  readonly records: SqlDatabase;
  /** The rate limits' shared counts: written in batches that give up at once on a lock rather than wait. */
  readonly limits: SqlDatabase;
  /** The catalogue's version and stamp, for the page payload files (the data API has its own). */
  readonly catalogueVersion: CatalogueVersion;
  close(): Promise<void>;
}

export function createStore(config: StoreConfig, options: SiteStoreOptions = {}): Promise<SiteStore> {
  const recordsBusyTimeoutMs = options.recordsBusyTimeoutMs ?? 1000;
  if (config.databaseUrl) return openPostgresSiteStore(config.databaseUrl, { recordsBusyTimeoutMs, poolSize: config.databasePoolSize ?? 10 });
  return openSqliteSiteStore(config.databasePath, { recordsBusyTimeoutMs });
}

export interface CatalogueOptions {
  /** Threads that run searches (SEARCH_WORKERS); 0 runs them on the main thread. */
  searchWorkers: number;
}

/** The catalogue with, where the engine searches in worker threads of this process, their pool. */
export function openCatalogue(config: StoreConfig, options: CatalogueOptions): Promise<CatalogueDatabase & { searchPool: SearchPool | null }> {
  // PostgreSQL searches on its own server's cores: no worker threads of this process are needed.
  if (config.databaseUrl) return openPostgresCatalogue(config.databaseUrl, { poolSize: config.databasePoolSize ?? 10 });
  return openSqliteCatalogue(config.databasePath, options);
}

/**
 * The configuration with its session secret settled (issue 24): SESSION_SECRET when set. Otherwise,
 * on SQLite nothing changes (auth/authState.ts generates one into the folder beside the database
 * file, one machine's); on PostgreSQL one secret is kept in the database for every server copy, so
 * that sessions, resumption tokens and mailed links signed by one copy hold on all of them: the
 * folder's own when this copy has one (a site moving to PostgreSQL keeps its sessions and links),
 * else a new one. The server and the commands that sign links (seed, alerts) start with it.
 */
export async function withSessionSecret<C extends StoreConfig & { sessionSecret?: string }>(config: C): Promise<C & { sessionSecret?: string }> {
  if (config.sessionSecret || !config.databaseUrl) return config;
  const file = path.join(authStateDir(config.databasePath), 'session-secret');
  const initial = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : randomBytes(48).toString('base64url'));
  return { ...config, sessionSecret: await sharedPostgresSecret(config.databaseUrl, 'session-secret', initial) };
}
