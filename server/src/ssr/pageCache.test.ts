// The page cache's lifetimes, on a clock the test moves: fresh, then stale-while-revalidate, then gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS, PageCache, pageBytes, type RenderOutcome } from './pageCache.ts';

function setup() {
  let now = 1_000_000;
  const cache = new PageCache(() => now);
  let renders = 0;
  const render = async (): Promise<RenderOutcome> => {
    renders += 1;
    return { page: pageBytes(200, `render ${renders}`, 'n'), cacheable: true };
  };
  return { cache, render, renders: () => renders, advance: (seconds: number) => (now += seconds * 1000) };
}

const body = (outcome: RenderOutcome) => outcome.page?.identity.toString();

test('a fresh page is served from the cache without rendering', async () => {
  const { cache, render, renders, advance } = setup();
  assert.equal(body(await cache.getOrRender('/a', render)), 'render 1');
  advance(PAGE_CACHE_SECONDS - 1);
  const again = await cache.getOrRender('/a', render);
  assert.equal(body(again), 'render 1');
  assert.equal(again.rendered, false);
  assert.equal(renders(), 1);
});

test('a stale page is served at once while one background render replaces it', async () => {
  const { cache, render, renders, advance } = setup();
  await cache.getOrRender('/a', render);
  advance(PAGE_CACHE_SECONDS + 1);
  const [first, second] = await Promise.all([cache.getOrRender('/a', render), cache.getOrRender('/a', render)]);
  assert.equal(body(first), 'render 1');
  assert.equal(body(second), 'render 1');
  assert.equal(first.rendered, false);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(renders(), 2, 'one refresh for both readers');
  assert.equal(body(await cache.getOrRender('/a', render)), 'render 2');
});

test('past its stale time a page is rendered again, and the reader waits for it', async () => {
  const { cache, render, renders, advance } = setup();
  await cache.getOrRender('/a', render);
  advance(PAGE_CACHE_SECONDS + PAGE_STALE_SECONDS + 1);
  const outcome = await cache.getOrRender('/a', render);
  assert.equal(body(outcome), 'render 2');
  assert.equal(outcome.rendered, true);
  assert.equal(renders(), 2);
});

test('a refresh that fails keeps the stale page', async () => {
  const { cache, render, advance } = setup();
  await cache.getOrRender('/a', render);
  advance(PAGE_CACHE_SECONDS + 1);
  const failing = async (): Promise<RenderOutcome> => {
    throw new Error('remote down');
  };
  assert.equal(body(await cache.getOrRender('/a', failing)), 'render 1');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(body(await cache.getOrRender('/a', render)), 'render 1');
});
