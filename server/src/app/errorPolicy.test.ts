import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../../test-support/platformFixture.ts';
import { BUSY_MESSAGE, SearchUnavailableError } from '../catalogue/search/searchPoolContract.ts';

describe('error handling', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await platformApp({
      registerApi: async (instance) => {
        instance.post('/api/echo', async (request) => ({ received: request.body }));
        instance.get('/api/items/:id', async (request) => request.params);
        instance.get('/api/broken-parse', async () => JSON.parse('{not json'));
        instance.get('/api/busy', async () => {
          throw new SearchUnavailableError(BUSY_MESSAGE);
        });
      },
    }));
  });
  after(() => app.close());

  test('a malformed JSON body is a 400 with a readable message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { statusCode: 400, message: 'The request body is not valid JSON.' });
  });

  test('a body that is not JSON is refused with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().statusCode, 415);
  });

  test('a parse error inside the server is a 500 without internals, not a 400', async () => {
    const response = await app.inject({ url: '/api/broken-parse' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { statusCode: 500, message: 'Something went wrong on our end.' });
  });

  test('a 503 that sheds load on purpose keeps its message and Retry-After (journal pages search through the pool too)', async () => {
    const response = await app.inject({ url: '/api/busy' });
    assert.equal(response.statusCode, 503);
    assert.equal(response.headers['retry-after'], '5');
    assert.deepEqual(response.json(), { statusCode: 503, message: BUSY_MESSAGE });
  });

  test('an over-long path parameter is a 414 in the site\'s shape that echoes nothing of the address', async () => {
    const long = 'a'.repeat(3000);
    const response = await app.inject({ url: `/api/items/${long}` });
    assert.equal(response.statusCode, 414);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['message', 'statusCode']);
    assert.equal(body.statusCode, 414);
    assert.match(body.message, /^This address is too long: no part of it may be longer than 500 characters\./);
    assert.ok(!response.body.includes('aaaaaaaaaa'), 'the address is not echoed');
  });

  test('a badly encoded path parameter is a 400 that echoes nothing', async () => {
    const response = await app.inject({ url: '/api/items/%E0%A4%A' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { statusCode: 400, message: 'This address is not valid: a part of it is not correctly encoded. Check the link, or search the site instead.' });
  });
});
