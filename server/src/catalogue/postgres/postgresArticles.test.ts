// The ArticleStore on PostgreSQL answers as SQLite's does: one seed (generated articles and
// real JATS ones) written to both engines, then a sample of articles read through every method —
// pages (prepared on first read and kept), the API's joined answer, JATS XML, ids, volume and issue
// listings, a journal's latest — and compared whole; usage counted alike, and once across two server
// copies on PostgreSQL; files made once and kept.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArticleLocator, ArticleStore } from '../store.ts';
import { createSqliteStore } from '../sqlite/sqliteStore.ts';
import { closePreparationPool } from '../articlePreparationPool.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { postgresDatabase } from '../../data/postgres/postgresDatabase.ts';
import { comparisonUnavailable, seededPair, type SeededPair } from '../../../test-support/catalogue/postgres/seededPair.ts';
import { createPostgresCatalogue } from './postgresCatalogue.ts';

const unavailable = comparisonUnavailable();
let pair: SeededPair | null = null;
let lite: ArticleStore;
let pg: ArticleStore;

const corpus = fileURLToPath(new URL('../../../corpus/jats/', import.meta.url));
const corpusDir = temporaryDir('articles-corpus');
for (const file of ['plos/journal.pbio.1000359.xml', 'elife/elife00013.xml', 'elife/elife-14093-v1.xml']) {
  fs.mkdirSync(path.join(corpusDir, path.dirname(file)), { recursive: true });
  fs.copyFileSync(path.join(corpus, file), path.join(corpusDir, file));
}

before(async () => {
  if (unavailable) return;
  pair = await seededPair({ articles: 500, seed: 19, corpusDir, referenceDate: '2026-10-31' });
  lite = createSqliteStore(pair.sqlite).articles;
  pg = createPostgresCatalogue(pair.postgres).articles;
});

after(async () => {
  await pair?.close();
  await closePreparationPool();
  fs.rmSync(corpusDir, { recursive: true, force: true });
});

function ready(t: { skip(reason: string): void }): SeededPair | null {
  if (unavailable) t.skip(unavailable);
  return pair;
}

/** Both engines' answers, compared whole (structured clones: node:sqlite's rows have no prototype). */
async function same<T>(ask: (store: ArticleStore) => Promise<T>, what: string, leaveOut: (answer: T) => unknown = (answer) => answer): Promise<{ sqlite: T; postgres: T }> {
  const sqlite = await ask(lite);
  const postgres = await ask(pg);
  assert.deepEqual(structuredClone(leaveOut(postgres)), structuredClone(leaveOut(sqlite)), what);
  return { sqlite, postgres };
}

/** Related articles are ranked by each engine's text search (SQLite: FTS5's bm25): compared apart. */
const withoutRelated = <T extends { related: unknown } | null>(answer: T) => (answer ? { ...answer, related: 'ranked by each engine' } : answer);

const sample = (seeded: SeededPair) =>
  seeded.sqlite
    .prepare(`SELECT a.id, j.issn, v.volume, i.issue, a.identifier, a.source_doi FROM articles a JOIN journals j ON j.id = a.journal_id
      JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id WHERE a.id % 9 = 0 OR a.source_doi IS NOT NULL ORDER BY a.id`)
    .all() as { id: number; issn: string; volume: number; issue: string; identifier: string; source_doi: string | null }[];

const locatorOf = (row: { issn: string; volume: number; issue: string; identifier: string }): ArticleLocator => ({
  issn: row.issn.toLowerCase(),
  volume: String(row.volume),
  issue: row.issue,
  identifier: row.identifier,
});

test('a sample of articles read through every method: pages, joined answers, JATS XML, ids', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  const articles = sample(seeded);
  assert.ok(articles.length > 50 && articles.filter((row) => row.source_doi).length === 3);
  let related = 0;
  for (const row of articles) {
    const locator = locatorOf(row);
    // First read: prepared (off the thread) and kept; second read: from the kept row or memory.
    for (const read of ['first', 'second']) {
      const { postgres } = await same((s) => s.byLocator(locator), `article ${row.id}, ${read} read`, withoutRelated);
      assert.equal(postgres?.id, row.id);
      if (postgres?.related.length) related += 1;
      for (const summary of postgres?.related ?? []) assert.notEqual(summary.id, row.id);
    }
    await same(
      async (s) => {
        const answer = await s.answerByLocator(locator);
        return answer ? { record: answer.record, json: JSON.parse(answer.json()) as { related: unknown } } : null;
      },
      `answer ${row.id}`,
      (answer) => (answer ? { record: withoutRelated(answer.record), json: withoutRelated(answer.json) } : null),
    );
    await same((s) => s.jatsXml(locator), `JATS XML ${row.id}`);
    await same((s) => s.articleId(locator), `id ${row.id}`);
  }
  assert.ok(related > articles.length / 2, `${related} of ${articles.length * 2} reads had related articles`);
  const kept = await seeded.postgres.pool.query<{ n: number }>('SELECT count(*) AS n FROM article_prepared');
  assert.equal(kept.rows[0]?.n, articles.length, 'each article was prepared once and kept');
  const first = articles[0] as (typeof articles)[number];
  for (const locator of [
    { ...locatorOf(first), identifier: '99999' },
    { ...locatorOf(first), volume: 'x' },
    { ...locatorOf(first), volume: '99999999999999' },
    { ...locatorOf(first), issn: '0000-0000' },
  ]) {
    assert.equal((await same((s) => s.byLocator(locator), `no article at ${JSON.stringify(locator)}`)).sqlite, null);
    await same((s) => s.jatsXml(locator), 'no XML');
    await same((s) => s.articleId(locator), 'no id');
  }
});

test('volume and issue listings, and every journal\u2019s latest articles', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  const issues = seeded.sqlite
    .prepare('SELECT j.issn, j.name_system, v.volume, i.issue FROM issues i JOIN volumes v ON v.id = i.volume_id JOIN journals j ON j.id = v.journal_id ORDER BY i.id')
    .all() as { issn: string; name_system: string; volume: number; issue: string }[];
  const volumes = new Set<string>();
  for (const row of issues) {
    await same((s) => s.issueListing(row.issn, String(row.volume), row.issue), `issue ${row.issn} ${row.volume}/${row.issue}`);
    const volume = `${row.issn}/${row.volume}`;
    if (volumes.has(volume)) continue;
    volumes.add(volume);
    const listing = await same((s) => s.issueListing(row.issn.toLowerCase(), String(row.volume), null), `volume ${volume}`);
    assert.ok((listing.postgres?.articles.length ?? 0) > 0);
  }
  const journal = issues[0] as (typeof issues)[number];
  for (const [volume, issue] of [['999', null], ['x', null], ['99999999999', '1'], [String(journal.volume), '99']] as const) {
    assert.equal((await same((s) => s.issueListing(journal.issn, volume, issue), `no listing ${volume}/${issue}`)).sqlite, null);
  }
  for (const { name_system: name } of seeded.sqlite.prepare('SELECT name_system FROM journals ORDER BY id').all() as { name_system: string }[]) {
    await same((s) => s.latestByJournal(name, 10), `latest of ${name}`);
  }
  assert.equal((await same((s) => s.latestByJournal('no-such-journal', 10), 'an unknown journal')).sqlite, null);
});

test('usage counts alike on both engines, and once per session across two server copies on PostgreSQL', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  const hour = 3_600_000 * 500_000;
  const views = async () => ({
    sqlite: seeded.sqlite.prepare('SELECT id, views, downloads FROM articles WHERE id <= 20 ORDER BY id').all().map((row) => ({ ...row })),
    postgres: (await seeded.postgres.pool.query('SELECT id, views, downloads FROM articles WHERE id <= 20 ORDER BY id')).rows,
  });
  const before = await views();
  assert.deepEqual(before.postgres, before.sqlite);
  const uses: [kind: 'view' | 'download', id: number, reader: string, at: number][] = [
    ['view', 1, 'a', hour], ['view', 1, 'a', hour + 10], ['view', 1, 'b', hour], ['view', 2, 'a', hour], ['download', 2, 'a', hour],
    ['view', 1, 'a', hour + 3_600_000], ['download', 3, 'c', hour], ['download', 3, 'c', hour + 5],
  ];
  for (const store of [lite, pg]) {
    assert.deepEqual(uses.map(([kind, id, reader, at]) => store.recordUsage(kind, id, reader, at)), [true, false, true, true, true, true, true, false]);
    assert.equal(await store.flushUsage(), true);
  }
  const after = await views();
  assert.deepEqual(after.postgres, after.sqlite);
  assert.equal((after.postgres[0] as { views: number }).views, (before.postgres[0] as { views: number }).views + 3);

  // Another copy on the same database: the sessions this one counted do not count again there.
  const other = postgresDatabase(seeded.url);
  try {
    const copy = createPostgresCatalogue(other).articles;
    assert.equal(copy.recordUsage('view', 1, 'a', hour), true, 'this copy has not seen the session');
    assert.equal(copy.recordUsage('view', 4, 'a', hour), true);
    assert.equal(await copy.flushUsage(), true);
    const { rows } = await seeded.postgres.pool.query<{ id: number; views: number }>('SELECT id, views FROM articles WHERE id IN (1, 4) ORDER BY id');
    assert.deepEqual(rows.map((row) => row.views), [(after.postgres[0] as { views: number }).views, (after.postgres[3] as { views: number }).views + 1]);
  } finally {
    await other.close();
  }
});

test('a file made from an article is made once and kept, on both engines', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  for (const store of [lite, pg]) {
    let made = 0;
    const make = async () => {
      made += 1;
      return new Uint8Array([37, 80, 68, 70, 0, 255, made]);
    };
    const [first, second] = await Promise.all([store.articleFile(7, 'pdf-vor', make), store.articleFile(7, 'pdf-vor', make)]);
    assert.deepEqual(first, new Uint8Array([37, 80, 68, 70, 0, 255, 1]));
    assert.deepEqual(second, first, 'reads while it is made wait for the same file');
    assert.deepEqual(await store.articleFile(7, 'pdf-vor', make), first, 'kept');
    assert.equal(made, 1);
  }
  const { rows } = await seeded.postgres.pool.query<{ n: number }>("SELECT count(*) AS n FROM article_files WHERE article_id = 7 AND kind = 'pdf-vor'");
  assert.equal(rows[0]?.n, 1);
});
