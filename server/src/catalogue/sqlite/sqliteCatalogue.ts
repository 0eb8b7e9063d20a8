// The catalogue's database on node:sqlite (the embedded default): the file at the configured path,
// migrated, with the Store over its connection, and the worker threads that search it (node:sqlite
// blocks the thread it runs on, so searches run off the event loop, each thread on a read connection).
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogueDatabase } from '../catalogueDatabase.ts';
import { createSearchPool } from '../search/searchPool.ts';
import type { SearchPool } from '../search/searchPoolContract.ts';
import { migrate, openDatabase } from '../../data/sqlite/database.ts';
import { hasCatalogue, seedDatabase } from './seed/sqliteCatalogueWriter.ts';
import { createSqliteStore } from './sqliteStore.ts';
import { sqliteImportSession } from './seed/sqliteImportTransaction.ts';
import { Worker } from 'node:worker_threads';
import { WordListBuilds } from '../search/wordListBuilds.ts';

/** Builds the word lists of the file at `path` in a worker thread (node:sqlite blocks the thread it runs on). */
function buildWordListsInThread(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sqliteSearch/wordListsWorker.ts', import.meta.url), { workerData: { path } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The word list build stopped with exit code ${code}.`))));
  });
}

export async function openSqliteCatalogue(path: string, { searchWorkers = 0 }: { searchWorkers?: number } = {}): Promise<CatalogueDatabase & { searchPool: SearchPool | null }> {
  const db = openDatabase(path);
  await migrate(db);
  const store = createSqliteStore(db);
  let ownConnection: DatabaseSync | null = null;
  const publishingConnection = () => (ownConnection ??= openDatabase(path));
  const wordLists = new WordListBuilds(() => buildWordListsInThread(path));
  const searchPool = searchWorkers > 0 ? createSearchPool({ databasePath: path, workers: searchWorkers }) : null;
  return {
    store,
    searchPool,
    hasCatalogue: async () => hasCatalogue(db),
    // After an import run (and after the server's deposits) the word lists are built again for the
    // catalogue with its new articles, in a worker thread (until then one-word searches ask FTS5, which
    // already has them).
    // On a connection of its own: an import's transaction spans awaits, and reads and usage writes of
    // the site's connection must neither see it half done nor be rolled back with it.
    publishing: { ...sqliteImportSession(publishingConnection), afterRun: () => wordLists.build() },
    seed: (options) => seedDatabase(db, options),
    async close() {
      await wordLists.idle();
      void store.articles.flushUsage();
      ownConnection?.close();
      db.close();
    },
  };
}
