// Where the catalogue's engine is chosen, by the same configuration as the site's records
// (data/createStore.ts): the SQLite file at DATABASE_PATH by default, PostgreSQL with DATABASE_URL.
import type { StoreConfig } from '../data/createStore.ts';
import type { CatalogueDatabase } from './catalogueDatabase.ts';
import type { SearchPool } from './search/searchPoolContract.ts';
import { openSqliteCatalogue } from './sqlite/sqliteCatalogue.ts';
import { openPostgresCatalogue } from './postgres/postgresCatalogue.ts';

export interface CatalogueOptions {
  /** Threads that run searches on SQLite, and cut their snippets on PostgreSQL (SEARCH_WORKERS); 0: the main thread. */
  searchWorkers: number;
}

/** The catalogue with, where the engine searches in worker threads of this process, their pool. */
export function openCatalogue(config: StoreConfig, options: CatalogueOptions): Promise<CatalogueDatabase & { searchPool: SearchPool | null }> {
  // PostgreSQL matches and counts on its own server's cores; this process's threads cut the snippets.
  if (config.databaseUrl) return openPostgresCatalogue(config.databaseUrl, { poolSize: config.databasePoolSize ?? 10, searchWorkers: options.searchWorkers });
  return openSqliteCatalogue(config.databasePath, options);
}
