// Test helper: a Fastify app with the API plugins under /api over a freshly seeded database of its own,
// on the suite's engine (a SQLite file, or PostgreSQL with TEST_ENGINE=postgres: test-support/testEngine.ts).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../src/catalogue/store.ts';
import { createStore } from '../src/data/createStore.ts';
import { seededTestCatalogue } from './testCatalogue.ts';
import type { TestDatabase, TestRows } from './testDatabase.ts';
import { journalsApi } from '../src/features/catalogueApi/journals.ts';
import { journalSubpagesApi } from '../src/features/catalogueApi/journalSubpages.ts';
import { journalRecordsApi } from '../src/features/catalogueApi/journalRecords.ts';
import { newsAndTopicsApi } from '../src/features/catalogueApi/newsAndTopics.ts';
import { articlesApi } from '../src/features/catalogueApi/articles.ts';
import { searchApi } from '../src/features/catalogueApi/search.ts';
import { contentApi } from '../src/features/catalogueApi/content.ts';
import { catalogueShownKeys } from '../src/features/catalogueApi/shownKeys.ts';
import { surrogateKeyHeaders } from '../src/platform/cache/surrogateKeys.ts';
import { installErrorHandling } from '../src/app/errorPolicy.ts';
import { RateLimiter, installRateLimiter } from '../src/platform/limits/rateLimiter.ts';
import { createSearchPool } from '../src/catalogue/search/searchPool.ts';
import type { PoolOptions } from '../src/catalogue/search/searchPoolContract.ts';
import { pinnedLimitsClock } from './rateWindows.ts';
import { corpusRoot, testCorpusFiles } from './testCorpus.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The test's own handle on the database, to read and change rows as a test checks the answers. */
  rows: TestRows;
  /** The database (its engine, its SQLite file or PostgreSQL URL). */
  database: TestDatabase;
  store: Store;
  close(): Promise<void>;
}

/** The PUBLIC_URL of test apps (absolute links in exports). */
export const testPublicUrl = 'https://www.example.org';

/**
 * `rateLimitScale` as RATE_LIMIT_SCALE: 0 (the default here) leaves the limits off, 1 is production.
 * `searchPool`: on SQLite, searches run in worker threads as in production (default: on the main
 * thread's store); PostgreSQL searches on its own server, with no threads of this process.
 */
export async function createTestApp(
  options: { articles?: number; contentDir?: string; now?: () => number; rateLimitScale?: number; publicUrl?: string; searchPool?: Omit<PoolOptions, 'databasePath'> } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'oap-api-'));
  const corpusDir = join(dir, 'corpus');
  for (const file of testCorpusFiles) {
    mkdirSync(join(corpusDir, file, '..'), { recursive: true });
    copyFileSync(join(corpusRoot, file), join(corpusDir, file));
  }
  const catalogue = await seededTestCatalogue(join(dir, 'data', 'test.sqlite'), { corpusDir, articles: options.articles ?? 300, seed: 42 });
  const { rows, store, database } = catalogue;
  const pool = options.searchPool && database.engine === 'sqlite' ? createSearchPool({ ...options.searchPool, databasePath: database.databasePath }) : null;
  const apiStore = pool ? { ...store, search: pool } : store;
  const app = Fastify();
  // The production error handler, so tests see the { statusCode, message } bodies readers get.
  installErrorHandling(app);
  // The limits as the server has them (app.ts: createStore; on SQLite a connection of their own).
  const site = await createStore(database.config);
  app.addHook('onClose', async () => site.close());
  installRateLimiter(app, new RateLimiter(site.limits, options.rateLimitScale ?? 0, pinnedLimitsClock()));
  // The answers' surrogate keys, as the server names them (app/buildApp.ts, app/catalogueApi.ts).
  await app.register(surrogateKeyHeaders);
  await app.register(catalogueShownKeys);
  await app.register(journalsApi, { prefix: '/api', store: apiStore });
  await app.register(journalSubpagesApi, { prefix: '/api', store: apiStore });
  await app.register(journalRecordsApi, { prefix: '/api', store: apiStore });
  await app.register(newsAndTopicsApi, { prefix: '/api', store: apiStore });
  await app.register(articlesApi, { prefix: '/api', store, ...(options.now ? { now: options.now } : {}) });
  await app.register(searchApi, { prefix: '/api', store: apiStore, publicUrl: options.publicUrl ?? testPublicUrl });
  await app.register(contentApi, { prefix: '/api', ...(options.contentDir ? { contentDir: options.contentDir } : {}) });
  if (pool) app.addHook('onClose', () => pool.close());
  await app.ready();
  await pool?.warm();
  return {
    app,
    rows,
    database,
    store,
    async close() {
      await app.close();
      // As the server does on shutdown: usage still queued is written before the connection closes.
      await catalogue.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
