// Load shedding with the event loop really blocked: a listening server whose handler busy-waits
// stalls the loop; the requests that come next get 503 with Retry-After, the probes still answer,
// and once the loop is free again requests are served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { platformApp } from '../testing/platformFixture.ts';
import { SHED_MESSAGE } from './pressurePlugin.ts';
import { readOperationsConfig } from './operationsConfig.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a stalled event loop sheds requests with 503 and Retry-After; /healthz and /readyz still answer', async () => {
  const { app, config } = await platformApp();
  await app.close();
  // Samples of 250 ms and a 40 ms mean delay: a 1.5 s stall is far past it (the default is 500 ms over 1 s).
  const pressure = { ...config.operations.pressure, sampleIntervalMs: 250, maxEventLoopDelayMs: 40, retryAfterSeconds: 7 };
  const server = await buildApp({ config: { ...config, serverRendering: false, operations: { ...config.operations, pressure } } });
  server.get('/api/test/stall', async () => {
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      // Busy: nothing else runs on this thread meanwhile.
    }
    return { stalled: true };
  });
  server.get('/api/test/work', async () => ({ served: true }));
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    // Before shedding is armed (two samples after listening) and while the loop is free: served.
    await sleep(600);
    assert.equal((await fetch(`${base}/api/test/work`)).status, 200);

    assert.equal((await fetch(`${base}/api/test/stall`)).status, 200);
    const [shed, live, ready] = await Promise.all([fetch(`${base}/api/test/work`), fetch(`${base}/healthz`), fetch(`${base}/readyz`)]);
    assert.equal(shed.status, 503);
    assert.equal(shed.headers.get('retry-after'), '7');
    assert.ok(shed.headers.get('x-request-id'), 'a shed request still carries its id');
    assert.deepEqual(await shed.json(), { statusCode: 503, message: SHED_MESSAGE });
    assert.equal(live.status, 200);
    // Readiness is about the parts (all there: rendering is off here), not the load: still 200.
    assert.equal(ready.status, 200);

    // The next samples see a free loop: served again.
    let after = await fetch(`${base}/api/test/work`);
    for (let tries = 0; after.status !== 200 && tries < 40; tries++) {
      await sleep(100);
      after = await fetch(`${base}/api/test/work`);
    }
    assert.equal(after.status, 200);
  } finally {
    await server.close();
  }
});

test('pressure thresholds come from the environment with defaults, and nonsense is refused by name', () => {
  const defaults = readOperationsConfig({}, 3000).pressure;
  assert.deepEqual(defaults, { maxEventLoopDelayMs: 500, maxEventLoopUtilization: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, sampleIntervalMs: 1000, retryAfterSeconds: 10 });
  const set = readOperationsConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.95', PRESSURE_MAX_RSS_MB: '512' }, 3000).pressure;
  assert.equal(set.maxEventLoopDelayMs, 0);
  assert.equal(set.maxEventLoopUtilization, 0.95);
  assert.equal(set.maxRssBytes, 512 * 1024 * 1024);
  assert.throws(() => readOperationsConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 'soon' }, 3000), /PRESSURE_MAX_EVENT_LOOP_DELAY_MS must be a whole number/);
  assert.throws(() => readOperationsConfig({ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '98' }, 3000), /PRESSURE_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1/);
  assert.throws(() => readOperationsConfig({ METRICS_TOKEN: 'short' }, 3000), /METRICS_TOKEN must be at least 16 characters/);
  assert.throws(() => readOperationsConfig({ METRICS_PORT: '3000' }, 3000), /METRICS_PORT must differ from PORT/);
  assert.deepEqual(readOperationsConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(32) }, 3000).metricsPort, 9464);
});
