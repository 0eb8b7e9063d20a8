import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type RawBuilder } from 'kysely';
import { addArticleCopy } from '../../../../test-support/catalogueChanges.ts';
import { atomProblems, rssProblems } from '../../../../test-support/findability/feedRules.ts';
import { createFindabilityApp, findabilityPublicUrl, type FindabilityTestApp } from '../../../../test-support/findability/findabilityTestApp.ts';
import { wellFormednessErrors } from '../../../../test-support/findability/schemaValidation.ts';
import { elements, texts } from '../../../../test-support/findability/xmlReading.ts';
import { FEED_ITEMS } from './feedDocuments.ts';

let t: FindabilityTestApp;
before(async () => {
  t = await createFindabilityApp();
});
after(async () => {
  await t.close();
});

const documents: string[] = [];

/** The RSS and Atom documents of a feed, each checked by the W3C validator's rules. */
async function feed(path: string): Promise<{ rss: string; atom: string }> {
  const rss = await t.app.inject({ url: path });
  const atom = await t.app.inject({ url: `${path}/atom` });
  assert.equal(rss.statusCode, 200, path);
  assert.equal(atom.statusCode, 200, `${path}/atom`);
  assert.match(String(rss.headers['content-type']), /^application\/rss\+xml/);
  assert.match(String(atom.headers['content-type']), /^application\/atom\+xml/);
  assert.deepEqual(rssProblems(rss.body, `${findabilityPublicUrl}${path}`), [], `${path}: RSS`);
  assert.deepEqual(atomProblems(atom.body, `${findabilityPublicUrl}${path}/atom`), [], `${path}: Atom`);
  documents.push(rss.body, atom.body);
  return { rss: rss.body, atom: atom.body };
}

interface Row {
  doi: string;
  published_at: string;
}

/** The DOIs the feed should hold: the newest articles of the query, newest first. */
async function newest(where: RawBuilder<unknown> = sql``): Promise<string[]> {
  const rows = await t.rows.all(
    sql<Row>`SELECT a.doi, a.published_at FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.is_public = 1 ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT ${FEED_ITEMS}`,
  );
  return rows.map((row) => `https://doi.org/${row.doi}`);
}

test('the site feed has the newest articles of every journal, newest first, in RSS and Atom', async () => {
  const { rss, atom } = await feed('/feed');
  const expected = await newest();
  assert.equal(expected.length, FEED_ITEMS);
  assert.deepEqual(texts(rss, 'guid'), expected);
  assert.deepEqual(elements(atom, 'entry').map((entry) => entry.children('id')[0]!.text), expected);
  const dates = texts(rss, 'pubDate').map((date) => Date.parse(date));
  assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
  const first = (await t.rows.get(sql<{ published_at: string }>`SELECT published_at FROM articles ORDER BY published_at DESC, id DESC LIMIT 1`))!;
  assert.equal(elements(atom, 'entry')[0]!.children('updated')[0]!.text, `${first.published_at}T00:00:00.000Z`);
  const links = elements(rss, 'item').map((item) => item.children('link')[0]!.text);
  const firstDoi = expected[0]!.slice('https://doi.org/'.length);
  const row = (await t.rows.get(
    sql<{ issn: string; volume: number; issue: string; identifier: string }>`SELECT j.issn, v.volume, i.issue, a.identifier FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id JOIN journals j ON j.id = a.journal_id WHERE a.doi = ${firstDoi}`,
  ))!;
  assert.equal(links[0], `${findabilityPublicUrl}/${row.issn}/${row.volume}/${row.issue}/${row.identifier}`, 'each item links to its article page');
});

test('a journal feed, a subject feed and a special issue feed hold only their articles', async () => {
  const journal = (await t.rows.get(sql<{ id: number; name_system: string }>`SELECT id, name_system FROM journals WHERE is_public = 1 ORDER BY id LIMIT 1`))!;
  assert.deepEqual(texts((await feed(`/journal/${journal.name_system}/feed`)).rss, 'guid'), await newest(sql`AND a.journal_id = ${journal.id}`));

  const subject = 'biology-life-sciences';
  const bySubject = await newest(sql`AND a.journal_id IN (SELECT journal_id FROM journal_subjects WHERE subject = ${subject})`);
  assert.ok(bySubject.length > 0);
  const subjectFeed = await feed(`/feeds/subjects/${subject}`);
  assert.deepEqual(texts(subjectFeed.rss, 'guid'), bySubject);
  assert.match(texts(subjectFeed.rss, 'title')[0]!, /^Biology & Life Sciences/);

  const special = await t.rows.get(
    sql<{ id: number; identifier: string; name_system: string }>`SELECT s.id, s.identifier, j.name_system FROM special_issues s JOIN journals j ON j.id = s.journal_id WHERE s.id IN (SELECT special_issue_id FROM articles) ORDER BY s.id LIMIT 1`,
  );
  assert.ok(special, 'the seed puts articles in special issues');
  const specialFeed = await feed(`/journal/${special.name_system}/special_issues/${encodeURIComponent(special.identifier)}/feed`);
  assert.deepEqual(texts(specialFeed.rss, 'guid'), await newest(sql`AND a.special_issue_id = ${special.id}`));
});

test('titles with markup characters read the same in RSS (text) and Atom (escaped HTML); a new article appears at once', async () => {
  const source = (await t.rows.get(sql<{ id: number }>`SELECT id FROM articles ORDER BY id LIMIT 1`))!;
  const id = await addArticleCopy(t.rows, source.id, { doi: '10.5555/feed-new', publishedAt: '2026-11-24' });
  await t.rows.run(sql`UPDATE articles SET title = ${'Ca<sup>2+</sup> & K+ channels: "a < b"'} WHERE id = ${id}`);
  const { rss, atom } = await feed('/feed');
  assert.equal(texts(rss, 'guid')[0], 'https://doi.org/10.5555/feed-new');
  assert.equal(elements(rss, 'item')[0]!.children('title')[0]!.text, 'Ca<sup>2+</sup> & K+ channels: "a < b"');
  const atomTitle = elements(atom, 'entry')[0]!.children('title')[0]!;
  assert.equal(atomTitle.attribute('type'), 'html');
  assert.equal(atomTitle.text, 'Ca&lt;sup&gt;2+&lt;/sup&gt; &amp; K+ channels: "a &lt; b"', 'as HTML it reads as the title itself');
  await t.rows.run(sql`DELETE FROM articles WHERE id = ${id}`);
});

test('a feed of something that does not exist is 404 with a message', async () => {
  for (const url of ['/journal/no-such-journal/feed', '/journal/no-such-journal/feed/atom', '/feeds/subjects/astrology', '/journal/cells-and-development/special_issues/no-such-issue/feed']) {
    const res = await t.app.inject({ url });
    assert.equal(res.statusCode, 404, url);
    assert.match(res.json<{ message: string }>().message, /There is no|has no/);
  }
});

test('every feed served in these tests is well-formed XML', async () => {
  assert.ok(documents.length >= 10);
  assert.deepEqual(await wellFormednessErrors(documents), []);
});
