// Tests over a real SQLite file: a catalogue seeded into it, the Store over it, and its raw
// connection, through which a test reads or changes rows to check what the API answers. Kept here so
// that test support elsewhere opens no node:sqlite connection of its own.
import { DatabaseSync } from 'node:sqlite';
import type { SeedOptions } from '../../../src/catalogue/seed/seedDatabase.ts';
import type { Store } from '../../../src/catalogue/store.ts';
import { migrate, openDatabase } from '../../../src/data/sqlite/database.ts';
import { seedDatabase } from '../../../src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts';
import { createSqliteStore } from '../../../src/catalogue/sqlite/sqliteStore.ts';

/** A raw connection to the test's file (rows read and changed as a test checks them). */
export type SqliteConnection = DatabaseSync;

export interface TestCatalogue {
  db: SqliteConnection;
  store: Store;
  /** Writes usage still queued (as the server does on shutdown) and closes the connection. */
  close(): void;
}

/**
 * Opens (creating) the file at `path`, migrates it, seeds a catalogue into it unless `options` is
 * null (a file copied from a seeded one), and gives the Store over it.
 */
export async function seededTestCatalogue(path: string, options: SeedOptions | null): Promise<TestCatalogue> {
  const db = openDatabase(path);
  await migrate(db);
  if (options) await seedDatabase(db, options);
  const store = createSqliteStore(db);
  return {
    db,
    store,
    close() {
      void store.articles.flushUsage();
      db.close();
    },
  };
}

/** Another connection to the test's file (another process, say, holding its write lock), or one that only reads. */
export function openTestConnection(path: string, { readOnly = false }: { readOnly?: boolean } = {}): SqliteConnection {
  return new DatabaseSync(path, { readOnly });
}
