import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Article, IssueListing, SearchResults, ArticleSummary } from '@oap/shared/api/types.ts';
import { createTestApp } from './testSupport.ts';
import type { TestApp } from './testSupport.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function findByDoi(doi: string): Promise<ArticleSummary> {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: doi } } });
  const hit = res.json<SearchResults<ArticleSummary>>().items.find((item) => item.doi === doi);
  assert.ok(hit, `${doi} is in the catalogue`);
  return hit;
}

test('GET /api/articles/:issn/:volume/:issue/:identifier returns a real article with attribution and review reports', async () => {
  const summary = await findByDoi('10.7554/eLife.00013');
  const res = await get(`/api/articles${summary.path}`);
  assert.equal(res.statusCode, 200);
  const article = res.json<Article>();
  assert.equal(article.title, 'A bacterial sulfonolipid triggers multicellular development in the closest living relatives of animals');
  assert.equal(article.authorDetails[0]?.surname, 'Alegado');
  assert.equal(article.source?.journal, 'eLife');
  assert.equal(article.source?.doi, '10.7554/eLife.00013');
  assert.equal(article.license.name, 'CC BY 3.0');
  assert.deepEqual(article.reviewReports.map((r) => r.kind), ['decision-letter', 'author-response']);
  assert.ok(article.references.length > 50);
  assert.match(article.bodyHtml, /<h2>Introduction<\/h2>/);
  assert.equal(article.path, summary.path);
  assert.equal(article.dates.published, '2012-10-15');
});

test('unknown article is 404 "Article not found"; malformed path parts are 400', async () => {
  const summary = await findByDoi('10.7554/eLife.00013');
  const [, issn, volume, issue] = summary.path.split('/');
  const missing = await get(`/api/articles/${issn}/${volume}/${issue}/99999`);
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json<{ message: string }>().message, 'Article not found');
  assert.equal((await get('/api/articles/0000-0000/1/1/1')).statusCode, 404);
  assert.equal((await get(`/api/articles/not-an-issn/${volume}/${issue}/1`)).statusCode, 400);
  assert.equal((await get(`/api/articles/${issn}/vol1/${issue}/1`)).statusCode, 400);
  assert.equal((await get(`/api/articles/${issn}/${volume}/${issue}/a%20b`)).statusCode, 400);
});

test('GET /api/articles/:issn/:volume and /:issue list the volume and the issue', async () => {
  const summary = await findByDoi('10.1371/journal.pbio.1000359');
  const [, issn, volume, issue] = summary.path.split('/');
  const issueListing = (await get(`/api/articles/${issn}/${volume}/${issue}`)).json<IssueListing>();
  assert.equal(issueListing.issue, issue);
  assert.ok(issueListing.articles.some((a) => a.doi === summary.doi));
  for (const article of issueListing.articles) assert.equal(article.issue, issue);
  const volumeListing = (await get(`/api/articles/${issn}/${volume}`)).json<IssueListing>();
  assert.equal(volumeListing.issue, null);
  assert.ok(volumeListing.articles.length >= issueListing.articles.length);
  assert.equal(volumeListing.journal.issn, issn);
  assert.equal((await get(`/api/articles/${issn}/999`)).statusCode, 404);
  assert.equal((await get(`/api/articles/${issn}/${volume}/77`)).statusCode, 404);
});
