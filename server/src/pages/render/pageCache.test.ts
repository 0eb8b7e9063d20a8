// The page cache's lifetimes, on a clock the test moves: fresh, then stale-while-revalidate, then gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS, PageCache, chooseEncoding, pageBytes, type RenderOutcome } from './pageCache.ts';

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

/** A render that streams: its bytes are complete once `pipe` has been called and `finish` runs. */
function streamingRender(body: string) {
  let finish!: () => void;
  const piped: Array<unknown> = [];
  const complete = new Promise<{ page: ReturnType<typeof pageBytes>; cacheable: boolean }>((resolve) => (finish = () => resolve({ page: pageBytes(200, body, 'n'), cacheable: true })));
  const render = async (): Promise<RenderOutcome> => ({ cacheable: true, streamed: { status: 200, nonce: 'n', keys: [], pipe: (output) => piped.push(output), complete } });
  return { render, finish: () => finish(), piped };
}

test('a streaming render goes to its reader at once; others wait for the complete page, which is then cached', async () => {
  const { cache } = setup();
  const { render, finish } = streamingRender('streamed');
  const first = await cache.getOrRender('/a', render);
  assert.ok(first.streamed && first.rendered);
  assert.equal(cache.get('/a'), undefined, 'not stored before it is complete');
  const waiting = cache.getOrRender('/a', render);
  finish();
  const second = await waiting;
  assert.equal(body(second), 'streamed');
  assert.equal(second.rendered, false);
  assert.equal(cache.get('/a')?.identity.toString(), 'streamed');
});

test('a stale page refreshed in the background by a streaming render is written nowhere but the cache', async () => {
  const { cache, render, advance } = setup();
  await cache.getOrRender('/a', render);
  advance(PAGE_CACHE_SECONDS + 1);
  const refresh = streamingRender('refreshed');
  assert.equal(body(await cache.getOrRender('/a', refresh.render)), 'render 1');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(refresh.piped, [null]);
  refresh.finish();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(body(await cache.getOrRender('/a', render)), 'refreshed');
});

test('readers waiting on a render that turned out to be its reader’s own get renders of their own', async () => {
  const cache = new PageCache(() => 1_000_000);
  let renders = 0;
  const personal = async (): Promise<RenderOutcome> => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { page: pageBytes(200, `for reader ${renders}`, 'n'), cacheable: false, personal: true };
  };
  const [first, second] = await Promise.all([cache.getOrRender('/message/a/b', personal), cache.getOrRender('/message/a/b', personal)]);
  assert.deepEqual([body(first), body(second)].sort(), ['for reader 1', 'for reader 2']);
  assert.ok(first.rendered && second.rendered);
  assert.equal(cache.size, 0, 'nothing of it kept');
});

test('a page is sent in the encoding the reader prefers, by its q-values, brotli first on a tie', () => {
  assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(chooseEncoding('gzip;q=1, br;q=0.5'), 'gzip', 'a reader who prefers gzip gets gzip');
  assert.equal(chooseEncoding('br;q=0, gzip'), 'gzip', 'q=0 refuses');
  assert.equal(chooseEncoding('GZIP'), 'gzip', 'content codings are case-insensitive');
  assert.equal(chooseEncoding('*'), 'br', 'any encoding: our first choice');
  assert.equal(chooseEncoding('x-gzip'), 'gzip');
  for (const header of [undefined, '', 'deflate', 'br;q=0.0', 'identity']) assert.equal(chooseEncoding(header), 'identity', String(header));
});
