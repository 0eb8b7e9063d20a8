// The rest of the catalogue on PostgreSQL answers as SQLite's does: the publisher's lists,
// the findability services' reader (every method, with each kind of filter and the cursor) and the
// catalogue's version, over one seed written to both engines.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CatalogueReader } from '../catalogueReader.ts';
import type { PublisherStore } from '../publisherStore.ts';
import type { Store } from '../store.ts';
import { createSqliteStore } from '../sqlite/sqliteStore.ts';
import { closePreparationPool } from '../articlePreparationPool.ts';
import { postgresDatabase } from '../../data/postgres/postgresDatabase.ts';
import { comparisonUnavailable, seededPair, type SeededPair } from '../../../test-support/catalogue/postgres/seededPair.ts';
import { createPostgresCatalogue, type PostgresCatalogue } from './postgresCatalogue.ts';
import { SqlCatalogueReader } from '../harvest/sqlCatalogueReader.ts';
import { catalogueStamp } from '../../data/postgres/postgresCatalogueVersion.ts';

const unavailable = comparisonUnavailable();
let pair: SeededPair | null = null;
let lite: Store;
let pg: PostgresCatalogue;

before(async () => {
  if (unavailable) return;
  pair = await seededPair({ articles: 700, seed: 31, referenceDate: '2026-10-31' });
  lite = createSqliteStore(pair.sqlite);
  pg = createPostgresCatalogue(pair.postgres);
});

after(async () => {
  await pg?.close();
  await pair?.close();
  await closePreparationPool();
});

function ready(t: { skip(reason: string): void }): SeededPair | null {
  if (unavailable) t.skip(unavailable);
  return pair;
}

/** Both answers compared whole (structured clones: node:sqlite's rows have no prototype). */
async function same<Part, T>(sqlite: Part, postgres: Part, ask: (part: Part) => Promise<T>, what: string): Promise<T> {
  const expected = await ask(sqlite);
  assert.deepEqual(structuredClone(await ask(postgres)), structuredClone(expected), what);
  return expected;
}

const publisher = <T>(ask: (store: PublisherStore) => Promise<T>, what: string) => same(lite.publisher, pg.publisher, ask, what);
const reader = <T>(ask: (store: CatalogueReader) => Promise<T>, what: string) => same(lite.findability, pg.findability, ask, what);

test('the publisher\u2019s lists: news pages by category, awards, societies, conferences, announcements, open calls, latest, APCs, topics', async (t) => {
  if (!ready(t)) return;
  const first = await publisher((s) => s.news(1, undefined), 'news');
  assert.ok(first.total > first.pageSize, 'more than one page of news');
  for (let page = 2; page <= Math.ceil(first.total / first.pageSize) + 1; page++) await publisher((s) => s.news(page, undefined), `news page ${page}`);
  for (const category of [...first.categories.map((c) => c.name), 'no-such-category']) await publisher((s) => s.news(1, category), `news of ${category}`);
  assert.ok((await publisher((s) => s.awards(), 'awards')).length > 0);
  assert.ok((await publisher((s) => s.societies(), 'societies')).length > 0);
  await publisher((s) => s.conferences(), 'conferences');
  await publisher((s) => s.announcements(), 'announcements');
  for (const count of [3, 500]) await publisher((s) => s.openCalls(count), `open calls ${count}`);
  for (const count of [1, 12, 1000]) await publisher((s) => s.latestArticles(count), `latest ${count}`);
  await publisher((s) => s.apcJournals(), 'APCs');
  const topics = (pair as SeededPair).sqlite.prepare('SELECT identifier FROM topics ORDER BY id').all() as { identifier: string }[];
  for (const { identifier } of [...topics, { identifier: 'no-such-topic' }]) await publisher((s) => s.topicArticles(identifier, 20), `topic ${identifier}`);
  const editors = await publisher((s) => s.topicEditors(undefined), 'topic editors');
  assert.ok(editors.length > 20);
  for (const editor of [...editors.slice(0, 30), { nameSystem: 'nobody-at-all' }]) await publisher((s) => s.topicEditors(editor.nameSystem), `editor ${editor.nameSystem}`);
});

test('the findability reader: journals, filtered article lists through the cursor, headers, counts, DOIs, issues, feeds, paths, totals', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  const journals = await reader((s) => s.journals(), 'journals');
  assert.ok(journals.length >= 38);
  for (const journal of journals) {
    await reader((s) => s.journal(journal.nameSystem), `journal ${journal.nameSystem}`);
    await reader((s) => s.journalByIssn(journal.issn), `journal ${journal.issn}`);
  }
  assert.equal(await reader((s) => s.journal('no-such-journal'), 'an unknown journal'), null);
  const [journal, other] = journals as [(typeof journals)[number], (typeof journals)[number]];
  const filters = [
    {},
    { journalId: journal.id },
    { journalId: other.id, from: '2020-01-01' },
    { subject: journal.subjects[0] as string },
    { from: '2024-03-01', until: '2025-06-30' },
    { subject: other.subjects[0] as string, until: '2019-12-31' },
    { journalId: 9999 },
  ];
  for (const filter of filters) {
    const what = JSON.stringify(filter);
    const total = await reader((s) => s.count(filter), `count ${what}`);
    // Through the cursor, in pages of 97, as OAI-PMH reads.
    let after = 0;
    let read = 0;
    for (;;) {
      const page = await reader((s) => s.articles(filter, after, 97, total), `articles ${what} after ${after}`);
      await reader((s) => s.articleHeaders(filter, after, 97, total), `headers ${what} after ${after}`);
      read += page.length;
      if (page.length < 97) break;
      after = (page.at(-1) as { id: number }).id;
    }
    assert.equal(read, total, what);
    await reader((s) => s.latest(filter, 15), `latest ${what}`);
  }
  await reader((s) => s.earliestDate(), 'earliest date');
  const articles = seeded.sqlite
    .prepare('SELECT a.doi, a.journal_id, v.volume, i.issue, a.special_issue_id FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id WHERE a.id % 23 = 0')
    .all() as { doi: string; journal_id: number; volume: number; issue: string; special_issue_id: number | null }[];
  for (const article of articles) {
    await reader((s) => s.byDoi(article.doi), `DOI ${article.doi}`);
    await reader((s) => s.issueArticles(article.journal_id, String(article.volume), article.issue), `issue of ${article.doi}`);
    await reader((s) => s.issueArticles(article.journal_id, String(article.volume), null), `volume of ${article.doi}`);
    if (article.special_issue_id) await reader((s) => s.latest({ journalId: article.journal_id, specialIssueId: article.special_issue_id as number }, 10), `special issue feed of ${article.doi}`);
  }
  assert.equal(await reader((s) => s.byDoi('10.0000/none'), 'an unknown DOI'), null);
  assert.deepEqual(await reader((s) => s.issueArticles(journal.id, 'x', null), 'a volume that is no number'), []);
  for (const row of seeded.sqlite.prepare('SELECT journal_id, identifier FROM special_issues WHERE id % 5 = 0').all() as { journal_id: number; identifier: string }[]) {
    await reader((s) => s.specialIssue(row.journal_id, row.identifier), `special issue ${row.identifier}`);
  }
  assert.equal(await reader((s) => s.specialIssue(journal.id, 'no-such-issue'), 'an unknown special issue'), null);
  const paths = async (s: CatalogueReader, journalId: number, offset: number, limit: number) => {
    const out = [];
    for await (const entry of s.articlePaths(journalId, offset, limit)) out.push(entry);
    return out;
  };
  // In chunks smaller than the lists, so that the keyset continues where the offset began; on the biggest journal.
  const biggest = (seeded.sqlite.prepare('SELECT journal_id AS id FROM articles GROUP BY journal_id ORDER BY count(*) DESC LIMIT 1').get() as { id: number }).id;
  const chunked = new SqlCatalogueReader(seeded.postgres, () => catalogueStamp(seeded.postgres.db), { pathChunk: 7 });
  for (const [offset, limit] of [[0, 1000], [5, 30], [0, 7], [14, 8], [1000, 10]] as const) {
    const expected = await paths(lite.findability, biggest, offset, limit);
    assert.deepEqual(await paths(chunked, biggest, offset, limit), expected, `paths ${offset}+${limit}`);
    assert.deepEqual(await paths(pg.findability, biggest, offset, limit), expected, `paths ${offset}+${limit}`);
  }
  assert.ok((await paths(lite.findability, biggest, 0, 1000)).length > 22);
  await reader((s) => s.recordPaths(), 'record paths');
  await reader(async (s) => [...(await s.journalTotals())], 'journal totals');
});

test('the catalogue\u2019s version: the change count moves when a write commits, from any copy, and only then; the stamp as SQLite makes it', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  const seededAt = (seeded.sqlite.prepare("SELECT value FROM catalogue_info WHERE key = 'seededAt'").get() as { value: string }).value;
  const pgSeededAt = await pg.version.seededAt();
  assert.match(pgSeededAt, /^\d{4}-\d\d-\d\dT/);
  assert.equal((await pg.version.stamp()).replace(pgSeededAt, ''), (await lite.version.stamp()).replace(seededAt, ''));
  assert.equal(await pg.findability.stamp(), await pg.version.stamp());

  const before = await pg.version.changes();
  await pg.journals.biggest(10);
  assert.equal(await pg.version.changes(), before, 'reading changes nothing');
  // Another server copy writes (a use counted), first inside a transaction not yet committed.
  const other = postgresDatabase(seeded.url);
  try {
    const client = await other.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE articles SET views = views + 1 WHERE id = 1');
      assert.equal(await pg.version.changes(), before, 'an uncommitted write is not seen');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const afterWrite = await pg.version.changes();
    assert.notEqual(afterWrite, before, 'a committed write moves it');
    // Keeping a prepared article page is no change of the catalogue's answers.
    await seeded.postgres.pool.query("INSERT INTO article_prepared VALUES (1, 'x', 1, '', '', '{}') ON CONFLICT DO NOTHING");
    assert.equal(await pg.version.changes(), afterWrite);
  } finally {
    await other.close();
  }
});
