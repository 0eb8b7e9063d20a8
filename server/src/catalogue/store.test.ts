import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, migrationsDir, openDatabase } from '../data/sqlite/database.ts';
import { readMigrations } from '../data/migrations.ts';
import { createSqliteStore } from './sqlite/sqliteStore.ts';
import { seedDatabase, hasCatalogue } from './sqlite/seed/sqliteCatalogueWriter.ts';
import { isValidIssn } from './seed/catalogue.ts';

const corpus = fileURLToPath(new URL('../../corpus/jats/', import.meta.url));

async function seeded(seed: number, articles = 150) {
  const db = openDatabase(':memory:');
  await migrate(db);
  return { db, report: seedDatabase(db, { articles, seed }) };
}

test('openDatabase creates the folder and file, in WAL mode with foreign keys on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'oap-store-'));
  try {
    const path = join(dir, 'nested', 'folder', 'db.sqlite');
    const db = openDatabase(path);
    assert.ok(existsSync(path));
    assert.equal((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode, 'wal');
    assert.equal((db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys, 1);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('migrations apply once and are recorded; running again changes nothing', async () => {
  const db = openDatabase(':memory:');
  const versions = readMigrations(migrationsDir).map((m) => m.version);
  assert.deepEqual(await migrate(db), versions);
  assert.deepEqual(await migrate(db), []);
  const rows = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as { version: number; name: string }[];
  assert.deepEqual(rows.map((r) => r.version), versions);
  assert.equal(rows[0]?.name, 'catalogue');
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
  for (const table of ['journals', 'articles', 'article_authors', 'article_keywords', 'article_search']) assert.ok(tables.includes(table), table);
});

test('seeding is deterministic: the same seed gives the same journals and articles, another seed does not', async () => {
  const a = await seeded(7);
  const b = await seeded(7);
  const c = await seeded(8);
  await Promise.all([a.report, b.report, c.report]);
  const snapshot = (db: typeof a.db) => ({
    journals: db.prepare('SELECT name, issn, impact_factor FROM journals ORDER BY id').all(),
    articles: db.prepare('SELECT title, doi, published_at, views FROM articles ORDER BY id LIMIT 50').all(),
  });
  const first = snapshot(a.db);
  assert.deepEqual(first, snapshot(b.db));
  assert.notDeepEqual(first.articles, snapshot(c.db).articles);
  assert.notDeepEqual(first.journals, snapshot(c.db).journals);
  assert.equal(first.articles.length, 50);
});

test('the generated catalogue: about forty journals with valid unique ISSNs, subjects, and the requested article count', async () => {
  const { db, report } = await seeded(1, 400);
  const summary = await report;
  assert.equal(summary.generatedArticles, 400);
  assert.equal(summary.realArticles, 0);
  assert.ok(hasCatalogue(db));
  const store = createSqliteStore(db);
  const journals = await store.journals.biggest(100);
  assert.ok(journals.length >= 38 && journals.length <= 45, `${journals.length} journals`);
  assert.equal(new Set(journals.map((j) => j.issn)).size, journals.length);
  for (const journal of journals) {
    assert.ok(isValidIssn(journal.issn), journal.issn);
    assert.ok(journal.subjects.length >= 1);
  }
  assert.equal(journals.reduce((sum, j) => sum + j.articleCount, 0), 400);
  for (let i = 1; i < journals.length; i++) assert.ok((journals[i - 1]?.articleCount ?? 0) >= (journals[i]?.articleCount ?? 0));
  const count = db.prepare('SELECT count(*) AS n FROM article_search').get() as { n: number };
  assert.equal(count.n, 400, 'every article is indexed');
});

test('real corpus articles keep their title, DOI and attribution and get our URL', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'oap-corpus-'));
  try {
    mkdirSync(join(dir, 'plos'));
    mkdirSync(join(dir, 'elife'));
    copyFileSync(join(corpus, 'plos/journal.pbio.1000359.xml'), join(dir, 'plos/journal.pbio.1000359.xml'));
    copyFileSync(join(corpus, 'elife/elife-kitchen-sink.xml'), join(dir, 'elife/elife-kitchen-sink.xml'));
    copyFileSync(join(corpus, 'elife/elife-00666.xml'), join(dir, 'elife/elife-00666.xml'));
    const db = openDatabase(':memory:');
    await migrate(db);
    const report = await seedDatabase(db, { corpusDir: dir, articles: 20, seed: 3 });
    assert.equal(report.realArticles, 1, "eLife's test documents (the kitchen sink, the sample article) are skipped");
    const store = createSqliteStore(db);
    const results = await store.search.articles({ q: 'proteorhodopsin survival' });
    const hit = results.items.find((item) => item.doi === '10.1371/journal.pbio.1000359');
    assert.ok(hit, 'the real article is found by search');
    assert.match(hit.path, /^\/\d{4}-\d{3}[\dX]\/\d+\/\d+\/\d+$/);
    const [, issn = '', volume = '', issue = '', identifier = ''] = hit.path.split('/');
    const article = await store.articles.byLocator({ issn, volume, issue, identifier });
    assert.equal(article?.title, 'The Light-Driven Proton Pump Proteorhodopsin Enhances Bacterial Survival during Tough Times');
    assert.deepEqual(article?.source, { publisher: 'Public Library of Science', journal: 'PLoS Biology', doi: '10.1371/journal.pbio.1000359', licenseUrl: 'https://creativecommons.org/licenses/by/' });
    assert.equal(article?.dates.published.slice(0, 4), '2010');
    assert.ok((article?.references.length ?? 0) > 10);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
