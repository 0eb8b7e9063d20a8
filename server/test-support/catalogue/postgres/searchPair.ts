// Both engines' search over one seed, for the tests that compare them: the catalogue of
// seededPair (each engine seeded by its own writer with the same options: 300 generated articles and
// the API tests' four real ones, with Béjà and Peña among their authors), the SQLite store's search
// and PostgreSQL's. Null when PostgreSQL cannot be had (the test is skipped, loudly; in CI it fails).
import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { testCorpusFiles, corpusRoot } from '../../testCorpus.ts';
import { temporaryDir } from '../../testFiles.ts';
import type { SearchStore } from '../../../src/catalogue/store.ts';
import { createSqliteStore } from '../../../src/catalogue/sqlite/sqliteStore.ts';
import { comparisonUnavailable, seededPair, type SeededPair } from './seededPair.ts';
import { createPostgresSearchStore } from '../../../src/catalogue/postgres/search/index.ts';

export interface SearchPair {
  pair: SeededPair;
  sqlite: SearchStore;
  postgres: SearchStore;
  close(): Promise<void>;
}

export const PAIR_ARTICLES = 300;

export async function searchPair(t: TestContext): Promise<SearchPair | null> {
  const unavailable = comparisonUnavailable();
  if (unavailable) {
    t.skip(unavailable);
    return null;
  }
  const corpusDir = temporaryDir('search-pair-corpus');
  for (const file of testCorpusFiles) {
    fs.mkdirSync(path.join(corpusDir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(corpusRoot, file), path.join(corpusDir, file));
  }
  const pair = await seededPair({ corpusDir, articles: PAIR_ARTICLES, seed: 42 }).finally(() => fs.rmSync(corpusDir, { recursive: true, force: true }));
  return {
    pair,
    sqlite: createSqliteStore(pair.sqlite).search,
    postgres: createPostgresSearchStore(pair.postgres),
    close: () => pair.close(),
  };
}
