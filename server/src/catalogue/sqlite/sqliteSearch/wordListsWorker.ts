// A worker thread that builds the word lists (wordLists.ts) of the SQLite file it is given, on a
// connection of its own, and reports how many it wrote (null: the catalogue changed meanwhile).
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../../data/sqlite/database.ts';
import { buildWordLists } from './wordLists.ts';

const db = openDatabase((workerData as { path: string }).path);
try {
  parentPort?.postMessage({ written: buildWordLists(db) });
} finally {
  db.close();
}
