// Per-client rate limits on the journal forms (finder, section search, editors' choice, rankings):
// past the limit a client gets 429 with Retry-After and a readable message; other clients do not.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';
import { rateRules } from '../../platform/limits/rateLimiter.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 60, rateLimitScale: 1 });
});
after(async () => t.close());

const finder = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/journals/finder', remoteAddress, payload: { matter: 'Tuberculosis treatment outcomes in rural clinics' } });

test('the journal finder answers 429 with Retry-After once a client passes the form limit', async () => {
  const codes = new Set<number>();
  for (let i = 0; i < rateRules.form.limit; i++) codes.add((await finder('203.0.113.50')).statusCode);
  assert.deepEqual([...codes], [200]);
  const refused = await finder('203.0.113.50');
  assert.equal(refused.statusCode, 429);
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  assert.match(refused.json<{ message: string }>().message, /^Too many requests\. Please wait/);
  assert.equal((await finder('203.0.113.51')).statusCode, 200, 'another client is not limited');
});

test('journal-page searches share the search limit', async () => {
  const journal = (await t.app.inject({ method: 'GET', url: '/api/journals/public' })).json<Array<{ value: string }>>()[0]?.value;
  assert.ok(journal);
  const url = `/api/journals/${journal}/subpage/editors-choice`;
  let last = 0;
  for (let i = 0; i <= rateRules.search.limit; i++) last = (await t.app.inject({ method: 'POST', url, remoteAddress: '203.0.113.60', payload: {} })).statusCode;
  assert.equal(last, 429);
  const ranked = await t.app.inject({ method: 'POST', url: `/api/journals/${journal}/subpage/articles/cited`, remoteAddress: '203.0.113.60', payload: {} });
  assert.equal(ranked.statusCode, 429);
});
