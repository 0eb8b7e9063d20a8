import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '../../data/sqlite/database.ts';
import { createSqliteStore } from '../sqlite/sqliteStore.ts';
import { CATALOGUE_VERSION } from './seedDatabase.ts';
import { seedDatabase, hasCatalogue } from '../sqlite/seed/sqliteCatalogueWriter.ts';
import { generatedArticles } from './generatedArticles.ts';

const corpus = fileURLToPath(new URL('../../../corpus/jats/', import.meta.url));

async function seeded(articles: number, files: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'oap-seed-'));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    copyFileSync(join(corpus, file), join(dir, file));
  }
  const db = openDatabase(':memory:');
  await migrate(db);
  const report = await seedDatabase(db, { articles, seed: 5, ...(files.length ? { corpusDir: dir } : {}) });
  rmSync(dir, { recursive: true, force: true });
  return { db, report, store: createSqliteStore(db) };
}

/** Facts read from the XML with regular expressions, independently of the JATS parser. */
function xmlFacts(xml: string) {
  const main = xml.split('<sub-article')[0] ?? xml;
  const titleGroup = /<title-group>([\s\S]*?)<\/title-group>/.exec(main)?.[1] ?? '';
  const contribGroup = /<contrib-group>([\s\S]*?)<\/contrib-group>/.exec(main)?.[1] ?? '';
  return {
    title: (/<article-title>([\s\S]*?)<\/article-title>/.exec(titleGroup)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim(),
    surnames: [...contribGroup.matchAll(/<contrib contrib-type="author"[\s\S]*?<\/contrib>/g)].map((m) => /<surname>([^<]+)<\/surname>/.exec(m[0])?.[1] ?? /<collab>([^<]+)</.exec(m[0])?.[1]?.trim()),
    doi: /<article-id pub-id-type="doi">([^<]+)<\/article-id>/.exec(main)?.[1],
    references: (main.match(/<ref[\s>]/g) ?? []).length,
  };
}

test('importing real JATS files: title, authors, DOI and reference count match the XML, and the source XML is kept', async () => {
  const files = ['plos/journal.pbio.1000359.xml', 'elife/elife00013.xml', 'elife/elife02304.xml', 'elife/elife-14093-v1.xml'];
  const { db, store } = await seeded(30, files);
  for (const file of files) {
    const xml = readFileSync(join(corpus, file), 'utf8');
    const facts = xmlFacts(xml);
    const row = db.prepare('SELECT a.id, j.issn, v.volume, i.issue, a.identifier FROM articles a JOIN journals j ON j.id = a.journal_id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id WHERE a.doi = ?').get(facts.doi ?? '') as
      | { id: number; issn: string; volume: number; issue: string; identifier: string }
      | undefined;
    assert.ok(row, `${file} is imported`);
    const article = await store.articles.byLocator({ issn: row.issn, volume: String(row.volume), issue: row.issue, identifier: row.identifier });
    assert.ok(article);
    assert.equal(article.title, facts.title, file);
    assert.equal(article.doi, facts.doi);
    assert.deepEqual(article.authorDetails.map((a) => a.surname), facts.surnames, file);
    assert.equal(article.authors.length, facts.surnames.length);
    assert.equal(article.references.length, facts.references, file);
    assert.ok(facts.references > 10);
    assert.equal(article.source?.doi, facts.doi);
    const jats = await store.articles.jatsXml({ issn: row.issn, volume: String(row.volume), issue: row.issue, identifier: row.identifier });
    assert.equal(jats?.xml, xml, 'the source XML is served unchanged');
  }
});

test('the catalogue is consistent: no dangling references, ids ascend with publication date, numbering per volume', async () => {
  const { db, report } = await seeded(1200);
  assert.equal(report.generatedArticles, 1200);
  assert.ok(hasCatalogue(db));
  assert.equal((db.prepare("SELECT value FROM catalogue_info WHERE key = 'version'").get() as { value: string }).value, CATALOGUE_VERSION);
  assert.deepEqual(db.prepare('PRAGMA foreign_key_check').all(), []);
  assert.equal((db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys, 1, 'checks are on again after the load');
  const dates = (db.prepare('SELECT published_at AS d FROM articles ORDER BY id').all() as { d: string }[]).map((r) => r.d);
  assert.deepEqual(dates, [...dates].sort());
  const gaps = db.prepare(`SELECT count(*) AS n FROM (SELECT v.id, count(*) AS c, max(CAST(a.identifier AS INTEGER)) AS m FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id GROUP BY v.id) WHERE c <> m`).get() as { n: number };
  assert.equal(gaps.n, 0, 'articles of a volume are numbered 1..n');
  assert.equal((db.prepare('SELECT count(*) AS n FROM article_search').get() as { n: number }).n, 1200, 'every article is indexed');
  const counts = db.prepare('SELECT sum(article_count) AS n FROM journals').get() as { n: number };
  assert.equal(counts.n, 1200);
});

test('the catalogue around the articles: boards, pages, special issues, topics spanning journals, collections, awards', async () => {
  const { db } = await seeded(1500);
  const journals = (db.prepare('SELECT id FROM journals').all() as { id: number }[]).map((r) => r.id);
  for (const id of journals) {
    const boards = new Set((db.prepare('SELECT DISTINCT board FROM journal_editors WHERE journal_id = ?').all(id) as { board: string }[]).map((r) => r.board));
    assert.deepEqual([...boards].sort(), ['editorial-board', 'publication-committee', 'topical-advisory-panel']);
    assert.equal((db.prepare("SELECT count(*) AS n FROM journal_editors WHERE journal_id = ? AND role = 'Editor-in-Chief'").get(id) as { n: number }).n >= 1, true);
    assert.equal((db.prepare('SELECT count(*) AS n FROM journal_pages WHERE journal_id = ?').get(id) as { n: number }).n, 14);
    assert.ok((db.prepare('SELECT count(*) AS n FROM journal_office_staff WHERE journal_id = ?').get(id) as { n: number }).n >= 2);
  }
  // Articles of a special issue are of its journal and published while it ran (or shortly after).
  const outside = db
    .prepare(`SELECT count(*) AS n FROM articles a JOIN special_issues si ON si.id = a.special_issue_id
      WHERE a.journal_id <> si.journal_id OR a.published_at < si.opens_on OR a.published_at > date(si.deadline, '+60 days')`)
    .get() as { n: number };
  assert.equal(outside.n, 0);
  assert.ok((db.prepare('SELECT count(*) AS n FROM articles WHERE special_issue_id IS NOT NULL').get() as { n: number }).n > 100);
  // Topics span several journals of their subject; a topic's articles are in those journals.
  const topics = db.prepare('SELECT t.id, t.subject, count(tj.journal_id) AS journals FROM topics t JOIN topic_journals tj ON tj.topic_id = t.id GROUP BY t.id').all() as { id: number; subject: string; journals: number }[];
  assert.ok(topics.length >= 24);
  for (const topic of topics) assert.ok(topic.journals >= 2, `topic ${topic.id} spans ${topic.journals}`);
  const wrongSubject = db.prepare('SELECT count(*) AS n FROM topic_journals tj JOIN topics t ON t.id = tj.topic_id WHERE NOT EXISTS (SELECT 1 FROM journal_subjects s WHERE s.journal_id = tj.journal_id AND s.subject = t.subject)').get() as { n: number };
  assert.equal(wrongSubject.n, 0);
  const strayTopic = db.prepare('SELECT count(*) AS n FROM articles a WHERE a.topic_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM topic_journals tj WHERE tj.topic_id = a.topic_id AND tj.journal_id = a.journal_id)').get() as { n: number };
  assert.equal(strayTopic.n, 0);
  assert.ok((db.prepare('SELECT count(*) AS n FROM articles WHERE topic_id IS NOT NULL').get() as { n: number }).n > 0);
  assert.ok((db.prepare('SELECT count(*) AS n FROM articles WHERE collection_id IS NOT NULL').get() as { n: number }).n > 0);
  assert.ok((db.prepare('SELECT count(*) AS n FROM articles WHERE editors_choice = 1').get() as { n: number }).n > 0);
  const awardedPapers = db.prepare('SELECT count(*) AS n FROM award_winners w JOIN articles a ON a.id = w.article_id').get() as { n: number };
  assert.ok(awardedPapers.n > 0);
  for (const table of ['societies', 'journal_societies', 'conferences', 'conference_journals', 'news', 'events', 'announcements', 'topical_collections', 'guest_editors', 'award_groups', 'award_editions']) {
    assert.ok((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n > 0, table);
  }
});

test('same seed, same catalogue, also beyond the articles', async () => {
  const a = await seeded(300);
  const b = await seeded(300);
  for (const sql of ['SELECT * FROM special_issues ORDER BY id', 'SELECT * FROM topics ORDER BY id', 'SELECT * FROM journal_editors ORDER BY journal_id, position', 'SELECT id, doi, special_issue_id, topic_id, collection_id, editors_choice FROM articles ORDER BY id']) {
    assert.deepEqual(a.db.prepare(sql).all(), b.db.prepare(sql).all(), sql);
  }
});

test('articles generated in a worker thread are the ones generated inline', async () => {
  const count = 600;
  const job = { items: new Uint32Array(count).map((_, i) => i * 7), journals: new Uint8Array(count).map((_, i) => i % 42), days: new Int32Array(count).map((_, i) => 18000 + i) };
  const setup = { seed: 11, referenceYear: 2026, keywordsBySubject: [] as [string, string[]][] };
  const collect = async (mode: 'inline' | 'worker') => {
    const out = [];
    for await (const article of generatedArticles(setup, job, mode)) out.push(article);
    return out;
  };
  const [inline, worker] = await Promise.all([collect('inline'), collect('worker')]);
  assert.equal(worker.length, count);
  assert.deepEqual(worker, inline);
});
