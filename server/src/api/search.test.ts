import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ArticleSummary, SearchResults, SearchTypeConfig, SearchQuery } from '@oap/shared/api/types.ts';
import { createTestApp } from './testSupport.ts';
import type { TestApp } from './testSupport.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 300 });
});
after(() => t.close());

const search = async (query: SearchQuery) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<SearchResults<ArticleSummary>>();
};
const TOTAL = 300 + 4;

test('GET /api/search/articles/config: the spec 9.1 facets, sorts, page sizes and fields', async () => {
  const config = (await t.app.inject({ method: 'GET', url: '/api/search/articles/config' })).json<SearchTypeConfig>();
  assert.deepEqual(config.facets.map((f) => f.id), ['subjects', 'journals', 'article_types', 'regions']);
  assert.deepEqual(config.sort.map((s) => s.label), ['Relevancy', 'Most recent', 'Bibliographic order', 'Most cited', 'Most viewed']);
  assert.equal(config.sort.find((s) => s.default)?.id, 'relevancy');
  assert.deepEqual(config.resultsPerPage, [10, 20, 30]);
  assert.equal(config.defaultResultsPerPage, 10);
  assert.equal(config.advancedFields.find((f) => f.default)?.id, 'all');
  assert.deepEqual(config.basicFields.map((f) => f.id), ['date_from', 'date_to']);
});

test('accent folding: "beja" and "pena" find the authors Béjà and Peña; the snippet marks the match', async () => {
  const beja = await search({ q: 'beja' });
  assert.ok(beja.items.some((item) => item.doi === '10.1371/journal.pbio.1000359'));
  assert.match(beja.items[0]?.snippet ?? '', /<mark>Béjà<\/mark>/);
  const withAccent = await search({ q: 'Béjà' });
  assert.equal(withAccent.total, beja.total);
  const pena = await search({ q: 'pena' });
  assert.ok(pena.items.some((item) => item.doi === '10.1371/journal.pmed.1001300'));
});

test('prefix matching, relevance order and the snippet is escaped HTML with <mark>', async () => {
  const results = await search({ q: 'proteorhodop' });
  assert.equal(results.items[0]?.doi, '10.1371/journal.pbio.1000359');
  assert.match(results.items[0]?.snippet ?? '', /<mark>proteorhodopsin<\/mark>/i);
  assert.doesNotMatch(results.items[0]?.snippet ?? '', /<(?!\/?mark>)/, 'no tag other than mark');
  const sulfonolipid = await search({ q: 'sulfonolipid choanoflagellate' });
  assert.equal(sulfonolipid.items[0]?.doi, '10.7554/eLife.00013');
});

test('a single-character term is ignored: everything is returned, most recent first', async () => {
  const results = await search({ q: 'x' });
  assert.equal(results.total, TOTAL);
  assert.equal(results.items.length, 10);
  for (let i = 1; i < results.items.length; i++) assert.ok((results.items[i - 1]?.publishedAt ?? '') >= (results.items[i]?.publishedAt ?? ''));
  assert.equal(results.items[0]?.snippet, undefined);
});

test('sorting, paging and page size', async () => {
  const cited = await search({ sort: 'citations', resultsPerPage: 30 });
  assert.equal(cited.items.length, 30);
  assert.equal(cited.resultsPerPage, 30);
  for (let i = 1; i < cited.items.length; i++) assert.ok((cited.items[i - 1]?.citations ?? 0) >= (cited.items[i]?.citations ?? 0));
  const viewed = await search({ sort: 'views' });
  for (let i = 1; i < viewed.items.length; i++) assert.ok((viewed.items[i - 1]?.views ?? 0) >= (viewed.items[i]?.views ?? 0));
  const page1 = await search({ sort: 'publication_date', resultsPerPage: 20 });
  const page2 = await search({ sort: 'publication_date', resultsPerPage: 20, page: '2' });
  assert.equal(page2.page, 2);
  assert.equal(page2.items.length, 20);
  assert.equal(page1.items.some((a) => page2.items.some((b) => b.id === a.id)), false);
  assert.equal((await search({ page: 'abc' })).page, 1, 'spec 5: a bad page resets to 1');
});

test('filters: facets, journal and advanced field rows', async () => {
  const reviews = await search({ facets: [{ id: 'article_types', value: 'review-article' }], resultsPerPage: 30 });
  assert.ok(reviews.total > 0 && reviews.total < TOTAL);
  for (const item of reviews.items) assert.equal(item.articleType, 'Review');
  const journal = await search({ nameSystem: 'cells-and-development', resultsPerPage: 30 });
  assert.ok(journal.total > 0);
  for (const item of journal.items) assert.equal(item.journal.nameSystem, 'cells-and-development');
  const byTitle = await search({ advanced: [{ id: 'title', value: 'sulfonolipid' }], resultsPerPage: 30 });
  assert.ok(byTitle.items.some((item) => item.doi === '10.7554/eLife.00013'));
  for (const item of byTitle.items) assert.match(item.title, /sulfonolipid/i);
  const notInTitle = await search({ q: 'sulfonolipid', advanced: [{ id: 'title', value: 'sulfonolipid', operator: 'NOT' }], resultsPerPage: 30 });
  for (const item of notInTitle.items) assert.doesNotMatch(item.title, /sulfonolipid/i);
  assert.ok(notInTitle.total < (await search({ q: 'sulfonolipid' })).total);
  const fromDate = await search({ basic: [{ id: 'date_from', value: '2026-01-01' }], sort: 'publication_date', resultsPerPage: 30 });
  for (const item of fromDate.items) assert.ok(item.publishedAt >= '2026-01-01');
});

test('no match gives an empty result, not an error', async () => {
  const results = await search({ q: 'zzyzxqqq nonexistentword' });
  assert.deepEqual(results, { total: 0, page: 1, resultsPerPage: 10, items: [] });
});

test('a bad request body is a 400 with a readable message', async () => {
  const bodies: unknown[] = [
    {},
    { query: 'beja' },
    { query: { q: 42 } },
    { query: { resultsPerPage: 15 } },
    { query: { sort: 'alphabetical' } },
    { query: { facets: [{ id: 'colour', value: 'red' }] } },
    { query: { advanced: [{ id: 'title', value: 'x', operator: 'XOR' }] } },
  ];
  for (const payload of bodies) {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: payload as object });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.match(res.json<{ message: string }>().message, /^Invalid search request/);
  }
});
