// Article search gives the same answers on both engines: for one seed written to SQLite and
// PostgreSQL, every query of the list has the same total, the same facet counts (each category
// without its own filter), the same flags and dropped words; queries without words, and every sort
// but relevance, give the same articles in the same order, page by page; relevance gives the same
// articles, and a known title first on both. Where the engines differ by design (ts_rank is not bm25,
// unaccent folds more letters than FTS5), the test says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { createSql } from '../../sqlite/sql.ts';
import { createSearchContext, currentCatalogue as sqliteCatalogue } from '../../sqlite/sqliteSearch/context.ts';
import { facetCounts as sqliteFacetCounts } from '../../sqlite/sqliteSearch/facetCounts.ts';
import { plan as sqlitePlan } from '../../sqlite/sqliteSearch/plan.ts';
import { selection as sqliteSelection } from '../../sqlite/sqliteSearch/selection.ts';
import { currentCatalogue } from './catalogue.ts';
import { facetCounts } from './facets.ts';
import { planSearch } from './plan.ts';
import { selection } from './selection.ts';
import { searchPair } from '../../../../test-support/catalogue/postgres/searchPair.ts';

const ids = (results: SearchResults<ArticleSummary>) => results.items.map((item) => item.id);

/** What must be equal whatever the order: everything but the items and their snippets. */
const counts = (results: SearchResults<ArticleSummary>) => {
  const { items: _items, ...rest } = results;
  return rest;
};

const WORDS: SearchQuery[] = [
  { q: 'cell' },
  { q: 'cells' },
  { q: 'climate change' },
  { q: '"climate change"' },
  { q: '"the role of" cell' },
  { q: '"of the"' },
  { advanced: [{ id: 'fulltext', value: '"climate change"' }] },
  { advanced: [{ id: 'title', value: '"of the"' }, { id: 'abstract', value: '"in the"', operator: 'OR' }] },
  { q: 'effects of climate' },
  { q: 'of the' },
  { q: 'gut' },
  { q: 'RNA' },
  { q: 'proteorhodop' },
  { q: 'beja' },
  { q: 'Béjà' },
  { q: 'pena' },
  { q: 'Müller' },
  { q: 'muller' },
  { q: 'sulfonolipid choanoflagellate' },
  { q: '10.1371/journal.pbio.1000359' },
  { q: 'https://doi.org/10.7554/eLife.00013' },
  { q: 'zzyzxqqq nonexistentword' },
  { q: 'x' },
  { advanced: [{ id: 'title', value: 'sulfonolipid' }] },
  { q: 'sulfonolipid', advanced: [{ id: 'title', value: 'sulfonolipid', operator: 'NOT' }] },
  { advanced: [{ id: 'all', value: 'evidence' }, { id: 'references', value: 'research', operator: 'AND' }] },
  { advanced: [{ id: 'abstract', value: 'protein' }, { id: 'keywords', value: 'cell', operator: 'OR' }] },
  { advanced: [{ id: 'authors', value: 'smith' }] },
  { advanced: [{ id: 'affiliations', value: 'university' }, { id: 'title', value: 'model', operator: 'AND' }] },
  { advanced: [{ id: 'fulltext', value: 'mouse' }] },
  { advanced: [{ id: 'references', value: 'nature' }, { id: 'abstract', value: 'cells', operator: 'NOT' }] },
  { advanced: [{ id: 'doi', value: 'pbio.1000359' }] },
  { advanced: [{ id: 'keywords', value: 'of the' }] },
  { q: 'cell', facets: [{ id: 'article_types', value: 'review-article' }] },
  { q: 'cell', facets: [{ id: 'subjects', value: 'biology-life-sciences' }, { id: 'regions', value: 'Europe' }] },
  { q: 'model', facets: [{ id: 'journals', value: 'cells-and-development' }, { id: 'journals', value: 'genes-and-genomes' }] },
  { q: 'model', facets: [{ id: 'article_types', value: 'no-such-type' }, { id: 'regions', value: 'Atlantis' }] },
  { q: 'model', basic: [{ id: 'date_from', value: '2020' }, { id: 'date_to', value: '2024-02-31' }] },
];

/** Words FTS5 gives one stem and Snowball's Porter two (docs/search.md, migration 290). */
const STEMMED_APART: SearchQuery[] = [
  { q: 'epidemiology' },
  { q: 'epidemiological' },
  { q: 'ecological' },
  { q: 'hydrology' },
  { q: 'assembly' },
  { q: 'possibly' },
  { q: 'ecology climate' },
  { q: '"molecular epidemiology"' },
  { q: '"ecological data"' },
  { advanced: [{ id: 'fulltext', value: 'ecology' }] },
  { advanced: [{ id: 'fulltext', value: 'epidemiological' }, { id: 'title', value: 'hydrology', operator: 'OR' }] },
];

const FILTERS: SearchQuery[] = [
  {},
  { facets: [{ id: 'journals', value: 'cells-and-development' }, { id: 'journals', value: 'unknown-journal' }] },
  { facets: [{ id: 'subjects', value: 'medicine-pharmacology' }, { id: 'article_types', value: 'review-article' }] },
  { facets: [{ id: 'regions', value: 'Europe' }, { id: 'regions', value: 'Asia' }] },
  { basic: [{ id: 'date_from', value: '2026-01-01' }] },
  { basic: [{ id: 'date_from', value: '2020' }, { id: 'date_to', value: '2023-02' }] },
  { basic: [{ id: 'date_from', value: 'yesterday' }] },
  { nameSystem: 'cells-and-development' },
  { nameSystem: 'no-such-journal' },
];

const SORTS = ['publication_date', 'citations', 'views', 'bibliographic'];

test('article search: the same totals, facet counts and articles on SQLite and PostgreSQL', async (t) => {
  const made = await searchPair(t);
  if (!made) return;
  const { sqlite, postgres } = made;
  try {
    /** The same counts on both, the same articles up to a page of them, and the same snippets; the total. */
    const sameAnswers = async (query: SearchQuery): Promise<number> => {
      const label = JSON.stringify(query);
      const a = await sqlite.articles({ ...query, resultsPerPage: 30 }, { includeFacets: true });
      const b = await postgres.articles({ ...query, resultsPerPage: 30 }, { includeFacets: true });
      assert.deepEqual(counts(b), counts(a), label);
      // Up to a page of results: the same articles (relevance orders them each its own way).
      if (a.total <= 30) assert.deepEqual([...ids(b)].sort(), [...ids(a)].sort(), label);
      for (const item of b.items.filter((i) => i.snippet)) assert.doesNotMatch(item.snippet ?? '', /<(?!\/?mark>)/, `${label}: no tag but mark`);
      // An article on both pages has the same snippet on both: the same texts cut by the same cutter.
      const snippetOf = new Map(a.items.map((item) => [item.id, item.snippet]));
      for (const item of b.items.filter((i) => snippetOf.has(i.id))) assert.equal(item.snippet, snippetOf.get(item.id), `${label}: the snippet of ${item.id}`);
      return a.total;
    };

    await t.test('words, phrases, DOIs, advanced rows, facets and dates: the same counts; by relevance the same articles', async () => {
      for (const query of WORDS) await sameAnswers(query);
    });

    await t.test('words the two Porter stemmers stem apart ("-logy", "-bly"): the same counts and articles', async () => {
      let found = 0;
      for (const query of STEMMED_APART) found += await sameAnswers(query);
      assert.ok(found > 0, 'the seed has such words');
    });

    await t.test('filters without words, every sort, three pages: the same articles in the same order', async () => {
      for (const query of [...FILTERS, ...WORDS.filter((q) => q.q === 'model' || q.q === 'cell')]) {
        for (const sort of SORTS) {
          for (const page of ['1', '2', '3']) {
            const q: SearchQuery = { ...query, sort, page, resultsPerPage: 20 };
            const a = await sqlite.articles(q, { includeFacets: true });
            const b = await postgres.articles(q, { includeFacets: true });
            assert.deepEqual(counts(b), counts(a), JSON.stringify(q));
            assert.deepEqual(ids(b), ids(a), JSON.stringify(q));
          }
        }
      }
    });

    await t.test('relevance pages through every match once, the same set on both', async () => {
      for (const q of ['cell', 'model', 'evidence']) {
        const all = async (store: typeof sqlite) => {
          const seen: number[] = [];
          for (let page = 1; ; page++) {
            const results = await store.articles({ q, page: String(page), resultsPerPage: 30 });
            seen.push(...ids(results));
            if (results.items.length < 30) return seen;
          }
        };
        const a = await all(sqlite);
        const b = await all(postgres);
        assert.equal(new Set(b).size, b.length, `${q}: no article twice`);
        assert.deepEqual([...b].sort(), [...a].sort(), q);
      }
    });

    await t.test('a known title comes first on both, pasted whole or in part', async () => {
      const titles: [string, string][] = [
        ['The Light-Driven Proton Pump Proteorhodopsin Enhances Bacterial Survival during Tough Times', '10.1371/journal.pbio.1000359'],
        ['proteorhodopsin bacterial survival', '10.1371/journal.pbio.1000359'],
        ['sulfonolipid choanoflagellate', '10.7554/eLife.00013'],
      ];
      // And a generated article's title, as a reader would paste it.
      const generated = (await sqlite.articles({ sort: 'citations' })).items.find((item) => item.title.split(' ').length >= 6);
      assert.ok(generated);
      titles.push([generated.title, generated.doi]);
      for (const [title, doi] of titles) {
        assert.equal((await sqlite.articles({ q: title })).items[0]?.doi, doi, `SQLite: ${title}`);
        assert.equal((await postgres.articles({ q: title })).items[0]?.doi, doi, `PostgreSQL: ${title}`);
      }
    });

    await t.test('a pasted long title: the same words dropped past the cap, the same answer', async () => {
      const long = 'A Phase Two Randomised Controlled Double Blind Trial of High Dose Intravenous Methylprednisolone in Acute Optic Neuritis and Multiple Sclerosis Patients with Long Term Follow Up of Visual Outcomes and Disability Progression Measured Over Five Years';
      const a = await sqlite.articles({ q: long }, { includeFacets: true });
      const b = await postgres.articles({ q: long }, { includeFacets: true });
      assert.ok((a.droppedWords ?? []).length > 0, 'words past the cap are dropped');
      assert.deepEqual(counts(b), counts(a));
    });

    await t.test('an unknown word: nothing, and no error, on both', async () => {
      const empty = { total: 0, page: 1, resultsPerPage: 10, items: [] };
      assert.deepEqual(await sqlite.articles({ q: 'zzyzxqqq nonexistentword' }), empty);
      assert.deepEqual(await postgres.articles({ q: 'zzyzxqqq nonexistentword' }), empty);
    });

    await t.test('accents and prefixes: "beja" and "proteorhodop" find the article, its snippet marks the word as written', async () => {
      for (const store of [sqlite, postgres]) {
        const beja = await store.articles({ q: 'beja' });
        assert.equal(beja.items[0]?.doi, '10.1371/journal.pbio.1000359');
        assert.match(beja.items[0]?.snippet ?? '', /<mark>Béjà<\/mark>/);
        const prefix = await store.articles({ q: 'proteorhodop' });
        assert.match(prefix.items[0]?.snippet ?? '', /<mark>proteorhodopsin<\/mark>/i);
      }
      // A difference by design: unaccent folds letters that are not accented forms (ø, ł, ß, æ) to
      // their base letters; FTS5's remove_diacritics leaves them. Both find "Søren" as written.
      assert.equal((await sqlite.articles({ q: 'soren' })).total, 0);
      const soren = await postgres.articles({ q: 'soren' });
      assert.ok(soren.total > 0);
      assert.equal(soren.total, (await postgres.articles({ q: 'Søren' })).total);
      assert.equal((await sqlite.articles({ q: 'Søren' })).total, soren.total);
    });

    await t.test('a word a real article uses only deep in its body (past its first 20,000 characters): the same snippet there on both', async () => {
      const snippets = [];
      for (const store of [sqlite, postgres]) {
        const found = await store.articles({ q: 'glycosphingolipids' });
        const article = found.items.find((item) => item.doi === '10.7554/eLife.00013');
        assert.ok(article, 'the eLife article is found');
        assert.match(article.snippet ?? '', /<mark>glycosphingolipids<\/mark>/);
        snippets.push(article.snippet);
      }
      assert.equal(snippets[0], snippets[1]);
    });

    await t.test("snippets come from the prose, with a structured abstract's labels as labels: the same on both", async () => {
      const snippetOf = async (store: typeof sqlite, q: string, doi: string) => (await store.articles({ q })).items.find((item) => item.doi === doi)?.snippet ?? '';
      for (const store of [sqlite, postgres]) {
        // The label ends in a colon, which ends a sentence for FTS5: the snippet begins with the
        // section's first sentence rather than running the label into it ("Background Treatment of…").
        assert.match(await snippetOf(store, 'lengthy', '10.1371/journal.pmed.1001300'), /^…Treatment of multidrug resistant tuberculosis \(MDR-TB\) is <mark>lengthy<\/mark>/);
        // In the keywords too, but the abstract lacks it: where the body uses it (8,800 characters in), not the keyword list.
        const body = await snippetOf(store, '"molecular evolution"', '10.7554/eLife.02304');
        assert.match(body, /questions in <mark>molecular evolution<\/mark>, including the mechanisms/);
        assert.doesNotMatch(body, /promiscuity; dehydrogenase|specificity; gene duplication/, 'not the keyword list');
      }
      for (const [q, doi] of [['lengthy', '10.1371/journal.pmed.1001300'], ['"molecular evolution"', '10.7554/eLife.02304']] as const) {
        assert.equal(await snippetOf(postgres, q, doi), await snippetOf(sqlite, q, doi), q);
      }
    });

    await t.test('one facet category on its own (its own filter dropped): the same counts', async () => {
      for (const query of [...WORDS.slice(0, 6), ...FILTERS.slice(0, 4), ...WORDS.filter((q) => q.facets)]) {
        for (const facet of [undefined, 'subjects', 'journals', 'article_types', 'regions']) {
          assert.deepEqual(await postgres.articleFacets(query, facet), await sqlite.articleFacets(query, facet), `${JSON.stringify(query)} ${facet}`);
        }
      }
    });

    await t.test("journal pages' lists: a journal's section and its editors' choice", async () => {
      const { rows } = await made.pair.postgres.pool.query<{ name_system: string; section: string }>(
        `SELECT j.name_system, s.name_system AS section FROM journal_sections s JOIN journals j ON j.id = s.journal_id
         WHERE EXISTS (SELECT 1 FROM articles a WHERE a.section_id = s.id) ORDER BY s.id LIMIT 3`,
      );
      assert.ok(rows.length > 0);
      for (const row of rows) {
        for (const scope of [{ journal: row.name_system, section: row.section }, { journal: row.name_system, editorsChoice: true }, { journal: row.name_system, section: 'no-such-section' }]) {
          for (const sort of ['publication_date', 'citations', 'relevancy']) {
            const q = { sort, resultsPerPage: 30 };
            const a = await sqlite.articles(q, { scope, includeFacets: true });
            const b = await postgres.articles(q, { scope, includeFacets: true });
            assert.deepEqual(b, a, JSON.stringify(scope));
          }
        }
      }
    });

    await t.test('the counts rule, with a cap and a sample small enough for this catalogue: the same selection as SQLite walks', async () => {
      // SQLite's rule (sqlite/sqliteSearch/selection.ts): matches walked newest first to the cap + 1st passing
      // one; a sample that estimates far more stops the walk early and its facet counts are scaled.
      const ctx = createSearchContext(createSql(made.pair.sqlite), () => {});
      const liteCat = sqliteCatalogue(ctx);
      const pgCat = await currentCatalogue(made.pair.postgres.db, { current: null });
      const rules = [
        { cap: 40, sample: { passing: 10, walked: 60, floor: 50 } },
        { cap: 40, sample: { passing: 10, walked: 12, floor: 50 } },
        { cap: 40, sample: null },
        { cap: 10_000, sample: null },
      ];
      const queries: SearchQuery[] = [
        { q: 'cell' },
        { q: 'the' },
        { q: 'of the' },
        { q: 'model', facets: [{ id: 'regions', value: 'Europe' }] },
        { q: 'model', facets: [{ id: 'article_types', value: 'article' }], basic: [{ id: 'date_from', value: '2018' }] },
        { advanced: [{ id: 'title', value: 'cell' }] },
        { advanced: [{ id: 'fulltext', value: 'data' }] },
        // Both text tables under AND: counted whole, never capped (SQLite's exact path).
        { advanced: [{ id: 'all', value: 'evidence' }, { id: 'references', value: 'research', operator: 'AND' }] },
      ];
      let capped = 0;
      let sampled = 0;
      for (const query of queries) {
        for (const { cap, sample } of rules) {
          const label = `${JSON.stringify(query)} cap ${cap} sample ${JSON.stringify(sample)}`;
          const lp = sqlitePlan(ctx.sql, query, undefined, liteCat);
          const pp = await planSearch(made.pair.postgres.db, query, undefined, pgCat);
          assert.ok(lp && pp, label);
          const a = sqliteSelection(ctx, lp, liteCat, cap, sample);
          const b = await selection(made.pair.postgres.db, pp, pgCat, cap, sample);
          assert.deepEqual(b.passing, Array.from(a.passing), label);
          assert.equal(b.capped, a.capped, label);
          assert.equal(b.sampleScale, a.sampleScale, label);
          assert.deepEqual(facetCounts(pp, pgCat, b.histogram, undefined, b.sampleScale), sqliteFacetCounts(lp, liteCat, a.tally, undefined, a.sampleScale), label);
          if (a.capped) capped++;
          if (a.sampleScale !== undefined) sampled++;
        }
      }
      assert.ok(capped > 4 && sampled > 2, `the rules were tried: ${capped} capped, ${sampled} sampled`);
    });

    await t.test('export: the query in its order, a page, or a selection of ids', async () => {
      for (const [query, limit, options] of [
        [{ q: 'cell', sort: 'citations' }, 50, {}],
        [{ sort: 'bibliographic' }, 25, {}],
        [{ q: 'model', sort: 'publication_date', page: '2' }, 1000, { page: true }],
        [{}, 10, { ids: [5, 1, 99999, 3] }],
      ] as [SearchQuery, number, { ids?: number[]; page?: boolean }][]) {
        const a = await sqlite.exportArticles(query, limit, options);
        const b = await postgres.exportArticles(query, limit, options);
        // As the API serialises them (SQLite's rows have no prototype).
        assert.deepEqual(JSON.parse(JSON.stringify(b)), JSON.parse(JSON.stringify(a)), JSON.stringify([query, limit, options]));
      }
    });

    // Last, as it changes the pair: ids stop following the dates, as after an import of an older article.
    await t.test('once ids no longer follow the dates: the same counts, and newest first the same order, with and without dates', async () => {
      const { sqlite: lite, postgres: pg } = made.pair;
      const newest = Number(lite.prepare('SELECT max(id) AS id FROM articles').get()?.id);
      lite.prepare("UPDATE articles SET published_at = '2015-06-01' WHERE id = ?").run(newest);
      await pg.pool.query("UPDATE articles SET published_at = '2015-06-01' WHERE id = $1", [newest]);
      // A volume past 255 (a journal founded in 1665 publishes into volume 362), in the journal last by
      // name: bibliographic order keeps it in its journal's place.
      const volumeId = Number(
        lite.prepare('SELECT i.volume_id AS id FROM articles a JOIN issues i ON i.id = a.issue_id JOIN journals j ON j.id = a.journal_id ORDER BY j.name DESC, a.id LIMIT 1').get()?.id,
      );
      lite.prepare('UPDATE volumes SET volume = 300 WHERE id = ?').run(volumeId);
      await pg.pool.query('UPDATE volumes SET volume = 300 WHERE id = $1', [volumeId]);
      // A journal id past 255 (ids are not reused: a publisher that has made and removed journals),
      // with its rows moved on both engines: searched and counted as any other.
      const movedJournal = Number(lite.prepare('SELECT journal_id AS id FROM articles ORDER BY id LIMIT 1').get()?.id);
      lite.exec('PRAGMA foreign_keys = OFF');
      const liteTables = lite.prepare("SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'journal_id')").all() as { name: string }[];
      for (const { name } of liteTables) lite.prepare(`UPDATE "${name}" SET journal_id = 700 WHERE journal_id = ?`).run(movedJournal);
      lite.prepare('UPDATE journals SET id = 700 WHERE id = ?').run(movedJournal);
      lite.exec('PRAGMA foreign_keys = ON');
      const client = await pg.pool.connect();
      try {
        await client.query('SET session_replication_role = replica');
        const { rows: pgTables } = await client.query<{ table_name: string }>(
          "SELECT table_name FROM information_schema.columns WHERE column_name = 'journal_id' AND table_schema = current_schema()",
        );
        for (const { table_name: name } of pgTables) await client.query(`UPDATE "${name}" SET journal_id = 700 WHERE journal_id = $1`, [movedJournal]);
        await client.query('UPDATE journals SET id = 700 WHERE id = $1', [movedJournal]);
      } finally {
        await client.query('SET session_replication_role = DEFAULT');
        client.release();
      }
      // A stamp that names no publish: both engines read their catalogue afresh.
      lite.prepare("INSERT INTO catalogue_info (key, value) VALUES ('publishedAt', 'unordered') ON CONFLICT (key) DO UPDATE SET value = excluded.value").run();
      await pg.pool.query("INSERT INTO catalogue_info (key, value) VALUES ('publishedAt', 'unordered') ON CONFLICT (key) DO UPDATE SET value = excluded.value");
      const dates: SearchQuery['basic'][] = [undefined, [{ id: 'date_from', value: '2015' }, { id: 'date_to', value: '2015' }], [{ id: 'date_from', value: '2020' }], [{ id: 'date_to', value: '2016-06' }]];
      let moved = 0;
      for (const words of [{}, { q: 'cell' }, { q: 'model' }, { q: 'the' }]) {
        for (const basic of dates) {
          for (const sort of ['publication_date', 'relevancy']) {
            const q: SearchQuery = { ...words, ...(basic ? { basic } : {}), sort, resultsPerPage: 30 };
            const a = await sqlite.articles(q, { includeFacets: true });
            const b = await postgres.articles(q, { includeFacets: true });
            assert.deepEqual(counts(b), counts(a), JSON.stringify(q));
            if (sort === 'publication_date') assert.deepEqual(ids(b), ids(a), JSON.stringify(q));
            else if (a.total <= 30) assert.deepEqual([...ids(b)].sort(), [...ids(a)].sort(), JSON.stringify(q));
            if (ids(a).includes(newest)) moved++;
          }
        }
      }
      assert.ok(moved > 0, 'the moved article among the answers');
      const movedName = String(lite.prepare('SELECT name_system FROM journals WHERE id = 700').get()?.name_system);
      const inMoved: SearchQuery = { facets: [{ id: 'journals', value: movedName }], sort: 'publication_date', resultsPerPage: 30 };
      const movedCount = Number(lite.prepare('SELECT count(*) AS n FROM articles WHERE journal_id = 700').get()?.n);
      assert.ok(movedCount > 0, 'articles in the moved journal');
      for (const q of [inMoved, { ...inMoved, q: 'cell' }, { q: 'cell', sort: 'publication_date', resultsPerPage: 30 }]) {
        const a = await sqlite.articles(q, { includeFacets: true });
        const b = await postgres.articles(q, { includeFacets: true });
        assert.deepEqual(counts(b), counts(a), JSON.stringify(q));
        assert.deepEqual(ids(b), ids(a), JSON.stringify(q));
      }
      assert.equal((await sqlite.articles(inMoved)).total, movedCount, "the moved journal's articles, all found");
      for (const words of [{}, { q: 'cell' }]) {
        const all = async (store: typeof sqlite) => {
          const seen: number[] = [];
          for (let page = 1; ; page++) {
            const results = await store.articles({ ...words, sort: 'bibliographic', page: String(page), resultsPerPage: 30 });
            seen.push(...ids(results));
            if (results.items.length < 30) return seen;
          }
        };
        const a = await all(sqlite);
        assert.deepEqual(await all(postgres), a, `${JSON.stringify(words)}, bibliographic`);
      }
    });
  } finally {
    await made.close();
  }
});
