// /metrics: refused without the token (401) or when no token is set (404), served with it, and on a
// real loopback listener (METRICS_PORT) without one; the figures come from real renders, the real
// page cache, the real search pool and the real release registry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app/buildApp.ts';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { startSsrApp } from '../../../test-support/ssrFixture.ts';
import { createSearchPool } from '../../catalogue/search/searchPool.ts';

const token = 'test-metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`) in Prometheus' text format. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((row) => line.test(row));
  return found === undefined ? undefined : Number(found.slice(found.lastIndexOf(' ') + 1));
}

test('with METRICS_TOKEN: 401 without or with a wrong token; with it, renders, cache, search, refusals and releases', async () => {
  const fixture = await startSsrApp({ METRICS_TOKEN: token });
  const { app } = fixture;
  try {
    assert.equal((await app.inject({ url: '/metrics' })).statusCode, 401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all-xx' } });
    assert.equal(wrong.statusCode, 401);
    assert.match(wrong.headers['www-authenticate'] as string, /^Bearer/);

    // An unknown page is the shell's own 404, server-rendered and cached: a miss, then a hit.
    for (let i = 0; i < 2; i++) assert.equal((await app.inject({ url: '/no/such/page/here' })).statusCode, 404);

    const scrape = async () => {
      const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      assert.equal(answer.statusCode, 200);
      assert.match(answer.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
      return answer.body;
    };
    const text = await scrape();
    assert.equal(sample(text, /^oap_page_render_seconds_count\{route="not-found",remote="shell",mode="server"\}/), 1);
    assert.equal(sample(text, /^oap_page_cache_misses_total /), 1);
    assert.equal(sample(text, /^oap_page_cache_hits_total /), 1);
    assert.equal(sample(text, /^oap_rate_limit_refusals_total /), 0);
    for (const remote of ['mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services']) {
      const build = fixture.registry.active(remote as 'mf-search');
      assert.equal(sample(text, new RegExp(`^oap_releases_active\\{app="${remote}",build="${build}"\\}`)), 1, remote);
    }
    assert.equal(sample(text, /^oap_search_queue_depth /), 0);
    // prom-client's default process metrics.
    assert.ok((sample(text, /^process_cpu_user_seconds_total /) ?? -1) > 0);
    assert.ok((sample(text, /^nodejs_eventloop_lag_seconds /) ?? -1) >= 0);
  } finally {
    await fixture.close();
  }
});

test('search queue depth and timeouts come from the search pool', sqliteOnly('the search worker pool reads SQLite files; on PostgreSQL the database searches'), async () => {
  const { app, config } = await platformApp();
  await app.close();
  const pool = createSearchPool({ databasePath: config.databasePath, workers: 1 });
  const watched = await buildApp({ config: { ...config, operations: { ...config.operations, metricsToken: token } }, searchPool: pool });
  try {
    await pool.warm();
    // A search with no budget is stopped at once (and its worker replaced): one timeout.
    await assert.rejects(pool.withBudget(0).journals({ q: 'cell' } as never), /took too long/);
    const text = (await watched.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
    assert.equal(sample(text, /^oap_search_timeouts_total /), 1);
    assert.equal(sample(text, /^oap_search_queue_depth /), pool.stats().queued);
  } finally {
    await watched.close();
    await pool.close();
  }
});

test('without a token /metrics is 404 on the public port; METRICS_PORT serves it on loopback only; rate-limit refusals counted', async () => {
  const { app, config } = await platformApp();
  await app.close();
  // The real rate limiter, scaled to one monitoring envelope per client (the Sentry tunnel's rule).
  const limited = { ...config, rateLimitScale: 0.001, sentryDsn: 'http://publickey@127.0.0.1:9/4242' };
  const server = await buildApp({ config: { ...limited, operations: { ...config.operations, metricsPort: 0 } } });
  try {
    assert.equal(server.metricsAddress(), null);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const publicPort = (server.server.address() as AddressInfo).port;
    assert.equal((await fetch(`http://127.0.0.1:${publicPort}/metrics`)).status, 404);
    const address = server.metricsAddress();
    assert.ok(address);
    assert.equal(address.address, '127.0.0.1');
    assert.equal((await fetch(`http://127.0.0.1:${address.port}/metrics`)).status, 200);
    // Its 429 is counted by the metrics' hook on answers: the limiter knows nothing of metrics.
    const envelope = `${JSON.stringify({ dsn: limited.sentryDsn })}\n{"type":"event"}\n{}\n`;
    const tunnel = () => fetch(`http://127.0.0.1:${publicPort}/api/monitoring/tunnel`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: envelope });
    assert.notEqual((await tunnel()).status, 429);
    assert.equal((await tunnel()).status, 429);
    const text = await (await fetch(`http://127.0.0.1:${address.port}/metrics`)).text();
    assert.match(text, /^# HELP oap_page_render_seconds /m);
    assert.equal(sample(text, /^oap_rate_limit_refusals_total /), 1);
    assert.equal((await fetch(`http://127.0.0.1:${address.port}/`)).status, 404);
  } finally {
    await server.close();
  }
  assert.equal(server.metricsAddress(), null);
});
