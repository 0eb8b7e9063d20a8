// Request ids: a sane X-Request-Id is kept, anything else replaced; the id is echoed on every answer,
// written on the request's log lines, and carried by the page (its runtime configuration) for the
// shell's error reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { REQUEST_ID_HEADER, requestIdPlugin, requestLogOptions } from './requestId.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a sane incoming id is kept and echoed; a missing, long or odd one is replaced by a new one', async () => {
  const { app } = await platformApp();
  try {
    const kept = await app.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: 'lb-7f3a:01.2@edge' } });
    assert.equal(kept.headers[REQUEST_ID_HEADER], 'lb-7f3a:01.2@edge');
    for (const sent of [undefined, 'x'.repeat(129), 'two words', 'a"}{"level":60', '']) {
      const answer = await app.inject({ url: '/healthz', headers: sent === undefined ? {} : { [REQUEST_ID_HEADER]: sent } });
      assert.match(answer.headers[REQUEST_ID_HEADER] as string, uuid, String(sent));
    }
    // Errors and refusals carry it too.
    const missing = await app.inject({ url: '/api/no-such-call', headers: { [REQUEST_ID_HEADER]: 'req-404' } });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers[REQUEST_ID_HEADER], 'req-404');
  } finally {
    await app.close();
  }
});

test("the page's runtime configuration names the request that rendered it", async () => {
  const { app } = await platformApp();
  try {
    const page = await app.inject({ url: '/about', headers: { [REQUEST_ID_HEADER]: 'page-req-42' } });
    assert.equal(page.headers[REQUEST_ID_HEADER], 'page-req-42');
    const config = /window\.__OAP_CONFIG__=(\{.*?\})<\/script>/.exec(page.body)?.[1];
    assert.ok(config, 'the page inlines its runtime configuration');
    assert.equal((JSON.parse(config) as { requestId?: string }).requestId, 'page-req-42');
  } finally {
    await app.close();
  }
});

test("every log line of a request names its id (reqId); the probes' request lines are left out", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, ...requestLogOptions() });
  await app.register(requestIdPlugin);
  app.get('/api/thing', async (request) => {
    request.log.info('looking the thing up');
    return { ok: true };
  });
  app.get('/healthz', async () => ({ status: 'live' }));
  try {
    await app.inject({ url: '/api/thing', headers: { [REQUEST_ID_HEADER]: 'trace-1' } });
    await app.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: 'probe-1' } });
    const ofThing = lines.filter((line) => line.reqId === 'trace-1').map((line) => line.msg);
    assert.deepEqual(ofThing, ['incoming request', 'looking the thing up', 'request completed']);
    assert.equal(lines.filter((line) => line.reqId === 'probe-1').length, 0);
  } finally {
    await app.close();
  }
});
