// The SQLite side of a seed (seed/catalogueWriter.ts): one transaction on the catalogue's connection,
// bulk-load settings while it runs, FTS5 indexes merged and the per-word match lists built after it.
import type { DatabaseSync } from 'node:sqlite';
import { CATALOGUE_VERSION, type CatalogueWriter } from '../../seed/catalogueWriter.ts';
import { seedCatalogue, type SeedOptions, type SeedReport } from '../../seed/seedDatabase.ts';
import { buildWordLists } from '../sqliteSearch/wordLists.ts';
import { clearCatalogue, connectionForBulkLoad, dropBulkIndexes, finishIndexes } from './bulkLoad.ts';
import { topUpCollections, topUpEditorsChoice, updateArticleCounts } from './derivedColumns.ts';
import { prepareStatements } from './seedStatements.ts';

export function sqliteCatalogueWriter(db: DatabaseSync): CatalogueWriter {
  let restoreConnection: (() => void) | null = null;
  let restoreBulkIndexes: (() => void) | null = null;
  return {
    begin: async () => {
      restoreConnection = connectionForBulkLoad(db);
      db.exec('BEGIN');
      clearCatalogue(db);
      return prepareStatements(db);
    },
    beforeArticles: async () => {
      restoreBulkIndexes = dropBulkIndexes(db);
    },
    afterArticles: async () => {
      restoreBulkIndexes?.();
      restoreBulkIndexes = null;
    },
    deriveAfterArticles: async () => {
      topUpEditorsChoice(db);
      topUpCollections(db);
      updateArticleCounts(db);
    },
    // Every row is written as it is given.
    flush: async () => {},
    commit: async () => {
      db.exec('COMMIT');
    },
    finish: async () => {
      finishIndexes(db);
      // The per-word match lists of article search, from the finished indexes.
      buildWordLists(db);
    },
    abandon: async () => {
      if (db.isTransaction) db.exec('ROLLBACK');
    },
    close: async () => {
      restoreConnection?.();
      restoreConnection = null;
    },
  };
}

/** True when the database holds a catalogue of the current version (the CLI skips seeding then, unless forced). */
export function hasCatalogue(db: DatabaseSync): boolean {
  try {
    const row = db.prepare("SELECT value FROM catalogue_info WHERE key = 'version'").get() as { value: string } | undefined;
    return row?.value === CATALOGUE_VERSION && (db.prepare('SELECT EXISTS (SELECT 1 FROM journals) AS present').get() as { present: number }).present === 1;
  } catch {
    return false;
  }
}

/** Seeds the catalogue of an open SQLite database (the CLI, the server's first start, tests). */
export function seedDatabase(db: DatabaseSync, options: SeedOptions): Promise<SeedReport> {
  return seedCatalogue(sqliteCatalogueWriter(db), options);
}
