// A search worker thread: its own read-only connection to the database file and its own search store
// (with its own in-memory article index), so searches run beside the event loop instead of on it.
// The pool sends one job at a time; a job over its time budget gets the whole thread terminated.
import { parentPort, workerData } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import { createSql } from '../store/sql.ts';
import { createSearchStore } from '../store/sqliteSearch.ts';
import type { SearchStore } from '../store/store.ts';
import type { JobMessage, WorkerData, WorkerMessage } from './protocol.ts';
import { searchMethods } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('searchWorker.ts runs as a worker thread of the search pool');
const { databasePath, cancel } = workerData as WorkerData;
const cancelled = new Int32Array(cancel);
const post = (message: WorkerMessage) => port.postMessage(message);

class SearchCancelled extends Error {}

let current = 0;
let store: SearchStore | null = null;
try {
  // Read-only: a search never writes the file (the snippet table is in the connection's own temp
  // database), and in WAL mode it reads a snapshot while another process holds the write lock.
  const db = new DatabaseSync(databasePath, { readOnly: true });
  db.exec('PRAGMA busy_timeout = 1000');
  store = createSearchStore(createSql(db), {
    checkpoint: () => {
      if (Atomics.load(cancelled, 0) === current) throw new SearchCancelled('cancelled');
    },
  });
  await store.warm();
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}

port.on('message', (job: JobMessage) => {
  current = job.id;
  void (async () => {
    try {
      if (!store || !searchMethods.includes(job.method)) throw new Error(`no search method ${job.method}`);
      const method = store[job.method] as (...args: unknown[]) => Promise<unknown>;
      post({ type: 'result', id: job.id, value: await method(...job.args) });
    } catch (error) {
      const statusCode = (error as { statusCode?: unknown }).statusCode;
      post({
        type: 'error',
        id: job.id,
        // 499: the reader left (nobody sees the answer); 400s are the reader's input; anything else is a bug.
        statusCode: error instanceof SearchCancelled ? 499 : typeof statusCode === 'number' ? statusCode : 500,
        message: (error as Error).message,
      });
    }
  })();
});
