// Search on both engines side by side: seeds (or reuses) a SQLite file and a PostgreSQL
// database with the same catalogue, then sends the same searches to both stores, alternating run by
// run so that whatever else the shared machine does weighs on both alike, and prints the median and
// p95 per kind of search, with how many answers had a different total (relevance may order the
// articles differently; the totals must agree). A benchmark, not a test: it passes or fails nothing.
//
//   node tools/bench/searchEngines.ts [--articles 20000] [--runs 40] [--keep DIR] [--database-url URL] [--only TEXT] [--postgres-only]
//
// --keep DIR keeps the SQLite file in DIR and reuses one of the same size (bench:search's files).
// --database-url URL seeds (or reuses, when it holds this size's catalogue) that PostgreSQL database;
// without it a throwaway cluster is started on loopback (test-support/postgresServer.ts) and removed after.
// --only TEXT runs the kinds of search whose name holds TEXT.
// --postgres-only times PostgreSQL alone (a million-article database, where no SQLite file of that size is kept).
import path from 'node:path';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { createPostgresSearchStore } from '../../src/catalogue/postgres/search/index.ts';
import type { SearchStore } from '../../src/catalogue/store.ts';
import { openDatabase } from '../../src/data/sqlite/database.ts';
import { createSqliteStore } from '../../src/catalogue/sqlite/sqliteStore.ts';
import { startPostgresCluster } from '../../test-support/postgresServer.ts';
import { distinctQueryLog, type LoggedSearch } from './abuseQueryLog.ts';
import { seededBenchDatabase, seededPostgresBenchDatabase } from './benchDatabase.ts';
import { percentile } from './percentile.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a whole number`);
  return value;
}
const text = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? null) : null;
};
const ARTICLES = option('articles', 20_000);
const RUNS = option('runs', 40);
const keepDir = text('keep') ? path.resolve(text('keep') as string) : null;
const givenUrl = text('database-url');
const only = text('only');
const postgresOnly = process.argv.includes('--postgres-only');

// Every run of a kind sends a search none before it sent (each store keeps the selection of a search
// for its next page or sort, which would answer a repeated one): words times a date range.
const COMMON = ['cell', 'model', 'analysis', 'effects', 'patients', 'system', 'data', 'review'];
const PHRASES = ['"climate change"', '"machine learning"', '"stem cell"', '"gut microbiota"', '"solar cells"', '"public health"'];
// Phrases whose words are in most articles, side by side in few or many: the GIN index alone gives
// every article with the words, and each would be tested (migration 280's word pairs).
const COMMON_PHRASES = ['"case study"', '"a review"', '"the role of"', '"in the"', '"of the"', '"with the"', '"heart failure"', '"cell death"'];
const ADVANCED: SearchQuery['advanced'][] = [
  [{ id: 'title', value: 'cell' }, { id: 'abstract', value: 'stem', operator: 'AND' }, { id: 'authors', value: 'müller', operator: 'AND' }],
  [{ id: 'title', value: 'climate' }, { id: 'keywords', value: 'biodiversity', operator: 'OR' }, { id: 'authors', value: 'garcia', operator: 'AND' }],
  [{ id: 'abstract', value: 'diabetes' }, { id: 'title', value: 'older adults', operator: 'AND' }, { id: 'references', value: 'cohort', operator: 'NOT' }],
  [{ id: 'title', value: 'battery' }, { id: 'abstract', value: 'thermal', operator: 'AND' }, { id: 'affiliations', value: 'zurich', operator: 'AND' }],
];
const FILTERS: SearchQuery['facets'][] = [[], [{ id: 'journals', value: 'cells-and-development' }], [{ id: 'subjects', value: 'engineering' }], [{ id: 'article_types', value: 'review-article' }]];
// Filters that pass few of a common word's matches (4 and 6 % of the generated articles' types, a journal of 1 in 42): the walk
// reads past the newest matches without reaching the cap.
const RARE_FILTERS: SearchQuery['facets'][] = [
  [{ id: 'article_types', value: 'editorial' }],
  [{ id: 'article_types', value: 'brief-report' }],
  [{ id: 'journals', value: 'cells-and-development' }, { id: 'regions', value: 'Africa' }],
];
const MANUSCRIPTS = [
  { title: 'Gut microbiota and type 2 diabetes in older adults', abstract: 'A prospective cohort of older adults with type 2 diabetes: gut microbiota diversity was associated with treatment response and glycaemic control.', keywords: [] },
  { title: 'Perovskite thin films for flexible solar cells', abstract: 'We report solvothermal synthesis of perovskite thin films with improved thermal stability and ionic conductivity for flexible electronics.', keywords: [] },
  { title: 'Glacier mass balance in the Alps from remote sensing', abstract: 'Remote sensing and long-term monitoring show accelerating glacier mass loss and changing groundwater recharge in alpine catchments.', keywords: [] },
];
const queryLog = distinctQueryLog().map((body) => (JSON.parse(body) as LoggedSearch).query as SearchQuery);
/** The query log's words (the catalogue's topic vocabulary: each has matches), each once. */
const WORDS = [...new Set(queryLog.map((query) => query.q as string))];
const at = <T>(list: T[], run: number) => list[run % list.length] as T;
/** From a year of ten, changing after each round of `list`: a new selection every run. */
const since = (list: unknown[], run: number): SearchQuery['basic'] => [{ id: 'date_from', value: String(2012 + (Math.floor(run / list.length) % 10)) }];

/** One kind of search: the call for run `run`, and the total it answered (to compare the engines). */
interface Kind {
  name: string;
  call: (store: SearchStore, run: number) => Promise<number>;
}

const articles = (query: SearchQuery, includeFacets = true) => async (store: SearchStore) => (await store.articles(query, { includeFacets })).total;

const kinds: Kind[] = [
  { name: 'query log (bench:abuse) + facets', call: (store, run) => articles(at(queryLog, run))(store) },
  { name: 'one rare word + facets', call: (store, run) => articles({ q: at(WORDS, run) })(store) },
  { name: 'one common word + facets (capped)', call: (store, run) => articles({ q: at(COMMON, run), basic: since(COMMON, run) })(store) },
  { name: 'phrase + facets', call: (store, run) => articles({ q: at(PHRASES, run), basic: since(PHRASES, run) })(store) },
  { name: 'phrase of common words + facets', call: (store, run) => articles({ q: at(COMMON_PHRASES, run), basic: since(COMMON_PHRASES, run) })(store) },
  { name: 'three-field advanced + facets', call: (store, run) => articles({ advanced: at(ADVANCED, run), basic: since(ADVANCED, run) })(store) },
  { name: 'common word behind a rare filter + facets', call: (store, run) => articles({ q: at(COMMON, run), facets: at(RARE_FILTERS, run), basic: since(COMMON, run) })(store) },
  { name: 'common word, by citations, page 5', call: (store, run) => articles({ q: at(COMMON, run), sort: 'citations', page: '5', basic: since(COMMON, run) }, false)(store) },
  { name: 'no words: most cited + facets', call: (store, run) => articles({ sort: 'citations', facets: at(FILTERS, run), basic: since(FILTERS, run) })(store) },
  { name: 'no words: dates, newest', call: (store, run) => articles({ basic: [{ id: 'date_from', value: String(2010 + (run % 12)) }], sort: 'publication_date' })(store) },
  { name: 'one facet category (show more)', call: async (store, run) => (await store.articleFacets({ q: at(WORDS, run) }, 'journals'))[0]?.values.length ?? 0 },
  { name: 'journal search', call: async (store, run) => (await store.journals({ q: at(['bio', 'cell', 'j', 'energy', 'med'], run) }, { includeFacets: true })).total },
  { name: 'topic search', call: async (store, run) => (await store.topics({ q: at(WORDS, run) }, { includeFacets: true })).total },
  { name: 'award search', call: async (store, run) => (await store.awards({ q: at(['best paper', 'travel', 'young'], run) }, { includeFacets: true })).total },
  { name: 'journal finder', call: async (store, run) => (await store.journalFinder(at(MANUSCRIPTS, run))).matches.length },
  { name: 'export 100 (common word, newest)', call: async (store, run) => (await store.exportArticles({ q: at(COMMON, run), sort: 'publication_date', basic: since(COMMON, run) }, 100)).articles.length },
];


async function postgresSubject(url: string): Promise<{ store: SearchStore; seedMs: number | null; close(): Promise<void> }> {
  const { database, seedMs } = await seededPostgresBenchDatabase(url, ARTICLES);
  return { store: createPostgresSearchStore(database), seedMs, close: () => database.close() };
}

async function main(): Promise<void> {
  const sqliteStarted = performance.now();
  const bench = postgresOnly ? null : await seededBenchDatabase(ARTICLES, keepDir);
  const sqliteSeedMs = bench?.seedMs == null ? null : performance.now() - sqliteStarted;
  const cluster = givenUrl ? null : await startPostgresCluster();
  try {
    const postgres = await postgresSubject(givenUrl ?? (cluster as { url: string }).url);
    const db = bench ? openDatabase(bench.path) : null;
    const sqlite = db ? createSqliteStore(db).search : null;
    const stores: [string, SearchStore | null][] = [['SQLite', sqlite], ['PostgreSQL', postgres.store]];
    for (const [name, store] of stores) {
      if (!store) continue;
      const started = performance.now();
      await store.warm();
      console.log(`${name}: first search's preparation ${(performance.now() - started).toFixed(0)} ms`);
    }
    console.log(`\n${ARTICLES} generated articles (+ the real corpus); ${RUNS} runs per kind, the engines alternating; times in ms\n`);
    console.log(`${'search'.padEnd(38)} ${'SQLite p50'.padStart(10)} ${'p95'.padStart(8)}  ${'PostgreSQL p50'.padStart(14)} ${'p95'.padStart(8)}  ${'totals differ'.padStart(13)}`);
    for (const kind of only ? kinds.filter((k) => k.name.includes(only)) : kinds) {
      // Warm-up: a round of the rotation on each (the pages each input reads in the caches).
      for (let run = 0; run < 6; run++) for (const [, store] of stores) if (store) await kind.call(store, run + RUNS);
      const times: number[][] = [[], []];
      let differ = 0;
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        const totals: number[] = [0, 0];
        for (const i of order) {
          const store = (stores[i] as [string, SearchStore | null])[1];
          if (!store) continue;
          const started = performance.now();
          totals[i] = await kind.call(store, run);
          (times[i] as number[]).push(performance.now() - started);
        }
        if (sqlite && totals[0] !== totals[1]) differ++;
      }
      const [a, b] = times.map((list) => list.sort((x, y) => x - y)) as [number[], number[]];
      const f = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
      console.log(`${kind.name.padEnd(38)} ${f(percentile(a, 50)).padStart(10)} ${f(percentile(a, 95)).padStart(8)}  ${f(percentile(b, 50)).padStart(14)} ${f(percentile(b, 95)).padStart(8)}  ${String(differ).padStart(13)}`);
    }
    console.log(`\nseeding: SQLite ${bench === null ? 'not run' : sqliteSeedMs === null ? 'reused' : `${(sqliteSeedMs / 1000).toFixed(1)} s`}, PostgreSQL ${postgres.seedMs === null ? 'reused' : `${(postgres.seedMs / 1000).toFixed(1)} s`}`);
    db?.close();
    await postgres.close();
  } finally {
    await cluster?.stop();
    bench?.cleanup();
  }
}

await main();
