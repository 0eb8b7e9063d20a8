// Load shedding with the event loop really blocked: a listening server whose loop is kept busy for
// seconds sheds the requests that come in meanwhile with 503 and Retry-After, the probes still answer,
// and once the loop is free again requests are served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app/buildApp.ts';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { SHED_MESSAGE } from './pressurePlugin.ts';
import { readOperationsConfig } from './operationsConfig.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a stalling event loop sheds requests with 503 and Retry-After; /healthz and /readyz still answer', async () => {
  const { app, config } = await platformApp();
  await app.close();
  // Samples of 200 ms and a 60 ms mean delay (the defaults are 500 ms over 1 s).
  const pressure = { ...config.operations.pressure, sampleIntervalMs: 200, maxEventLoopDelayMs: 60, retryAfterSeconds: 7 };
  const server = await buildApp({ config: { ...config, serverRendering: false, operations: { ...config.operations, pressure } } });
  let stallUntil = 0;
  // Sustained overload: for the next 3 s the loop is blocked 150 ms at a time, with only short
  // breaks in which the requests that arrived are taken in.
  const stall = () => {
    if (Date.now() >= stallUntil) return;
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // Busy: nothing else runs on this thread meanwhile.
    }
    setImmediate(stall);
  };
  server.get('/api/test/stall', async () => {
    stallUntil = Date.now() + 3000;
    setImmediate(stall);
    return { stalling: true };
  });
  server.get('/api/test/work', async () => ({ served: true }));
  server.get('/api/test/block-once', async () => {
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      // One long block: a cold render, say.
    }
    return { blocked: true };
  });
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    // While the loop is free (and before shedding is armed, two samples after listening): served.
    await sleep(500);
    assert.equal((await fetch(`${base}/api/test/work`)).status, 200);

    // One long block is not overload (nothing was queued behind it): the next request is served.
    await sleep(500);
    assert.equal((await fetch(`${base}/api/test/block-once`)).status, 200);
    assert.equal((await fetch(`${base}/api/test/work`)).status, 200);
    await sleep(300);
    assert.equal((await fetch(`${base}/api/test/work`)).status, 200);

    assert.equal((await fetch(`${base}/api/test/stall`)).status, 200);
    // The first samples of the stall are not yet sustained pressure; then requests are shed.
    let shed = await fetch(`${base}/api/test/work`);
    while (shed.status === 200 && Date.now() < stallUntil) shed = await fetch(`${base}/api/test/work`);
    assert.equal(shed.status, 503);
    assert.equal(shed.headers.get('retry-after'), '7');
    assert.ok(shed.headers.get('x-request-id'), 'a shed request still carries its id');
    assert.deepEqual(await shed.json(), { statusCode: 503, message: SHED_MESSAGE });
    const [live, ready] = await Promise.all([fetch(`${base}/healthz`), fetch(`${base}/readyz`)]);
    assert.equal(live.status, 200);
    // Readiness is about the parts (all there: rendering is off here), not the load: still 200.
    assert.equal(ready.status, 200);
    assert.ok(Date.now() < stallUntil, 'the probes answered during the stall');

    // Once the stall is over, the next samples see a free loop: served again.
    await sleep(Math.max(0, stallUntil - Date.now()));
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
