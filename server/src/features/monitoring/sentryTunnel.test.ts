// The monitoring tunnel against a real HTTP listener on loopback standing in for Sentry's ingest.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app/buildApp.ts';
import { pinnedLimitsClock } from '../../../test-support/rateWindows.ts';
import { rateRules } from '../../platform/limits/rateLimiter.ts';
import { readConfig, type ServerConfig } from '../../app/config.ts';
import { temporaryDir, writeShellDist } from '../../../test-support/testFiles.ts';
import { publicRuntimeConfig } from '../../app/runtimeConfig.ts';
import { defaultPublisher } from '@oap/contracts/site/publisher.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function testConfig(env: Record<string, string>): ServerConfig {
  const base = temporaryDir('monitoring');
  return {
    ...readConfig(env),
    databasePath: path.join(base, 'data', 'publisher.sqlite'),
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    logLevel: 'silent',
  };
}

function envelope(dsn: string): Buffer {
  const header = JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', dsn, sent_at: '2026-11-23T10:00:00.000Z' });
  const item = JSON.stringify({ type: 'event' });
  const payload = JSON.stringify({ message: 'Something broke', level: 'error' });
  // A binary tail, as in replay recordings: bytes must arrive unchanged.
  return Buffer.concat([Buffer.from(`${header}\n${item}\n${payload}\n`), Buffer.from([0x00, 0xff, 0x10, 0x80])]);
}

describe('POST /api/monitoring/tunnel', () => {
  let ingest: http.Server;
  let received: Received[] = [];
  let ingestStatus = 200;
  let dsn: string;
  let app: FastifyInstance;

  before(async () => {
    ingest = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = ingestStatus;
        response.setHeader('content-type', 'application/json');
        if (ingestStatus === 429) response.setHeader('x-sentry-rate-limits', '60:error:organization');
        response.end(JSON.stringify({ id: '9ec79c33ec9942ab8353589fcb2e04dc' }));
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    dsn = `http://publickey123@127.0.0.1:${(ingest.address() as AddressInfo).port}/4242`;
    app = await buildApp({ config: testConfig({ SENTRY_DSN: dsn }), limitsClock: pinnedLimitsClock() });
    await app.ready();
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => ingest.close(resolve));
  });

  test('a client that sends more than the monitoring limit gets 429 with Retry-After; nothing more is forwarded', async () => {
    received = [];
    ingestStatus = 200;
    const send = () =>
      app.inject({ method: 'POST', url: '/api/monitoring/tunnel', remoteAddress: '198.51.100.77', headers: { 'content-type': 'text/plain' }, payload: envelope(dsn) });
    for (let i = 0; i < rateRules.monitoring.limit; i++) assert.equal((await send()).statusCode, 200);
    const refused = await send();
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal(received.length, rateRules.monitoring.limit);
  });

  test('forwards an envelope for our project to the DSN ingest URL, byte for byte', async () => {
    received = [];
    ingestStatus = 200;
    const body = envelope(dsn);
    const response = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: body });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: '9ec79c33ec9942ab8353589fcb2e04dc' });
    assert.equal(received.length, 1);
    assert.equal(received[0]?.method, 'POST');
    assert.equal(received[0]?.url, '/api/4242/envelope/');
    assert.equal(received[0]?.headers['content-type'], 'application/x-sentry-envelope');
    assert.ok(received[0]?.body.equals(body), 'the envelope arrives unchanged');
  });

  test('accepts an envelope sent without a content type', async () => {
    received = [];
    const response = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel', payload: envelope(dsn) });
    assert.equal(response.statusCode, 200);
    assert.equal(received.length, 1);
  });

  test('passes Sentry rate limits back to the SDK', async () => {
    received = [];
    ingestStatus = 429;
    const response = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel', payload: envelope(dsn) });
    ingestStatus = 200;
    assert.equal(response.statusCode, 429);
    assert.equal(response.headers['x-sentry-rate-limits'], '60:error:organization');
  });

  test('refuses envelopes for another project or host, and bodies that are not envelopes, with 400', async () => {
    received = [];
    const port = (ingest.address() as AddressInfo).port;
    for (const other of [`http://publickey123@127.0.0.1:${port}/999`, 'https://publickey123@o1.ingest.sentry.io/4242', 'not a dsn']) {
      const response = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel', payload: envelope(other) });
      assert.equal(response.statusCode, 400, other);
      assert.match(response.json<{ message: string }>().message, /different Sentry project/);
    }
    const garbage = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel', payload: 'hello\nworld' });
    assert.equal(garbage.statusCode, 400);
    assert.match(garbage.json<{ message: string }>().message, /not a Sentry envelope/);
    const empty = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel' });
    assert.equal(empty.statusCode, 400);
    assert.equal(received.length, 0, 'nothing was forwarded');
  });

  test('answers 502 when the ingest cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const deadDsn = `http://k@127.0.0.1:${closedPort}/7`;
    const deadApp = await buildApp({ config: testConfig({ SENTRY_DSN: deadDsn }) });
    try {
      const response = await deadApp.inject({ method: 'POST', url: '/api/monitoring/tunnel', payload: envelope(deadDsn) });
      assert.equal(response.statusCode, 502);
      assert.equal(response.json<{ message: string }>().message, 'The monitoring service could not be reached.');
    } finally {
      await deadApp.close();
    }
  });
});

test('without SENTRY_DSN the tunnel forwards nothing and the browser gets no DSN', async () => {
  const config = testConfig({});
  assert.deepEqual(publicRuntimeConfig(config), {
    apiBase: '',
    siteOrigin: 'http://localhost:3000',
    sentryDsn: null,
    sentryTunnel: '/api/monitoring/tunnel',
    submissionUrl: 'https://submit.example.org/manuscript/upload',
    analyticsScriptUrl: null,
    analyticsId: null,
    consentScriptUrl: null,
    tagManagerScriptUrl: null,
    tagManagerId: null,
    // The default identity when no PUBLISHER_* is set.
    publisher: defaultPublisher,
  });
  const app = await buildApp({ config });
  try {
    const response = await app.inject({ method: 'POST', url: '/api/monitoring/tunnel', payload: envelope('https://k@o0.ingest.sentry.io/1') });
    assert.equal(response.statusCode, 404);
    assert.match(response.json<{ message: string }>().message, /Monitoring is not configured/);
  } finally {
    await app.close();
  }
});

test('the runtime configuration carries the DSN, the submission URL, analytics, the consent service and the tag manager', () => {
  const config = testConfig({
    SENTRY_DSN: 'https://abc@o0.ingest.sentry.io/12',
    SUBMISSION_URL: 'https://submit.journals.example/upload',
    ANALYTICS_SCRIPT_URL: 'https://analytics.example/script.js',
    ANALYTICS_ID: 'G-123',
    CONSENT_SCRIPT_URL: 'https://consent.example/cmp.js',
    TAG_MANAGER_SCRIPT_URL: 'https://tags.example/gtm.js',
    TAG_MANAGER_ID: 'GTM-1',
  });
  assert.deepEqual(publicRuntimeConfig(config), {
    apiBase: '',
    siteOrigin: 'http://localhost:3000',
    sentryDsn: 'https://abc@o0.ingest.sentry.io/12',
    sentryTunnel: '/api/monitoring/tunnel',
    submissionUrl: 'https://submit.journals.example/upload',
    analyticsScriptUrl: 'https://analytics.example/script.js',
    analyticsId: 'G-123',
    consentScriptUrl: 'https://consent.example/cmp.js',
    tagManagerScriptUrl: 'https://tags.example/gtm.js',
    tagManagerId: 'GTM-1',
    publisher: defaultPublisher,
  });
  assert.throws(() => readConfig({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' }), /ANALYTICS_SCRIPT_URL must be/);
  assert.throws(() => readConfig({ TAG_MANAGER_SCRIPT_URL: 'data:text/javascript,1' }), /TAG_MANAGER_SCRIPT_URL must be/);
  assert.throws(() => readConfig({ SENTRY_DSN: 'https://o0.ingest.sentry.io/12' }), /SENTRY_DSN must be a Sentry DSN/);
});
