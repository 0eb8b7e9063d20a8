// Server rendering follows the reader's build: during a canary the server renders the
// search page with the canary's server build for a reader in the canary and with the active one for
// the others, each page naming its own builds, and each render counts for its build's health.
// Needs the built site (npm run build), like the other server rendering tests.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { builtDist, startSsrApp, type SsrFixture } from '../../../../test-support/ssrFixture.ts';

const original = '>Sort by<';
const changed = '>Order the results by<';

let fixture: SsrFixture;
let active: string;
let canary: string;

before(async () => {
  fixture = await startSsrApp();
  active = fixture.registry.active('mf-search')!;
  // The same build with a label changed in both targets: a build of its own.
  const dist = path.join(fixture.base, 'mf-search-canary');
  fs.cpSync(builtDist('mf-search'), dist, { recursive: true });
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('Sort by', 'Order the results by'));
  }
  canary = (await fixture.registry.publish('mf-search', dist)).id;
  await fixture.registry.promote('mf-search', canary, { canaryPercent: 50, actor: 'test' });
});
after(() => fixture?.close());

test('during a canary a shared cache keeps no canary reader’s page, and keeps the others’ apart by their bucket cookie', async () => {
  const headersFor = async (bucket: number) => (await fixture.app.inject({ url: '/search?q=cache', headers: { accept: 'text/html', cookie: `oap_canary_bucket=${bucket}` } })).headers;
  const inCanary = await headersFor(0);
  assert.equal(inCanary['cache-control'], 'private, no-cache', 'names builds other readers do not get');
  const outside = await headersFor(99);
  assert.equal(outside['cache-control'], 'public, max-age=0, s-maxage=60');
  assert.equal(outside.vary, 'Accept-Encoding, Cookie', 'a cache that keeps only the bucket cookie keeps one page per bucket');
});

test('a reader in the canary gets a page rendered by the canary’s server build, the others by the active build', async () => {
  const page = async (bucket: number) => {
    const response = await fixture.app.inject({ url: '/search?q=cell', headers: { accept: 'text/html', cookie: `oap_canary_bucket=${bucket}` } });
    assert.equal(response.statusCode, 200);
    return response.body;
  };
  for (let round = 0; round < 2; round += 1) {
    const inCanary = await page(0);
    assert.ok(inCanary.includes(changed), 'rendered by the canary build');
    assert.ok(inCanary.includes(`/remotes/mf-search/${canary}/`), 'names the canary build');
    const outside = await page(99);
    assert.ok(outside.includes(original), 'rendered by the active build');
    assert.ok(!outside.includes(changed));
    assert.ok(outside.includes(`/remotes/mf-search/${active}/`));
  }
  // Both builds' renders count (the second round came from the page cache: no render), in the
  // registry of the running server, written when it closes.
  await fixture.app.close();
  const builds = new Map(fixture.registry.status().apps['mf-search'].builds.map((build) => [build.id, build.health]));
  assert.ok(builds.get(canary)!.renders >= 1, `canary renders: ${JSON.stringify(builds.get(canary))}`);
  assert.ok(builds.get(active)!.renders >= 1, `active renders: ${JSON.stringify(builds.get(active))}`);
  assert.equal(builds.get(canary)!.errors, 0);
});

test('a build whose server code cannot run counts an error against it, and the page still goes out (rendered by the browser)', async () => {
  const fresh = await startSsrApp();
  try {
    const dist = path.join(fresh.base, 'mf-search-broken');
    fs.cpSync(builtDist('mf-search'), dist, { recursive: true });
    const entry = path.join(dist, 'server', 'remoteEntry.js');
    fs.writeFileSync(entry, `throw new Error('this build is broken');\n${fs.readFileSync(entry, 'utf8')}`);
    const broken = (await fresh.registry.publish('mf-search', dist)).id;
    await fresh.registry.promote('mf-search', broken, { actor: 'test' });
    const response = await fresh.app.inject({ url: '/search?q=cell', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 200);
    assert.ok(response.body.includes(`/remotes/mf-search/${broken}/`));
    await fresh.app.close();
    const health = fresh.registry.status().apps['mf-search'].builds.find((build) => build.id === broken)!.health;
    assert.deepEqual(health, { renders: 0, errors: 1 });
  } finally {
    await fresh.close();
  }
});
