// Every catalogue answer names the records it shows in the headers shared caches read (xkey for
// Varnish, Surrogate-Key for CDNs), so a change purges exactly the answers that show it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';
import { routeKeys } from './shownKeys.ts';
import { sql } from 'kysely';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 40 });
});
after(() => t.close());

const keysOf = async (url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}) => {
  const answer = await t.app.inject({ method: init.method ?? 'GET', url, ...(init.payload ? { payload: init.payload } : {}) });
  assert.equal(answer.headers['surrogate-key'], answer.headers.xkey, 'the same keys for Varnish and for CDNs');
  return { status: answer.statusCode, keys: String(answer.headers.xkey ?? '').split(' ').filter(Boolean), answer };
};

test("a journal's calls show its journal; the publisher-wide journal lists show the catalogue's lists", async () => {
  const [journal] = (await t.app.inject({ url: '/api/journals/public' })).json<{ value: string }[]>();
  const name = journal!.value;
  for (const url of [`/api/journals/${name}/single`, `/api/journals/${name}/articles`, `/api/journals/${name}/subpage/imprint`, `/api/journals/${name}/sections`]) {
    assert.deepEqual((await keysOf(url)).keys, [`journal-${name}`], url);
  }
  for (const url of ['/api/journals/public', '/api/journals/biggest?count=3']) assert.deepEqual((await keysOf(url)).keys, ['catalogue-lists'], url);
});

test("an article's answer shows the article; its issue's contents its journal and issue, its volume's every issue; one not published yet the catalogue's lists", async () => {
  const { items } = (await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: 'cell' } } })).json<{ items: ArticleSummary[] }>();
  const article = items[0]!;
  const shown = await keysOf(`/api/articles${article.path}`);
  assert.equal(shown.status, 200);
  assert.deepEqual(shown.keys, [`article-${article.id}`]);
  const contents = article.path.split('/').slice(0, 4).join('/');
  const issueId = await t.rows.count(sql`SELECT issue_id FROM articles WHERE id = ${article.id}`);
  assert.deepEqual((await keysOf(`/api/articles${contents}`)).keys, [`journal-${article.journal.nameSystem}`, `issue-${issueId}`]);
  const volume = article.path.split('/').slice(0, 3).join('/');
  const issues = await t.rows.all<{ id: number }>(sql`
    SELECT DISTINCT a.issue_id AS id FROM articles a JOIN issues i ON i.id = a.issue_id
    WHERE i.volume_id = (SELECT volume_id FROM issues WHERE id = ${issueId}) ORDER BY a.issue_id`);
  const volumeKeys = (await keysOf(`/api/articles${volume}`)).keys;
  assert.deepEqual([volumeKeys[0], volumeKeys.slice(1).sort()], [`journal-${article.journal.nameSystem}`, issues.map((issue) => `issue-${Number(issue.id)}`).sort()]);
  const missing = await keysOf(`/api/articles${contents}/99999`);
  assert.equal(missing.status, 404);
  assert.deepEqual(missing.keys, ['catalogue-lists'], 'purged when an article is published there');
  const xml = await keysOf(`/api/articles${article.path}/xml`);
  assert.deepEqual(xml.keys, [`article-${article.id}`]);
});

test('search shows the catalogue lists; information pages and the publisher lists show the content; a topic its topic', async () => {
  assert.deepEqual((await keysOf('/api/search/articles', { method: 'POST', payload: { query: { q: 'cell' } } })).keys, ['catalogue-lists']);
  assert.deepEqual((await keysOf('/api/content/about')).keys, ['content']);
  assert.deepEqual(routeKeys('/api/news', {}), ['content']);
  // The charges list shows the journals' records too: a journals file purges it with the lists.
  assert.deepEqual(routeKeys('/api/apc', {}), ['content', 'catalogue-lists']);
  assert.deepEqual(routeKeys('/api/topics/:identifier', { identifier: 'microplastics' }), ['topic-microplastics']);
  assert.deepEqual(routeKeys('/api/topics/editors/page', {}), ['content']);
  assert.deepEqual(routeKeys('/journal/:slug/feed.xml', { slug: 'cells' }), ['journal-cells']);
  assert.deepEqual(routeKeys('/api/user', {}), [], 'a call that shows no record names no key');
});
