// The API's edges as a script or a scanner meets them: a page number no list has, parameters the
// export does not know, and validation messages that say what was expected.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 60 });
});
after(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

test('a page number past any list is refused with a 400 on every list that takes one; the highest allowed page answers', async () => {
  const journal = (await t.rows.get(sql<{ name: string }>`SELECT name_system AS name FROM journals ORDER BY id LIMIT 1`))!.name;
  const section = (await t.rows.get(sql<{ section: string }>`SELECT s.name_system AS section FROM journal_sections s JOIN journals j ON j.id = s.journal_id WHERE j.name_system = ${journal} LIMIT 1`))?.section;
  const lists: Array<[string, (page: unknown) => unknown]> = [
    ['/api/search/articles', (page) => ({ query: { q: 'cell', page } })],
    ['/api/search/journals', (page) => ({ query: { page } })],
    ['/api/search/topics', (page) => ({ query: { page } })],
    ['/api/search/awards', (page) => ({ query: { page } })],
    ['/api/search/articles/facets', (page) => ({ query: { page } })],
    [`/api/journals/${journal}/subpage/editors-choice`, (page) => ({ page })],
    [`/api/journals/${journal}/subpage/articles/recent`, (page) => ({ page })],
  ];
  if (section) lists.push([`/api/journals/${journal}/sections/${section}/search`, (page) => ({ query: { page } })]);
  for (const [url, body] of lists) {
    for (const page of ['99999999999999999999', 1e20, '1000001']) {
      const response = await post(url, body(page));
      assert.equal(response.statusCode, 400, `${url} ${page}: ${response.body}`);
      assert.match(messageOf(response), /page: must be a page number from 1 to 1,000,000/, url);
      assert.ok(!response.body.includes('1e+20') && !response.body.includes('1e20'), url);
    }
    const last = await post(url, body('1000000'));
    assert.equal(last.statusCode, 200, `${url}: ${last.body}`);
    // Spec 5 still holds: a page that is not a positive number is page 1.
    const notANumber = await post(url, body('abc'));
    assert.equal(notANumber.statusCode, 200, `${url}: ${notANumber.body}`);
  }
  const recent = (await post(`/api/journals/${journal}/subpage/articles/recent`, { page: 'abc' })).json<SearchResults<ArticleSummary>>();
  assert.equal(recent.page, 1);
});

test('the export refuses parameters it does not know, by name, and understands q as the search words', async () => {
  const unknown = await t.app.inject({ url: '/api/search/export?type=articles&format=csv&colour=red&sortBy=date' });
  assert.equal(unknown.statusCode, 400);
  assert.equal(messageOf(unknown), 'Invalid export request: unknown fields "colour", "sortBy".');
  const all = await t.app.inject({ url: '/api/search/export?type=articles&format=csv' });
  const words = await t.app.inject({ url: '/api/search/export?type=articles&format=csv&q=proteorhodopsin' });
  assert.equal(words.statusCode, 200, words.body);
  assert.ok(Number(words.headers['x-total-count']) >= 1);
  assert.ok(Number(words.headers['x-total-count']) < Number(all.headers['x-total-count']), 'q narrows the export');
  assert.match(words.body, /10\.1371\/journal\.pbio\.1000359/);
  const same = await t.app.inject({ url: `/api/search/export?type=articles&format=csv&query=${encodeURIComponent(JSON.stringify({ q: 'proteorhodopsin' }))}` });
  assert.equal(same.headers['x-total-count'], words.headers['x-total-count']);
  const both = await t.app.inject({ url: `/api/search/export?type=articles&format=csv&q=cell&query=${encodeURIComponent('{"q":"cell"}')}` });
  assert.equal(both.statusCode, 400);
  assert.match(messageOf(both), /give the words as q or inside query, not both/);
});

test('every validation message says what was expected', async () => {
  const cases: Array<[string, unknown, string]> = [
    ['/api/journals/finder', { matter: 123 }, 'Invalid journal finder request: matter: expected text or an object, not a number.'],
    ['/api/journals/finder', {}, 'Invalid journal finder request: matter is missing: expected text or an object.'],
    ['/api/journals/finder', { matter: { title: 7 } }, 'Invalid journal finder request: matter.title: expected text, not a number.'],
    ['/api/journals/finder', { matter: { colour: 'red' } }, 'Invalid journal finder request: matter: unknown field "colour".'],
    ['/api/search/articles', { query: { sort: 'alphabetical' } }, 'Invalid search request: query.sort: expected one of "relevancy", "publication_date", "bibliographic", "citations", "views".'],
    ['/api/search/articles', { query: { page: {} } }, 'Invalid search request: query.page: expected text or a number, not an object.'],
    ['/api/search/articles', { query: { q: 'x'.repeat(1001) } }, 'Invalid search request: query.q: expected at most 1000 characters.'],
  ];
  for (const [url, payload, message] of cases) {
    const response = await post(url, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.equal(messageOf(response), message);
    assert.doesNotMatch(messageOf(response), /Invalid input/);
  }
});
