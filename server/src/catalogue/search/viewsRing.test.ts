// Views counted while the site runs reach the search threads' "Most viewed" order (viewsRing.ts).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import { putCountedView, VIEWS_RING_SLOTS, ViewsRingReader, viewsRingOf } from './viewsRing.ts';

describe('the views ring', () => {
  test('a reader takes each id put since its last take once, and everything when it fell a ring behind', () => {
    const ring = new SharedArrayBuffer((1 + VIEWS_RING_SLOTS) * 4);
    for (const id of [1, 2]) putCountedView(ring, id);
    const reader = new ViewsRingReader(ring);
    assert.equal(reader.take(), null, 'a reader starts at the end');
    for (const id of [5, 7, 5]) putCountedView(ring, id);
    assert.deepEqual(reader.take(), [5, 7]);
    assert.equal(reader.take(), null);
    for (let i = 0; i <= VIEWS_RING_SLOTS; i++) putCountedView(ring, 9);
    assert.equal(reader.take(), 'all');
    putCountedView(ring, 3);
    assert.deepEqual(reader.take(), [3]);
  });

  test('one ring per file, whatever the path it is named by; none for a database in memory', () => {
    assert.equal(viewsRingOf('/tmp/a/../views-ring.sqlite'), viewsRingOf('/tmp/views-ring.sqlite'));
    assert.notEqual(viewsRingOf('/tmp/views-ring.sqlite'), viewsRingOf('/tmp/other-ring.sqlite'));
    assert.equal(viewsRingOf(':memory:'), null);
    assert.equal(viewsRingOf(''), null);
  });
});

describe('views counted on the main thread in the search threads', sqliteOnly('SQLite searches in threads with indexes of their own'), () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ articles: 120, searchPool: { workers: 2 } });
  });
  after(() => t.close());

  const mostViewed = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { sort: 'views', resultsPerPage: 30 } } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ items: { id: number }[] }>().items.map((item) => item.id);
  };
  // The main thread's store reads its index, which every counted view raises.
  const mainThreadOrder = async () => (await t.store.search.articles({ sort: 'views', resultsPerPage: 30 })).items.map((item) => item.id);

  test('"Most viewed" in search follows the views counted since the threads loaded their indexes', async () => {
    const threads = await Promise.all([mostViewed(), mostViewed(), mostViewed(), mostViewed()]);
    for (const order of threads) assert.deepEqual(order, threads[0]);
    const ranked = (await t.store.search.articles({ sort: 'views', resultsPerPage: 30 })).items;
    assert.deepEqual(ranked.map((item) => item.id), threads[0]);
    // The two neighbours of the page closest in views: the lower is read by enough readers to pass the
    // upper, few enough that the ring holds their ids.
    let lower = 1;
    for (let at = 2; at < ranked.length; at++) {
      const gap = (at: number) => (ranked[at - 1]?.views ?? 0) - (ranked[at]?.views ?? 0);
      if (gap(at) < gap(lower)) lower = at;
    }
    const [upper, chosen] = [ranked[lower - 1], ranked[lower]] as [ArticleSummary, ArticleSummary];
    const readers = upper.views - chosen.views + 1;
    assert.ok(readers < 1000, `${readers} readers`);
    const hour = Date.UTC(2026, 11, 5, 12);
    for (let reader = 0; reader < readers; reader++) assert.equal(t.store.articles.recordUsage('view', chosen.id, `reader-${reader}`, hour), true);
    assert.equal(await t.store.articles.flushUsage(), true);

    // Every thread (the pool hands searches to either) answers in the file's order at once.
    const after = await Promise.all([mostViewed(), mostViewed(), mostViewed(), mostViewed()]);
    for (const order of after) {
      assert.ok(order.indexOf(chosen.id) < order.indexOf(upper.id));
      assert.deepEqual(order, await mainThreadOrder());
    }
  });

  test("a thread that fell more than a ring behind reads every article's views from the file", async () => {
    const [top, , , other] = await mostViewed();
    // Written by another process, as far as this one knows: only the file has it.
    const file = new DatabaseSync(t.database.databasePath);
    const { views } = file.prepare('SELECT views FROM articles WHERE id = ?').get(top as number) as { views: number };
    file.prepare('UPDATE articles SET views = ? WHERE id = ?').run(views + 1, other as number);
    file.close();
    const ring = viewsRingOf(t.database.databasePath) as SharedArrayBuffer;
    for (let i = 0; i <= VIEWS_RING_SLOTS; i++) putCountedView(ring, 0);
    for (const order of await Promise.all([mostViewed(), mostViewed(), mostViewed(), mostViewed()])) assert.equal(order[0], other);
  });
});
