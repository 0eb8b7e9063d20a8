import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Article, IssueListing, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';
import { sql } from 'kysely';
import { holdWriteLock } from '../../../test-support/heldLock.ts';

let t: TestApp;
let clock = Date.parse('2026-11-01T12:00:00Z');
before(async () => {
  t = await createTestApp({ now: () => clock });
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

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const read = (path: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url: `/api/articles${path}`, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });
const viewsInDb = (id: number) => t.rows.count(sql`SELECT views FROM articles WHERE id = ${id}`);

const flushedViews = async (id: number) => {
  assert.equal(await t.store.articles.flushUsage(), true);
  return viewsInDb(id);
};

test('reading an article counts a view once per reader session: one address within one clock hour (COUNTER R5)', async () => {
  const summary = await findByDoi('10.1371/journal.pmed.1001300');
  clock = Math.ceil(clock / 3_600_000) * 3_600_000 + 60_000;
  const before = await flushedViews(summary.id);
  const first = await read(summary.path);
  assert.equal(first.statusCode, 200);
  assert.equal(first.json<Article>().views, before + 1, 'the answer shows the counted view');
  assert.equal(await viewsInDb(summary.id), before, 'the count is written in a batch, not on the request path');
  assert.equal(await flushedViews(summary.id), before + 1);
  clock += 10_000;
  await read(summary.path);
  clock += 40 * 60_000;
  await read(summary.path);
  assert.equal(await flushedViews(summary.id), before + 1, 'repeats within the session are one view (double clicks included)');
  await read(summary.path, { 'user-agent': `${BROWSER} Edg/142.0` });
  await read(summary.path, { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15' });
  assert.equal(await flushedViews(summary.id), before + 1, 'changing the user agent does not add views');
  clock += 20 * 60_000;
  await read(summary.path);
  assert.equal(await flushedViews(summary.id), before + 2, 'the next hour is a new session');
  await read(summary.path, {}, '198.51.100.9');
  assert.equal(await flushedViews(summary.id), before + 3, 'another reader (address) counts');
  // The search index sees the new count: most viewed reflects reads.
  const viewed = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: summary.doi } } });
  assert.equal(viewed.json<SearchResults<ArticleSummary>>().items[0]?.views, before + 3);
});

test('a write lock held by another process neither slows nor fails article pages; the counts are written once it ends', async () => {
  const summary = await findByDoi('10.7554/eLife.00013');
  clock += 3_600_000;
  const before = await flushedViews(summary.id);
  const other = await holdWriteLock(t.database, { statement: "UPDATE catalogue_info SET value = value WHERE key = 'seededAt'" });
  try {
    const started = performance.now();
    const pages = await Promise.all([read(summary.path), read(summary.path, {}, '198.51.100.20'), read(`${summary.path}/xml`)]);
    const elapsed = performance.now() - started;
    assert.deepEqual(pages.map((page) => page.statusCode), [200, 200, 200]);
    console.log(`three article requests under a held write lock: ${elapsed.toFixed(0)} ms`);
    assert.equal(await t.store.articles.flushUsage(), false, 'the batch waits while the lock is held');
  } finally {
    await other.release();
  }
  assert.equal(await flushedViews(summary.id), before + 2);
});

test('robots and clients without a user agent are not counted', async () => {
  const summary = await findByDoi('10.7554/eLife.02304');
  const before = await viewsInDb(summary.id);
  for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'curl/8.5.0', 'python-requests/2.32', 'Mozilla/5.0 HeadlessChrome/142.0', '']) {
    clock += 60_000;
    const res = await read(summary.path, { 'user-agent': agent });
    assert.equal(res.statusCode, 200);
  }
  assert.equal(await flushedViews(summary.id), before);
  assert.equal((await read('/0000-0000/1/1/1')).statusCode, 404, 'unknown articles count nothing and are 404');
});

test('GET …/xml: the imported JATS source for real articles, a JATS rendering for generated ones; counts a download', async () => {
  const real = await findByDoi('10.7554/eLife.00013');
  const source = await read(`${real.path}/xml`);
  assert.equal(source.statusCode, 200);
  assert.match(source.headers['content-type'] as string, /^application\/xml/);
  assert.match(source.body, /<article-id pub-id-type="doi">10\.7554\/eLife\.00013<\/article-id>/);
  assert.match(source.body, /<sub-article/, 'the source, review reports included');
  const generated = (await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { sort: 'publication_date' } } })).json<SearchResults<ArticleSummary>>().items[0] as ArticleSummary;
  const downloads = () => t.rows.count(sql`SELECT downloads FROM articles WHERE id = ${generated.id}`);
  const downloadsBefore = await downloads();
  const rendered = await read(`${generated.path}/xml`);
  assert.equal(rendered.statusCode, 200);
  assert.match(rendered.body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!DOCTYPE article PUBLIC "-\/\/NLM\/\/DTD JATS/);
  assert.ok(rendered.body.includes(`<article-id pub-id-type="doi">${generated.doi}</article-id>`));
  assert.match(rendered.body, /<sec id="sec1"><title>1\. Introduction<\/title><p>/);
  const { parseJats } = await import('../../catalogue/jats/jats.ts');
  const parsed = parseJats(rendered.body);
  assert.equal(parsed.title, generated.title);
  assert.equal(parsed.doi, generated.doi);
  assert.deepEqual(parsed.authors.map((a) => a.name), generated.authors);
  const article = (await read(generated.path)).json<Article>();
  assert.equal(parsed.references.length, article.references.length);
  assert.equal(await t.store.articles.flushUsage(), true);
  assert.equal(await downloads(), downloadsBefore + 1);
  assert.equal((await read('/0000-0000/1/1/1/xml')).statusCode, 404);
});
