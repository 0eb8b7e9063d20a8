// The site's store on PostgreSQL (DATABASE_URL, createStore.ts): the records, the rate limits and the
// catalogue's version over one pool, migrated before first use. The catalogue has a second pool of
// its own (catalogue/postgres/postgresCatalogue.ts), so that a slow search never takes the
// connections a sign-in or a form needs.
import type { SiteStore } from '../createStore.ts';
import { migrateDatabase } from '../migrations.ts';
import { postgresDatabase } from './postgresDatabase.ts';
import { postgresCatalogueVersion } from './postgresCatalogueVersion.ts';

export async function openPostgresSiteStore(url: string, { recordsBusyTimeoutMs, poolSize }: { recordsBusyTimeoutMs: number; poolSize: number }): Promise<SiteStore> {
  // A write that waits for a row lock longer than the records' wait gives up with lock_not_available
  // (55P03), which the error handler answers with 503 and Retry-After, as SQLite's busy file is.
  const records = postgresDatabase(url, { maxConnections: poolSize, lockTimeoutMs: recordsBusyTimeoutMs });
  try {
    await migrateDatabase(records);
  } catch (error) {
    await records.close();
    throw error;
  }
  return {
    engine: 'postgres',
    records,
    // One pool: PostgreSQL's writers lock rows, not the database, so the limits' batches wait for nobody else's.
    limits: records,
    catalogueVersion: postgresCatalogueVersion(records.db),
    close: () => records.close(),
  };
}
