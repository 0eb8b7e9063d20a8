// A server render's API calls are the reader's calls: their cookies, address and request id go with them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, requestIdPlugin, requestLogOptions } from '../../platform/operations/requestId.ts';
import { inProcessApiFetch } from './apiDispatch.ts';

test("an API call of a page's render runs under the page's request id, with the reader's cookies and address", async () => {
  const app = Fastify({ ...requestLogOptions() });
  await app.register(requestIdPlugin);
  app.get('/api/echo', async (request) => ({ id: request.id, cookie: request.headers.cookie ?? null, ip: request.ip }));
  app.get('/page', async (request) => {
    const answer = await inProcessApiFetch(app, request as FastifyRequest)('/api/echo', {});
    return answer.json();
  });
  try {
    const page = await app.inject({ url: '/page', headers: { [REQUEST_ID_HEADER]: 'page-7', cookie: 'oap-consent=all' }, remoteAddress: '203.0.113.9' });
    assert.deepEqual(page.json(), { id: 'page-7', cookie: 'oap-consent=all', ip: '203.0.113.9' });
  } finally {
    await app.close();
  }
});
