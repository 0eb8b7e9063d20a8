// The search worker pool: time budget, queue bound, cancellation, and catalogue reloads.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';
import { seedDatabase } from '../sqlite/seed/sqliteCatalogueWriter.ts';
import { openTestConnection } from '../../../test-support/catalogue/sqlite/testCatalogue.ts';
import { createSearchPool } from './searchPool.ts';
import { BUSY_MESSAGE, SearchUnavailableError, TOO_LONG_MESSAGE, searchWorkersFromEnv } from './searchPoolContract.ts';
import type { SearchPool } from './searchPoolContract.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';

describe('the search worker pool', sqliteOnly('the search worker threads read the SQLite file (PostgreSQL searches on its own server)'), () => {
  let t: TestApp;
  let pool: SearchPool;
  before(async () => {
    // Budget 0: every search through the app is over budget (the worker cannot answer within a timer tick).
    t = await createTestApp({ articles: 100, searchPool: { workers: 1, budgetMs: 0 } });
    pool = createSearchPool({ databasePath: t.database.databasePath, workers: 1, queueLimit: 2 });
    await pool.warm();
  });
  after(async () => {
    await pool.close();
    await t.close();
  });

  const unavailable = (message: string) => (error: unknown) => error instanceof SearchUnavailableError && error.message === message;

  test('SEARCH_WORKERS: 2 by default, a whole number, 0 for searches on the main thread', () => {
    assert.equal(searchWorkersFromEnv({}), 2);
    assert.equal(searchWorkersFromEnv({ SEARCH_WORKERS: '4' }), 4);
    assert.equal(searchWorkersFromEnv({ SEARCH_WORKERS: '0' }), 0);
    assert.throws(() => searchWorkersFromEnv({ SEARCH_WORKERS: 'two' }), /SEARCH_WORKERS/);
  });

  test('a search over its budget is answered 503 with Retry-After and a clear message; the worker is replaced', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: 'cell' }, includeFacets: true } });
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(res.headers['retry-after'], '5');
    assert.deepEqual(res.json(), { statusCode: 503, message: TOO_LONG_MESSAGE });
    const facets = await t.app.inject({ method: 'POST', url: '/api/search/articles/facets', payload: { query: { q: 'cell' } } });
    assert.equal(facets.statusCode, 503, facets.body);
  });

  test('the pool stops a search over budget, restarts the worker, and the next search answers', async () => {
    const before = pool.stats();
    await assert.rejects(pool.withBudget(0).articles({ q: 'the of and in to' }, { includeFacets: true }), unavailable(TOO_LONG_MESSAGE));
    assert.equal(pool.stats().overBudget, before.overBudget + 1);
    assert.equal(pool.stats().restarts, before.restarts + 1);
    assert.equal(pool.stats().workers, 1, 'the pool stays at its size');
    const started = performance.now();
    const results = await pool.articles({ q: 'cell' });
    console.log(`# first search after a restart: ${(performance.now() - started).toFixed(0)} ms (the new worker loads its index)`);
    assert.ok(results.total > 0);
  });

  test('at most queueLimit searches wait: the rest are answered 503 at once', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => pool.articles({ q: 'cell' }, { includeFacets: true })));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    assert.ok(outcomes.filter((o) => o.status === 'fulfilled').length >= 1);
    assert.ok(refused.length >= 5, `${refused.length} refused`);
    for (const outcome of refused) assert.ok(unavailable(BUSY_MESSAGE)((outcome as PromiseRejectedResult).reason));
  });

  test('a reader who leaves cancels the search: a waiting one leaves the queue, a running one stops without a restart', async () => {
    const restarts = pool.stats().restarts;
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.withSignal(running.signal).articles({ q: 'the of and in to' }, { includeFacets: true });
    const second = pool.withSignal(waiting.signal).articles({ q: 'cell' });
    assert.equal(pool.stats().queued, 1);
    waiting.abort();
    assert.equal(pool.stats().queued, 0, 'left the queue');
    running.abort();
    await assert.rejects(first, SearchUnavailableError);
    await assert.rejects(second, SearchUnavailableError);
    assert.ok((await pool.articles({ q: 'cell' })).total > 0, 'the worker goes on with the next search');
    assert.equal(pool.stats().restarts, restarts, 'no restart');
  });

  test('every SearchStore method runs in the workers, and a re-seeded catalogue is picked up', async () => {
    assert.ok((await pool.journals({ q: 'cells' })).total > 0);
    assert.ok((await pool.topics({})).total > 0);
    assert.ok((await pool.journalFacets({})).length > 0);
    assert.ok((await pool.topicFacets({})).length > 0);
    assert.ok((await pool.articleFacets({ q: 'cell' })).length > 0);
    assert.ok((await pool.journalFinder({ title: 'Stem cell niches', abstract: 'Stem cells and tissue homeostasis', keywords: [] })).terms.length > 0);
    const journal = (await pool.articles({})).items[0]?.journal.nameSystem as string;
    assert.ok(await pool.rankedArticles(journal, 'citations', 'all', 3));
    assert.equal((await pool.exportArticles({ q: 'cell' }, 2)).articles.length, 2);
    assert.equal((await pool.exportArticles({ q: 'cell' }, 5, { ids: [2, 1] })).articles.map((a) => a.id).join(), '2,1');
    assert.ok((await pool.awards({})).total > 0);
    assert.ok((await pool.awardFacets({})).length > 0);
    assert.equal((await pool.articles({ q: 'x"' + ' word'.repeat(30) })).droppedWords?.length, 10, 'a long search runs, its words past the cap named');
    const before = (await pool.articles({})).total;
    // A new seeding from another connection (the seed command while the server runs).
    const seeder = openTestConnection(t.database.databasePath);
    try {
      await seedDatabase(seeder, { articles: 40, seed: 7 });
    } finally {
      seeder.close();
    }
    const afterSeed = (await pool.articles({})).total;
    assert.notEqual(afterSeed, before);
    assert.equal(afterSeed, await t.rows.count(sql`SELECT count(*) AS n FROM articles`));
  });
});
