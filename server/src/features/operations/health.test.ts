// /healthz and /readyz on the real server: a real SQLite file, a real release registry, the real
// shell bundle and a real search pool when ready; each missing part named when not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildApp } from '../../app/buildApp.ts';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { startSsrApp } from '../../../test-support/ssrFixture.ts';
import { createSearchPool } from '../../catalogue/search/searchPool.ts';
import { onPostgres, sqliteOnly } from '../../../test-support/testEngine.ts';

interface Readiness {
  status: string;
  failing?: string[];
  checks: Record<string, { ok: boolean; detail?: string }>;
}

test('the whole site is live and ready: database, search workers, an active build per app, the shell bundle loaded', async () => {
  const fixture = await startSsrApp();
  try {
    const live = await fixture.app.inject({ url: '/healthz' });
    assert.equal(live.statusCode, 200);
    assert.equal(live.json<{ status: string }>().status, 'live');
    assert.equal(live.headers['cache-control'], 'no-store');
    // The worker loads its index once the server is up: ready within seconds.
    let ready = await fixture.app.inject({ url: '/readyz' });
    for (let tries = 0; ready.statusCode !== 200 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await fixture.app.inject({ url: '/readyz' });
    }
    const body = ready.json<Readiness>();
    assert.equal(ready.statusCode, 200, JSON.stringify(body));
    assert.equal(body.status, 'ready');
    assert.deepEqual(Object.keys(body.checks).sort(), ['database', 'releases', 'search', 'shellBundle']);
    assert.ok(Object.values(body.checks).every((check) => check.ok));
    // On PostgreSQL the database does the searching: there is no worker pool to wait for.
    assert.match(body.checks.search?.detail ?? '', onPostgres ? /^searches run on the main thread$/ : /^\d+ of \d+ workers ready$/);
  } finally {
    await fixture.close();
  }
});

test('readiness names what is missing: the shell bundle, the active builds, a ready search worker', async () => {
  // The platform fixture's shell has no server bundle (pages would go out client-rendered).
  const { app, config } = await platformApp();
  const notReady = await app.inject({ url: '/readyz' });
  assert.equal(notReady.statusCode, 503);
  assert.deepEqual(notReady.json<Readiness>().failing, ['shellBundle']);
  assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
  await app.close();

  // Another server copy on the same database whose RELEASES_DIR lacks the builds' files: not ready, saying which.
  const elsewhere = await buildApp({ config: { ...config, releasesDir: path.join(config.releasesDir, 'elsewhere'), serverRendering: false } });
  try {
    const answer = await elsewhere.inject({ url: '/readyz' });
    assert.equal(answer.statusCode, 503);
    assert.deepEqual(answer.json<Readiness>().failing, ['releases']);
    assert.match(answer.json<Readiness>().checks.releases?.detail ?? '', /mf-search build [0-9a-f]{12} has no files on this server .*RELEASES_DIR must be one folder they all reach/);
  } finally {
    await elsewhere.close();
  }
});

test('readiness names an empty registry and a search pool that cannot open its file', sqliteOnly('a database of its own is a file path; the worker pool reads SQLite files'), async () => {
  const { app, config } = await platformApp();
  await app.close();
  // A registry nobody has published to (a database of its own), and a search pool whose workers cannot open their database.
  const pool = createSearchPool({ databasePath: path.join(config.releasesDir, 'no-such-file.sqlite'), workers: 1 });
  const empty = await buildApp({
    config: { ...config, releasesDir: path.join(config.releasesDir, 'empty'), databasePath: path.join(config.releasesDir, 'empty', 'publisher.sqlite'), serverRendering: false },
    searchPool: pool,
  });
  try {
    const answer = await empty.inject({ url: '/readyz' });
    const body = answer.json<Readiness>();
    assert.equal(answer.statusCode, 503);
    assert.deepEqual(body.failing, ['search', 'releases']);
    assert.match(body.checks.releases?.detail ?? '', /no active build for mf-search, .*mf-author-services/);
    assert.match(body.checks.search?.detail ?? '', /no search worker is ready/);
    // Server rendering off: the bundle is not needed.
    assert.deepEqual(body.checks.shellBundle, { ok: true, detail: 'server rendering is off' });
    assert.equal(body.checks.database?.ok, true);
  } finally {
    await empty.close();
    await pool.close();
  }
});

test("a copy whose search has not read its catalogue yet is not ready; it is once the warm-up ends, failed or not", async () => {
  const { app, config } = await platformApp();
  await app.close();
  let warmedUp: () => void = () => {};
  const warming = new Promise<void>((resolve) => {
    warmedUp = resolve;
  });
  // Server rendering off: only the search can fail here.
  const copy = await buildApp({ config: { ...config, serverRendering: false }, searchWarmUp: warming });
  try {
    const cold = await copy.inject({ url: '/readyz' });
    assert.equal(cold.statusCode, 503);
    assert.deepEqual(cold.json<Readiness>().failing, ['search']);
    assert.equal(cold.json<Readiness>().checks.search?.detail, 'the search is still reading its catalogue');
    // A warm-up that ends while /readyz waits for it: ready at once.
    const asked = copy.inject({ url: '/readyz' });
    setTimeout(warmedUp, 100);
    assert.equal((await asked).statusCode, 200);
  } finally {
    await copy.close();
  }
  // A warm-up that failed leaves the search to read what it needs itself: ready.
  const failedWarmUp = Promise.reject(new Error('the database went away'));
  failedWarmUp.catch(() => {});
  const failed = await buildApp({ config: { ...config, serverRendering: false }, searchWarmUp: failedWarmUp });
  try {
    assert.equal((await failed.inject({ url: '/readyz' })).statusCode, 200);
  } finally {
    await failed.close();
  }
});
