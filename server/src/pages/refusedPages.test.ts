// Pages built on a search, once the reader's search budget is spent: the journal's ranked and
// sectioned lists answer 429 with Retry-After and say so (never a 500), and /search says so in its
// page; none of these answers is kept for another reader.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSsrApp, type SsrFixture } from '../../test-support/ssrFixture.ts';

describe('pages whose search was refused', () => {
  let fixture: SsrFixture;
  let journal = '';
  let section = '';
  before(async () => {
    // The search limit at 3 a minute (300 × 0.01), so that a test spends it in three calls.
    fixture = await startSsrApp({ RATE_LIMIT_SCALE: '0.01' });
    journal = (await fixture.app.inject({ url: '/api/journals/public' })).json<Array<{ value: string }>>()[0]!.value;
    section = (await fixture.app.inject({ url: `/api/journals/${journal}/sections` })).json<Array<{ nameSystem: string }>>()[0]!.nameSystem;
  });
  after(async () => {
    await fixture.close();
  });

  const page = (url: string, remoteAddress: string) => fixture.app.inject({ url, remoteAddress, headers: { accept: 'text/html' } });
  const spendSearches = async (remoteAddress: string) => {
    for (let i = 0; i < 3; i++) await fixture.app.inject({ method: 'POST', url: '/api/search/articles', remoteAddress, payload: { query: { q: 'cell' } } });
    const refused = await fixture.app.inject({ method: 'POST', url: '/api/search/articles', remoteAddress, payload: { query: { q: 'cell' } } });
    assert.equal(refused.statusCode, 429, 'the budget is spent');
  };

  test('the journal lists that search answer 429 with Retry-After and a page that says to wait', async () => {
    const reader = '198.51.100.7';
    await spendSearches(reader);
    for (const [index, path] of ['most-cited', 'most-viewed', 'most-recent', `sections/${section}`].entries()) {
      const answer = await page(`/journal/${journal}/${path}`, reader);
      assert.equal(answer.statusCode, 429, `${path}: ${answer.statusCode}`);
      assert.ok(Number(answer.headers['retry-after']) >= 1, `${path}: Retry-After ${String(answer.headers['retry-after'])}`);
      assert.match(answer.body, /Please wait \d+ (seconds|minutes?) and try again|Please wait a minute and try again/, path);
      assert.doesNotMatch(String(answer.headers['cache-control']), /public/, `${path}: never shared`);
      // Another reader, whose budget is whole, gets the page.
      const other = await page(`/journal/${journal}/${path}`, `198.51.100.${20 + index}`);
      assert.equal(other.statusCode, 200, path);
    }
  });

  test('/search says so in its page, and that page is not kept for the next reader', async () => {
    const reader = '198.51.100.9';
    await spendSearches(reader);
    const refused = await page('/search?q=cell', reader);
    assert.equal(refused.statusCode, 200);
    assert.match(refused.body, /You have searched very often in the last minutes/);
    const next = await page('/search?q=cell', '198.51.100.10');
    assert.equal(next.statusCode, 200);
    assert.doesNotMatch(next.body, /You have searched very often/, 'the refusal was not cached for another reader');
  });
});
