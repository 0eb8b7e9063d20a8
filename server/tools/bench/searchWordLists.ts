// Builds the per-word match lists of article search (catalogue/sqlite/sqliteSearch/wordLists.ts) in a database
// seeded before them, such as a kept bench database: the seed builds them for a new catalogue, and a
// catalogue without them searches as before, without their speed.
//
//   node tools/bench/searchWordLists.ts --database FILE
import { resolve } from 'node:path';
import { migrate, openDatabase } from '../../src/data/sqlite/database.ts';
import { buildWordLists } from '../../src/catalogue/sqlite/sqliteSearch/wordLists.ts';

const index = process.argv.indexOf('--database');
const path = index >= 0 ? process.argv[index + 1] : undefined;
if (!path) throw new Error('--database FILE: the database to build the lists in');
const db = openDatabase(resolve(path));
try {
  await migrate(db);
  const started = performance.now();
  const lists = buildWordLists(db);
  console.log(`${lists} word lists built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  db.close();
}
