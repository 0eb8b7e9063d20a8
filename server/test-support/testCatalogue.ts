// A seeded catalogue for tests, on the suite's engine (testEngine.ts): a database of the test's own
// (testDatabase.ts), migrated and seeded, with the Store over it, and a handle through which the test
// reads and changes rows as it checks the answers. On SQLite that handle is the store's own
// connection (a change made on it is one the server itself made); on PostgreSQL, where every
// connection is another, the catalogue is opened through openCatalogue as the data API opens it.
import type { SeedOptions } from '../src/catalogue/seed/seedDatabase.ts';
import { openCatalogue } from '../src/catalogue/openCatalogue.ts';
import type { Store } from '../src/catalogue/store.ts';
import { sqliteDatabase } from '../src/data/sqlite/sqliteDatabase.ts';
import { seededTestCatalogue as seededSqliteCatalogue } from './catalogue/sqlite/testCatalogue.ts';
import { rowsOf, testDatabase, type TestDatabase, type TestRows } from './testDatabase.ts';
import { copyFromTemplate, seededWith, templateKey } from './seedTemplates.ts';

export interface TestCatalogue {
  database: TestDatabase;
  rows: TestRows;
  store: Store;
  /** Writes usage still queued (as the server does on shutdown), closes, and drops the database (PostgreSQL). */
  close(): Promise<void>;
}

/** A new database at `databasePath` (or a PostgreSQL one), migrated and seeded, and the Store over it. */
export async function seededTestCatalogue(databasePath: string, options: SeedOptions): Promise<TestCatalogue> {
  const database = await testDatabase(databasePath);
  // Seeded once per run for the same options and corpus, and copied (seedTemplates.ts).
  const copied = await copyFromTemplate(database, templateKey('catalogue', { ...options }, ['corpusDir']), seededWith((catalogue) => catalogue.seed(options)));
  if (database.engine === 'sqlite') {
    const catalogue = await seededSqliteCatalogue(database.databasePath, copied ? null : options);
    return {
      database,
      rows: rowsOf(sqliteDatabase(catalogue.db, { ownsConnection: false })),
      store: catalogue.store,
      async close() {
        await catalogue.close();
        await database.close();
      },
    };
  }
  // Searches on PostgreSQL's own server: there are no search threads of this process to start.
  const catalogue = await openCatalogue(database.config, { searchWorkers: 0 });
  if (!copied) await catalogue.seed(options);
  const rows = await database.rows();
  return {
    database,
    rows,
    store: catalogue.store,
    async close() {
      await catalogue.store.articles.flushUsage();
      await catalogue.close();
      await database.close();
    },
  };
}
