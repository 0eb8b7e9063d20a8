// Where the storage engine is chosen for the site's records: the records and the rate limits as
// SqlDatabase handles (portable SQL, sqlDatabase.ts). The embedded default is the SQLite file at
// DATABASE_PATH (data/sqlite/); DATABASE_URL puts everything in PostgreSQL instead (data/postgres/),
// for several server copies. The catalogue's engine is chosen the same way, by the same
// configuration, in catalogue/openCatalogue.ts.
import type { CatalogueVersion } from './catalogueVersion.ts';
import type { Engine, SqlDatabase } from './sqlDatabase.ts';
import { openSqliteSiteStore } from './sqlite/sqliteSiteStore.ts';
import { openPostgresSiteStore } from './postgres/postgresStore.ts';

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
