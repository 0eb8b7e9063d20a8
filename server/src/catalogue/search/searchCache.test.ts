// The search answer cache: repeats within the lifetime are answered without searching, identical
// searches in flight share one run, a re-seed or the lifetime ending searches again, failures are
// never kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchStore } from '../store.ts';
import { SEARCH_CACHE_ENTRIES, cachedSearchStore } from './searchCache.ts';

function countingStore() {
  const calls: string[] = [];
  let fail = false;
  const store = {
    async articles(query: { q?: string }) {
      calls.push(`articles:${query.q}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('search failed');
      return { total: 1, items: [{ title: query.q }] };
    },
    async exportArticles() {
      calls.push('export');
      return { total: 0, articles: [] };
    },
  } as unknown as SearchStore;
  return { store, calls, setFail: (value: boolean) => (fail = value) };
}

test('a repeated search is answered from the cache; concurrent identical searches run once', async () => {
  const { store, calls } = countingStore();
  // A clock as Date.now's: lru-cache reads a start time of 0 as "never expires".
  let clock = 1_000_000;
  const cached = cachedSearchStore(store, { stamp: () => 'seed-1', now: () => clock, ttlMs: 30_000 });
  const [a, b] = await Promise.all([cached.articles({ q: 'cell' }), cached.articles({ q: 'cell' })]);
  assert.deepEqual(a, b);
  await cached.articles({ q: 'cell' });
  assert.deepEqual(calls, ['articles:cell']);
  await cached.articles({ q: 'stem' });
  assert.deepEqual(calls, ['articles:cell', 'articles:stem']);
  clock += 30_000;
  await cached.articles({ q: 'cell' });
  assert.equal(calls.length, 2, 'still fresh at the end of its lifetime');
  clock += 1;
  await cached.articles({ q: 'cell' });
  assert.equal(calls.length, 3, 'searched again once the lifetime ended');
  // Not every method is cached: exports are large and rare.
  await cached.exportArticles({}, 10);
  await cached.exportArticles({}, 10);
  assert.equal(calls.filter((call) => call === 'export').length, 2);
});

test('a full cache lets the least recently asked search go, not the first one kept', async () => {
  const { store, calls } = countingStore();
  const cached = cachedSearchStore(store, { stamp: () => 'seed-1' });
  await cached.articles({ q: 'popular' });
  for (let n = 0; n < SEARCH_CACHE_ENTRIES; n += 1) {
    await cached.articles({ q: `word ${n}` });
    if (n % 100 === 0) await cached.articles({ q: 'popular' });
  }
  await cached.articles({ q: 'popular' });
  assert.equal(calls.filter((call) => call === 'articles:popular').length, 1, 'asked again and again: kept');
  await cached.articles({ q: 'word 0' });
  assert.equal(calls.filter((call) => call === 'articles:word 0').length, 2, 'asked once, long ago: gone');
});

test('a re-seeded catalogue is searched again; a failed search is not kept', async () => {
  const { store, calls, setFail } = countingStore();
  let stamp = 'seed-1';
  const cached = cachedSearchStore(store, { stamp: () => stamp });
  await cached.articles({ q: 'cell' });
  stamp = 'seed-2';
  await cached.articles({ q: 'cell' });
  assert.equal(calls.length, 2);
  setFail(true);
  await assert.rejects(cached.articles({ q: 'gene' }));
  setFail(false);
  assert.deepEqual(await cached.articles({ q: 'gene' }), { total: 1, items: [{ title: 'gene' }] });
});

test('a stamp still being read (a promise) keys the answers the same: concurrent identical searches run once', async () => {
  const { store, calls } = countingStore();
  let stamp = 'seed-1';
  const cached = cachedSearchStore(store, { stamp: () => Promise.resolve(stamp) });
  const [a, b] = await Promise.all([cached.articles({ q: 'cell' }), cached.articles({ q: 'cell' })]);
  assert.deepEqual(a, b);
  await cached.articles({ q: 'cell' });
  assert.deepEqual(calls, ['articles:cell']);
  stamp = 'seed-2';
  await cached.articles({ q: 'cell' });
  assert.equal(calls.length, 2, 'searched again under the new stamp');
});

test('a reader-bound view of a pool shares the cache; other calls keep their cancellation', async () => {
  const { store, calls } = countingStore();
  const signals: AbortSignal[] = [];
  const pool = Object.assign(store, {
    withSignal(signal: AbortSignal) {
      signals.push(signal);
      return store;
    },
  });
  const cached = cachedSearchStore(pool, { stamp: () => 'seed-1' }) as typeof pool;
  await cached.withSignal(new AbortController().signal).articles({ q: 'cell' });
  await cached.withSignal(new AbortController().signal).articles({ q: 'cell' });
  assert.deepEqual(calls, ['articles:cell']);
  await cached.withSignal(new AbortController().signal).exportArticles({}, 5);
  assert.equal(signals.length, 3);
});
