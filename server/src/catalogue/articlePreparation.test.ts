// An article's first read prepares its text in a worker thread (articlePreparationPool.ts): the event
// loop keeps answering meanwhile, reads of the same article during it share one preparation, and what
// was prepared is kept for every later read. Over the real app and a real database (test-support/testEngine.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ArticleDetail as Article, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp, type TestApp } from '../../test-support/catalogueApi.ts';
import { closePreparationPool, preparationCounts } from './articlePreparationPool.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
  await closePreparationPool();
});

async function pathOf(doi: string): Promise<{ id: number; path: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: doi } } });
  const hit = res.json<SearchResults<ArticleSummary>>().items.find((item) => item.doi === doi);
  assert.ok(hit, `${doi} is in the catalogue`);
  return { id: hit.id, path: hit.path };
}

const keptRows = (id: number) => t.rows.count(sql`SELECT count(*) AS n FROM article_prepared WHERE article_id = ${id}`);

test("an article's first read prepares it off the event loop, once for reads that come together, and keeps it", async () => {
  // The longest JATS source of the test catalogue: its preparation takes the longest.
  const longest = (await t.rows.get(sql<{ doi: string }>`SELECT a.doi FROM article_jats x JOIN articles a ON a.id = x.article_id ORDER BY length(x.xml) DESC LIMIT 1`))!;
  const { id, path } = await pathOf(longest.doi);
  assert.equal(await keptRows(id), 0);
  const before = preparationCounts();
  const [first, second] = await Promise.all([t.app.inject(`/api/articles${path}`), t.app.inject(`/api/articles${path}`)]);
  const after = preparationCounts();
  assert.equal(first.statusCode, 200);
  assert.equal(second.statusCode, 200);
  const article = first.json<Article>();
  assert.equal(second.json<Article>().bodyHtml, article.bodyHtml);
  assert.match(article.bodyHtml, /<section id=/);
  assert.ok(article.citationStyles.apa.includes(article.doi), article.citationStyles.apa);
  // Prepared once, for both reads, in the worker thread and not on the event loop. (Where it runs is
  // asserted rather than the loop's stalls: on this CPU-bound test machine a pause of GC or of another
  // file's work can be longer than any fixed bound.)
  assert.deepEqual({ inThread: after.inThread - before.inThread, onMainThread: after.onMainThread - before.onMainThread }, { inThread: 1, onMainThread: 0 });
  assert.equal(await keptRows(id), 1);

  // Kept: the next read is the same page, without preparing again.
  const again = await t.app.inject(`/api/articles${path}`);
  assert.equal(again.json<Article>().bodyHtml, article.bodyHtml);
  assert.equal(await keptRows(id), 1);
  assert.deepEqual(preparationCounts(), after);
});

test("the API's answer, made from the text serialised once, is the article the store reads", async () => {
  const { path } = await pathOf('10.7554/eLife.00013');
  const [issn, volume, issue, identifier] = path.split('/').slice(1) as [string, string, string, string];
  const first = await t.app.inject(`/api/articles${path}`);
  const second = await t.app.inject(`/api/articles${path}`);
  assert.match(String(first.headers['content-type']), /^application\/json/);
  const stored = await t.store.articles.byLocator({ issn, volume, issue, identifier });
  assert.ok(stored);
  const answer = second.json<Article>();
  assert.deepEqual({ ...answer, views: 0 }, { ...JSON.parse(JSON.stringify(stored)), views: 0 });
  assert.ok(answer.bodyHtml.length > 10_000 && answer.references.length > 50);
});
