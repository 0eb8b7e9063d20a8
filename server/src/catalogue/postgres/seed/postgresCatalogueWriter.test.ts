// The same seed gives the same catalogue on both engines: every catalogue table row for
// row, the derived columns (editors' choice and collection top-ups, article counts) included, with a
// few real JATS articles among the generated ones. And the PostgreSQL writer's own duties: nothing of
// a failed seed stays, identity sequences continue after the seed's ids, a second seed replaces the
// first.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_VERSION } from '../../seed/catalogueWriter.ts';
import { seedCatalogue } from '../../seed/seedDatabase.ts';
import type { SeedValue } from '../../seed/seedSteps/statements.ts';
import { temporaryDir } from '../../../../test-support/testFiles.ts';
import { comparisonUnavailable, seededPair, type SeededPair } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { catalogueTables } from './seedTables.ts';
import { hasPostgresCatalogue, postgresCatalogueWriter } from './postgresCatalogueWriter.ts';

const corpus = fileURLToPath(new URL('../../../../corpus/jats/', import.meta.url));
const corpusDir = temporaryDir('pair-corpus');
for (const file of ['plos/journal.pbio.1000359.xml', 'elife/elife00013.xml', 'elife/elife02304.xml']) {
  fs.mkdirSync(path.join(corpusDir, path.dirname(file)), { recursive: true });
  fs.copyFileSync(path.join(corpus, file), path.join(corpusDir, file));
}
after(() => fs.rmSync(corpusDir, { recursive: true, force: true }));

type Row = Record<string, unknown>;

/** Rows in primary-key order, compared in JavaScript so that neither engine's collation decides it. */
function sortedBy(rows: Row[], key: string[]): Row[] {
  const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
  return [...rows].sort((a, b) => {
    for (const column of key) {
      const order = compare(a[column], b[column]);
      if (order !== 0) return order;
    }
    return 0;
  });
}

async function primaryKey(pair: SeededPair, table: string): Promise<string[]> {
  const { rows } = await pair.postgres.pool.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  return rows.map((row) => row.name);
}

// The article text indexes of SQLite are contentless (FTS5 keeps only their terms): their ids are compared.
const CONTENTLESS = new Set(['article_search', 'article_search_text']);
const FTS = new Set(['journal_search', 'journal_profile', 'topic_search', ...CONTENTLESS]);

test('one seed gives the same catalogue on SQLite and PostgreSQL, table by table and row by row', async (t) => {
  const unavailable = comparisonUnavailable();
  if (unavailable) return t.skip(unavailable);
  const pair = await seededPair({ articles: 400, seed: 24, corpusDir, referenceDate: '2026-10-31' });
  try {
    assert.equal(pair.reports.postgres.realArticles, 3);
    assert.deepEqual({ ...pair.reports.postgres, timings: null }, { ...pair.reports.sqlite, timings: null });
    assert.ok(await hasPostgresCatalogue(pair.postgres.pool));
    // The per-word match lists are each engine's own (SQLite's hold FTS5's rows, PostgreSQL's its stems): wordLists.test.ts.
    for (const table of [...catalogueTables.filter((name) => name !== 'article_word_lists'), 'article_search', 'article_search_text']) {
      const key = await primaryKey(pair, table);
      assert.ok(key.length > 0, `${table} has a primary key`);
      // The columns the seed writes: not search's tsvectors, which PostgreSQL generates from them (migration 111).
      const { rows: written } = await pair.postgres.pool.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table],
      );
      // PostgreSQL's lists also say that publishing keeps them current (SQLite makes its own again after
      // each run), and that their stems are widened as FTS5 merges them (migration 290).
      const pgRows: Row[] = (await pair.postgres.pool.query<Row>(`SELECT ${written.map((column) => `"${column.name}"`).join(', ')} FROM ${table}`)).rows
        .filter((row) => !(table === 'catalogue_info' && (row.key === 'wordListsFollowed' || row.key === 'wordListsStems')));
      const liteRows = pair.sqlite.prepare(FTS.has(table) ? `SELECT rowid AS id, * FROM ${table}` : `SELECT * FROM ${table}`).all() as Row[];
      const shape = (rows: Row[]) =>
        sortedBy(rows, key).map((row) => {
          const copy: Row = CONTENTLESS.has(table) ? { id: row.id } : { ...row };
          // The seeding's stamp, and the word lists' stamp that names it.
          if (table === 'catalogue_info' && (copy.key === 'seededAt' || copy.key === 'wordListsOf')) copy.value = 'when it was seeded';
          return copy;
        });
      const expected = shape(liteRows);
      assert.deepEqual(shape(pgRows), expected, table);
      if (['journals', 'articles', 'article_authors', 'special_issues', 'topics', 'topical_collections', 'journal_search', 'award_winners'].includes(table)) {
        assert.ok(expected.length > 0, `${table} has rows`);
      }
    }
    // What SQLite cannot show of its contentless index, checked on PostgreSQL against the article rows.
    const { rows: searchRows } = await pair.postgres.pool.query<{ n: number }>(
      'SELECT count(*) AS n FROM article_search s JOIN articles a ON a.id = s.id WHERE s.title = a.title AND s.doi IS NOT NULL',
    );
    assert.equal(searchRows[0]?.n, 403);
    // The derived columns took effect (the comparison above holds them equal).
    const { rows: derived } = await pair.postgres.pool.query<{ chosen: number; collected: number; counted: number }>(
      `SELECT (SELECT count(*) FROM articles WHERE editors_choice = 1) AS chosen, (SELECT count(*) FROM articles WHERE collection_id IS NOT NULL) AS collected,
         (SELECT sum(article_count)::bigint FROM journals) AS counted`,
    );
    assert.ok((derived[0]?.chosen ?? 0) >= 6 * 10, 'journals got their editors\u2019 choices topped up');
    assert.ok((derived[0]?.collected ?? 0) > 0);
    assert.equal(derived[0]?.counted, 403);
  } finally {
    await pair.close();
  }
});

test('on PostgreSQL: a second seed replaces the first, a failed seed leaves the catalogue as it was, ids continue after the seed', async (t) => {
  const unavailable = comparisonUnavailable();
  if (unavailable) return t.skip(unavailable);
  const pair = await seededPair({ articles: 60, seed: 3 });
  try {
    const { pool } = pair.postgres;
    const count = async (table: string) => (await pool.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n;
    await seedCatalogue(postgresCatalogueWriter(pool), { articles: 90, seed: 4 });
    assert.equal(await count('articles'), 90);
    assert.equal((await pool.query("SELECT value FROM catalogue_info WHERE key = 'seed'")).rows[0]?.value, '4');

    // A writer whose rows break a constraint: the seed fails and nothing of it stays.
    const writer = postgresCatalogueWriter(pool);
    const broken = {
      ...writer,
      begin: async () => {
        const st = await writer.begin();
        // The version row written under the key of the seed's row: the second breaks the primary key.
        return { ...st, info: { run: (key: SeedValue, value: SeedValue) => st.info.run(key === 'version' ? 'seed' : key, value) } };
      },
    };
    await assert.rejects(seedCatalogue(broken, { articles: 30, seed: 6 }), /duplicate key|unique/);
    assert.equal(await count('articles'), 90, 'the failed seed left the catalogue as it was');
    assert.equal((await pool.query("SELECT value FROM catalogue_info WHERE key = 'version'")).rows[0]?.value, CATALOGUE_VERSION);

    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO articles (journal_id, issue_id, identifier, article_type, title, abstract_html, body_html, doi, author_names, published_at, license_name)
       SELECT journal_id, issue_id, 'extra', article_type, title, '', '', '10.5555/extra', '[]', published_at, license_name FROM articles WHERE id = 1 RETURNING id`,
    );
    assert.equal(rows[0]?.id, 91, 'an article added later gets the id after the seed\u2019s');
  } finally {
    await pair.close();
  }
});
