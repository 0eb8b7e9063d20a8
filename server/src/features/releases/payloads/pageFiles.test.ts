// Spec 7.5's latest-build file and per-page payload files, against the whole server: the real built
// shell and remotes in a temporary registry, a seeded SQLite catalogue (needs `npm run build` first).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PagePayload } from '@oap/shared/releases/pagePayload.ts';
import { publishEdited, startSsrApp, type SsrFixture } from '../../../../test-support/ssrFixture.ts';
import { queriesOfPage } from './pagePayloadFiles.ts';

let fixture: SsrFixture;
before(async () => {
  fixture = await startSsrApp();
});
after(() => fixture.close());

const get = (url: string, headers: Record<string, string> = {}) => fixture.app.inject({ url, headers });

describe('the latest-build file', () => {
  test('names the current build of the shell and every remote, with an ETag that a poll revalidates', async () => {
    const response = await get('/api/releases/latest');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const latest = response.json<{ shell?: string; remotes: Record<string, string> }>();
    const manifest = fixture.registry.manifest();
    assert.deepEqual(latest.remotes, Object.fromEntries(Object.entries(manifest.remotes).map(([remote, release]) => [remote, release.build])));
    assert.match(latest.shell ?? '', /^[0-9a-f]{12}$/);
    assert.ok(response.body.length < 400, `a few hundred bytes at most (${response.body.length})`);
    const etag = String(response.headers['etag']);
    const again = await get('/api/releases/latest', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  test('a promote changes the next answer and its ETag', async () => {
    const before = await get('/api/releases/latest');
    const build = await publishEdited(fixture, 'mf-author-services', (_file, text) => `${text}\n// promoted for the latest-build test`);
    const after = await get('/api/releases/latest', { 'if-none-match': String(before.headers['etag']) });
    assert.equal(after.statusCode, 200);
    assert.equal(after.json<{ remotes: Record<string, string> }>().remotes['mf-author-services'], build);
    await fixture.registry.rollback('mf-author-services');
  });
  test("a canary reader's file names the canary build they get, privately; other readers' the active one", async () => {
    const active = fixture.registry.active('mf-author-services');
    const canary = await publishEdited(fixture, 'mf-author-services', (_file, text) => `${text}\n// canary for the latest-build test`);
    // publishEdited promoted it to everyone: back to the active build, with the new one as a 50 % canary.
    await fixture.registry.rollback('mf-author-services');
    await fixture.registry.promote('mf-author-services', canary, { canaryPercent: 50 });
    try {
      const inCanary = await get('/api/releases/latest', { cookie: 'oap_canary_bucket=10' });
      assert.equal(inCanary.json<{ remotes: Record<string, string> }>().remotes['mf-author-services'], canary);
      assert.equal(inCanary.headers['cache-control'], 'private, no-cache');
      const outside = await get('/api/releases/latest', { cookie: 'oap_canary_bucket=90' });
      assert.equal(outside.json<{ remotes: Record<string, string> }>().remotes['mf-author-services'], active);
      // The page's own manifest agrees, so the poll sees no "newer build" where there is none.
      const manifest = (await get('/api/releases/manifest', { cookie: 'oap_canary_bucket=10' })).json<{ remotes: Record<string, { build: string }> }>();
      assert.equal(manifest.remotes['mf-author-services']?.build, canary);
    } finally {
      await fixture.registry.abortCanary('mf-author-services');
    }
  });
});

describe('per-page payload files', () => {
  test("a prerendered page's payload is its query data, as its server-rendered HTML carries it, the reader's own left out", async () => {
    const prerendered = '/about';
    const response = await get(`/api/releases/payload?path=${encodeURIComponent(prerendered)}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'public, no-cache');
    const payload = response.json<PagePayload>();
    assert.equal(payload.path, prerendered);
    assert.ok(payload.queries.queries.length > 0, 'the page has data');
    assert.ok(payload.queries.queries.every((query) => query.queryKey[0] !== 'user'), "the reader's sign-in state is not in a shared file");
    const page = await get(prerendered, { accept: 'text/html' });
    assert.deepEqual(
      payload.queries.queries.map((query) => query.queryHash).sort(),
      queriesOfPage(page.body).queries.map((query) => query.queryHash).sort(),
      'the same queries the page itself hydrates from',
    );
    const again = await get(`/api/releases/payload?path=${encodeURIComponent(prerendered)}`, { 'if-none-match': String(response.headers['etag']) });
    assert.equal(again.statusCode, 304);
  });

  test('is made again for a new build (a promote invalidates it)', async () => {
    const first = (await get('/api/releases/payload?path=/about')).json<PagePayload>();
    const build = await publishEdited(fixture, 'mf-static-pages', (_file, text) => `${text}\n// promoted for the payload test`);
    const second = (await get('/api/releases/payload?path=/about')).json<PagePayload>();
    assert.notEqual(second.builds, first.builds);
    assert.ok(second.builds.includes(`mf-static-pages@${build}`));
    await fixture.registry.rollback('mf-static-pages');
  });

  test('a page that is not prerendered is a 404, a malformed path a 400, each with a message', async () => {
    const notPrerendered = await get('/api/releases/payload?path=/search');
    assert.equal(notPrerendered.statusCode, 404);
    assert.match(notPrerendered.json<{ message: string }>().message, /\/search is not a prerendered page/);
    for (const bad of ['', '?path=', '?path=about', `?path=${encodeURIComponent('//elsewhere.example/x')}`, `?path=${encodeURIComponent('/about?x=1')}`, `?path=/${'a'.repeat(600)}`]) {
      const response = await get(`/api/releases/payload${bad}`);
      assert.equal(response.statusCode, 400, bad);
      assert.match(response.json<{ message: string }>().message, /Name the page by its path/);
    }
  });
});
