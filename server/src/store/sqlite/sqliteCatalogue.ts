// The catalogue's database on node:sqlite (the embedded default): the file at the configured path,
// migrated, with the Store over its connection.
import type { CatalogueDatabase } from '../catalogueDatabase.ts';
import { migrate, openDatabase } from './database.ts';
import { hasCatalogue, seedDatabase } from './seed/sqliteCatalogueWriter.ts';
import { createSqliteStore } from './sqliteStore.ts';

export async function openSqliteCatalogue(path: string): Promise<CatalogueDatabase> {
  const db = openDatabase(path);
  await migrate(db);
  const store = createSqliteStore(db);
  return {
    store,
    hasCatalogue: async () => hasCatalogue(db),
    seed: (options) => seedDatabase(db, options),
    close() {
      store.articles.flushUsage();
      db.close();
    },
  };
}
