// A search worker thread (run by piscina for searchPool.ts): its own read-only connection to the
// database file and its own search store (with its own in-memory article index), so searches run
// beside the event loop instead of on it. piscina gives it one search at a time; a search over its
// time budget gets the whole thread terminated and replaced.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { createSql } from './sql.ts';
import { createSearchStore } from './sqliteSearch.ts';
import { ViewsRingReader } from '../search/viewsRing.ts';
import { CANCEL_SLOTS, searchMethods } from '../search/protocol.ts';
import type { SearchAnswer, SearchTask, WorkerData, WorkerReadyMessage } from '../search/protocol.ts';

const { databasePath, cancel, views } = workerData as WorkerData;
const cancelled = new Int32Array(cancel);
// Made before the index loads: a view counted meanwhile is read again, which does no harm.
const countedViews = views ? new ViewsRingReader(views) : null;
const isCancelled = (id: number) => Atomics.load(cancelled, id % CANCEL_SLOTS) === id;

class SearchCancelled extends Error {}

/** The search this thread runs now (one at a time), for the checkpoint between its steps. */
let current = 0;

/**
 * Opens the file and loads the index; a file that cannot be opened yet (not seeded, being replaced) is
 * tried again each second. Until then the thread does not count as ready, and the pool's readiness
 * check and its searches' waits say so.
 */
type ThreadStore = ReturnType<typeof createSearchStore>;

async function openStore(): Promise<ThreadStore> {
  for (;;) {
    let db: DatabaseSync | null = null;
    try {
      // Read-only: a search never writes the file (the snippet table is in the connection's own temp
      // database), and in WAL mode it reads a snapshot while another process holds the write lock.
      db = new DatabaseSync(databasePath, { readOnly: true });
      db.exec('PRAGMA busy_timeout = 1000');
      const store = createSearchStore(createSql(db), {
        checkpoint: () => {
          if (isCancelled(current)) throw new SearchCancelled('cancelled');
        },
      });
      await store.warm();
      return store;
    } catch {
      db?.close();
      await sleep(1000);
    }
  }
}

async function runSearch(store: ThreadStore, task: SearchTask): Promise<SearchAnswer> {
  current = task.id;
  try {
    const counted = countedViews?.take();
    if (counted) store.readViews(counted);
    // Cancelled while it waited here for the thread to load its index.
    if (isCancelled(task.id)) throw new SearchCancelled('cancelled');
    if (!searchMethods.includes(task.method)) throw new Error(`no search method ${task.method}`);
    const method = store[task.method] as (...args: unknown[]) => Promise<unknown>;
    return { ok: true, value: await method(...task.args) };
  } catch (error) {
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    return {
      ok: false,
      // 499: the reader left (nobody sees the answer); 400s are the reader's input; anything else is a bug.
      statusCode: error instanceof SearchCancelled ? 499 : typeof statusCode === 'number' ? statusCode : 500,
      message: (error as Error).message,
    };
  }
}

// piscina awaits a default export that is a promise before this thread runs its first search.
export default openStore().then((store) => {
  parentPort?.postMessage({ searchWorkerReady: threadId } satisfies WorkerReadyMessage);
  return (task: SearchTask) => runSearch(store, task);
});
