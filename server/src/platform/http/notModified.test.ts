// When a tagged GET is answered 304: the rules of If-None-Match as a cache or browser sends it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { notModified } from './notModified.ts';

test('a tag listed, weakly or among others, is not modified; a reload, another tag or a bare * gets the body', async () => {
  const app = Fastify();
  app.get('/file', async (request, reply) => (notModified(request, '"abc"') ? reply.code(304).send() : reply.header('etag', '"abc"').send('body')));
  const status = async (headers: Record<string, string>) => (await app.inject({ url: '/file', headers })).statusCode;
  assert.equal(await status({ 'if-none-match': '"abc"' }), 304);
  assert.equal(await status({ 'if-none-match': 'W/"abc"' }), 304, 'a proxy that compressed the answer weakened its tag');
  assert.equal(await status({ 'if-none-match': '"old", "abc"' }), 304, 'several kept copies');
  assert.equal(await status({ 'if-none-match': '*' }), 200, 'a bare * is not a tag this file was sent with');
  assert.equal(await status({ 'if-none-match': '"old"' }), 200);
  assert.equal(await status({}), 200);
  assert.equal(await status({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }), 200, 'a reload gets the body');
  await app.close();
});
