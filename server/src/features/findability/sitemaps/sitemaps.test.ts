import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { addArticleCopy } from '../../../../test-support/catalogueChanges.ts';
import { createFindabilityApp, findabilityPublicUrl, type FindabilityTestApp } from '../../../../test-support/findability/findabilityTestApp.ts';
import { schemaErrors } from '../../../../test-support/findability/schemaValidation.ts';
import { elements, texts } from '../../../../test-support/findability/xmlReading.ts';

const PER_FILE = 8;
let t: FindabilityTestApp;
before(async () => {
  // 300 generated articles in ~30 journals: the largest journals pass 8 and are split.
  t = await createFindabilityApp({ urlsPerSitemap: PER_FILE });
});
after(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  assert.equal(res.statusCode, 200, url);
  assert.match(String(res.headers['content-type']), /^application\/xml/);
  return res.body;
};
const sitePath = (loc: string) => loc.slice(findabilityPublicUrl.length);

interface JournalCount {
  id: number;
  name_system: string;
  n: number;
  last: string;
}

test('the index lists the pages sitemap and each journal\'s article sitemaps, split past the per-file limit; every file is schema-valid', async () => {
  const index = await get('/sitemap.xml');
  const locs = texts(index, 'loc').map(sitePath);
  assert.equal(locs[0], '/sitemaps/pages.xml');
  const journals = await t.rows.all(
    sql<JournalCount>`SELECT j.id, j.name_system, count(a.id) AS n, max(a.published_at) AS last FROM journals j JOIN articles a ON a.journal_id = j.id WHERE j.is_public = 1 GROUP BY j.id`,
  );
  const expected = journals.flatMap((journal) => Array.from({ length: Math.ceil(journal.n / PER_FILE) }, (_, part) => `/sitemaps/journals/${journal.name_system}/${part + 1}.xml`));
  assert.deepEqual(locs.slice(1).sort(), expected.sort());
  assert.ok(journals.some((journal) => journal.n > PER_FILE), 'at least one journal is split');

  const documents = [index];
  const urlsets: string[] = [];
  let articleUrls = 0;
  for (const journal of journals) {
    const paths: string[] = [];
    for (let part = 1; part <= Math.ceil(journal.n / PER_FILE); part += 1) {
      const body = await get(`/sitemaps/journals/${journal.name_system}/${part}.xml`);
      urlsets.push(body);
      const urls = elements(body, 'url');
      assert.ok(urls.length <= PER_FILE);
      paths.push(...urls.map((url) => sitePath(url.children('loc')[0]!.text)));
      // Each article's lastmod is its publication date.
      for (const url of urls) {
        const [, issn, volume, issue, identifier] = sitePath(url.children('loc')[0]!.text).split('/');
        const row = await t.rows.get(
          sql<{ published_at: string }>`SELECT a.published_at FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id JOIN journals j ON j.id = a.journal_id WHERE j.issn = ${issn!} AND v.volume = ${Number(volume)} AND i.issue = ${issue!} AND a.identifier = ${identifier!}`,
        );
        assert.equal(url.children('lastmod')[0]?.text, row?.published_at);
      }
    }
    assert.equal(paths.length, journal.n, `${journal.name_system}: every article`);
    assert.equal(new Set(paths).size, journal.n, `${journal.name_system}: each once`);
    articleUrls += paths.length;
    const lastmod = elements(index, 'sitemap').find((entry) => entry.children('loc')[0]!.text.includes(`/${journal.name_system}/1.xml`))!.children('lastmod')[0]!.text;
    assert.equal(lastmod, journal.last);
  }
  assert.equal(articleUrls, await t.rows.count(sql`SELECT count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.is_public = 1`));
  const pages = await get('/sitemaps/pages.xml');
  assert.deepEqual(await schemaErrors('sitemapIndex', documents), []);
  assert.deepEqual(await schemaErrors('sitemap', [...urlsets, pages]), []);
  assert.notDeepEqual(await schemaErrors('sitemap', [pages.replace('<loc>', '<location>')]), [], 'the validator finds a broken one');
});

test('the pages sitemap has the information pages, every journal\'s pages and special issues, and no form, search or personal page', async () => {
  const paths = texts(await get('/sitemaps/pages.xml'), 'loc').map(sitePath);
  for (const path of ['/', '/about', '/about/journals', '/topics', '/news', '/authors/english', '/apc']) assert.ok(paths.includes(path), path);
  const journal = (await t.rows.get(sql<{ name_system: string }>`SELECT name_system FROM journals WHERE is_public = 1 ORDER BY id LIMIT 1`))?.name_system;
  for (const path of [`/journal/${journal}`, `/journal/${journal}/about`, `/journal/${journal}/most-cited`]) assert.ok(paths.includes(path), path);
  const special = await t.rows.get(sql<{ name_system: string; identifier: string }>`SELECT j.name_system, s.identifier FROM special_issues s JOIN journals j ON j.id = s.journal_id ORDER BY s.id LIMIT 1`);
  if (special) assert.ok(paths.includes(`/journal/${special.name_system}/special_issues/${encodeURIComponent(special.identifier)}`));
  for (const path of ['/search', '/awards/search', '/subscribe', '/auth/login', '/events/add', '/topics/proposal', '/editorial-office/submissions', '/profile']) assert.ok(!paths.includes(path), path);
  assert.ok(paths.every((path) => !path.includes(':') && !path.includes('*')), 'no route pattern is listed as a page');
  assert.equal(new Set(paths).size, paths.length, 'each page once');
});

test('sitemaps are sent gzip-compressed to crawlers that take it, kept, and rebuilt once an article is added', async () => {
  const journal = (await t.rows.get(
    sql<{ name_system: string; last: number }>`SELECT j.name_system, max(a.id) AS last FROM journals j JOIN articles a ON a.journal_id = j.id GROUP BY j.id ORDER BY count(*) ASC, j.id LIMIT 1`,
  ))!;
  const url = `/sitemaps/journals/${journal.name_system}/1.xml`;
  const plain = await get(url);
  const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(zipped.rawPayload).toString('utf8'), plain);
  assert.equal((await get(url)), plain, 'the kept copy is the same document');
  const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
  assert.equal(refused.headers['content-encoding'], undefined, 'a crawler that refuses gzip (q=0) gets the text');
  assert.equal(refused.body, plain);

  const id = await addArticleCopy(t.rows, journal.last, { doi: '10.5555/sitemap-new-article', publishedAt: '2026-11-24' });
  const after = await get(url);
  assert.equal(elements(after, 'url').length, elements(plain, 'url').length + 1);
  assert.match(after, /<lastmod>2026-11-24<\/lastmod>/);
  assert.match(await get('/sitemap.xml'), new RegExp(`${journal.name_system}/1\\.xml</loc><lastmod>2026-11-24`));
  await t.rows.run(sql`DELETE FROM articles WHERE id = ${id}`);
});

test('a sitemap that does not exist is 404', async () => {
  for (const url of ['/sitemaps/journals/no-such-journal/1.xml', '/sitemaps/journals/cells-and-development/0.xml', '/sitemaps/journals/cells-and-development/99.xml', '/sitemaps/journals/cells-and-development/one.xml']) {
    const res = await t.app.inject({ url });
    assert.equal(res.statusCode, 404, url);
  }
});
