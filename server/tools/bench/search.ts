// Search benchmark (pnpm bench:search): seeds a temporary database with 200,000 generated articles
// (plus the real corpus), then times the API calls of four searches over repeated runs and prints
// p50 / p95 in milliseconds. A benchmark, not a test: it prints figures and passes/fails nothing.
//
//   node tools/bench/search.ts [--articles 200000] [--runs 60] [--scale 1000000] [--keep DIR] [--workers N]
//
// --scale N also runs at N articles, alternating run by run with the first size so that the shared
// machine's other work weighs on both alike, and prints the cost ratio N : --articles per search.
// --keep DIR keeps the databases in DIR and reuses one of the same size on the next run.
// --workers N runs the searches in a pool of N worker threads, as the server does (SEARCH_WORKERS);
// the default, 0, runs them on the benchmark's own thread.
// --database FILE uses that seeded database as it is (its generated articles are the size; no
// re-seed when the catalogue version has moved on since), to compare two builds on the same data.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../src/data/sqlite/database.ts';
import { createSqliteStore } from '../../src/catalogue/sqlite/sqliteStore.ts';
import { sqliteDatabase } from '../../src/data/sqlite/sqliteDatabase.ts';
import { seededBenchDatabase, type BenchDatabase } from './benchDatabase.ts';
import { searchApi } from '../../src/features/catalogueApi/search.ts';
import { createSearchPool } from '../../src/catalogue/search/searchPool.ts';
import { journalsApi } from '../../src/features/catalogueApi/journals.ts';
import { installErrorHandling } from '../../src/app/errorPolicy.ts';
import { RateLimiter, installRateLimiter } from '../../src/platform/limits/rateLimiter.ts';
import { distinctQueryLog } from './abuseQueryLog.ts';
import { percentile } from './percentile.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}
const keepIndex = process.argv.indexOf('--keep');
const keepDir = keepIndex >= 0 ? resolve(process.argv[keepIndex + 1] ?? '') : null;
const databaseIndex = process.argv.indexOf('--database');
const givenDatabase = databaseIndex >= 0 ? resolve(process.argv[databaseIndex + 1] ?? '') : null;
const ARTICLES = option('articles', 200_000);
const RUNS = option('runs', 60);
const SCALE = option('scale', 0);
const WORKERS = option('workers', 0);

// Inputs rotate so that no run repeats the previous one (there is no result cache, but the page cache is real).
const WORDS = ['microbiota', 'perovskite', 'malaria', 'glacier', 'entanglement', 'governance', 'hydrogels', 'tuberculosis', 'autophagy', 'microgrids', 'vaccine', 'graphene'];
const ADVANCED = [
  [{ id: 'title', value: 'cell' }, { id: 'abstract', value: 'stem', operator: 'AND' }, { id: 'authors', value: 'müller', operator: 'AND' }],
  [{ id: 'title', value: 'climate' }, { id: 'keywords', value: 'biodiversity', operator: 'OR' }, { id: 'authors', value: 'garcia', operator: 'AND' }],
  [{ id: 'abstract', value: 'diabetes' }, { id: 'title', value: 'older adults', operator: 'AND' }, { id: 'references', value: 'cohort', operator: 'NOT' }],
  [{ id: 'title', value: 'battery' }, { id: 'abstract', value: 'thermal', operator: 'AND' }, { id: 'affiliations', value: 'zurich', operator: 'AND' }],
];
const JOURNAL_FILTERS = [[], [{ id: 'journals', value: 'cells-and-development' }], [{ id: 'subjects', value: 'engineering' }], [{ id: 'article_types', value: 'review-article' }]];
const MANUSCRIPTS = [
  { title: 'Gut microbiota and type 2 diabetes in older adults', abstract: 'A prospective cohort of older adults with type 2 diabetes: gut microbiota diversity was associated with treatment response and glycaemic control.' },
  { title: 'Perovskite thin films for flexible solar cells', abstract: 'We report solvothermal synthesis of perovskite thin films with improved thermal stability and ionic conductivity for flexible electronics.' },
  { title: 'Glacier mass balance in the Alps from remote sensing', abstract: 'Remote sensing and long-term monitoring show accelerating glacier mass loss and changing groundwater recharge in alpine catchments.' },
  { title: 'Teacher wellbeing in multilingual classrooms', abstract: 'A mixed-methods study of secondary schools links teacher wellbeing and multilingual classroom practice to learning outcomes and inclusion.' },
];

interface Operation {
  name: string;
  request: (run: number) => { url: string; payload: unknown };
}

const queryLog = distinctQueryLog().map((body) => JSON.parse(body) as unknown);

const operations: Operation[] = [
  {
    name: 'query log (bench:abuse) as /search asks',
    // Every run a different search of the log (as many as RUNS): the throughput log, one reader at a time.
    request: (run) => ({ url: '/api/search/articles', payload: queryLog[run % queryLog.length] }),
  },
  {
    name: 'one-word query + all facet counts',
    request: (run) => ({ url: '/api/search/articles', payload: { query: { q: WORDS[run % WORDS.length] }, includeFacets: true } }),
  },
  {
    name: 'three-field advanced query + facets',
    request: (run) => ({ url: '/api/search/articles', payload: { query: { advanced: ADVANCED[run % ADVANCED.length] }, includeFacets: true } }),
  },
  {
    name: 'sort by most cited (all articles) + facets',
    request: (run) => ({ url: '/api/search/articles', payload: { query: { sort: 'citations', facets: JOURNAL_FILTERS[run % JOURNAL_FILTERS.length] }, includeFacets: true } }),
  },
  {
    name: 'journal finder',
    request: (run) => ({ url: '/api/journals/finder', payload: { matter: MANUSCRIPTS[run % MANUSCRIPTS.length] } }),
  },
];


interface Figures {
  articles: number;
  seedMs: number | null;
  firstQueryMs: number;
  results: { name: string; p50: number; p95: number; p99: number; mean: number; max: number; hits: number }[];
}

async function prepare(articles: number): Promise<BenchDatabase> {
  if (givenDatabase) {
    console.log(`using ${givenDatabase} as it is`);
    return { path: givenDatabase, seedMs: null, cleanup: () => {} };
  }
  return seededBenchDatabase(articles, keepDir);
}

interface Subject {
  articles: number;
  seedMs: number | null;
  firstQueryMs: number;
  call(url: string, payload: unknown): Promise<{ total?: number; matches?: unknown[] }>;
  close(): Promise<void>;
}

/** Seeds (or reuses) a database of this size and serves the search and journal calls over it. */
async function open(articles: number): Promise<Subject> {
  const { path, seedMs, cleanup } = await prepare(articles);
  const db = openDatabase(path);
  const local = createSqliteStore(db);
  const pool = WORKERS ? createSearchPool({ databasePath: path, workers: WORKERS }) : null;
  await pool?.warm();
  const store = pool ? { ...local, search: pool } : local;
  const app: FastifyInstance = Fastify();
  installErrorHandling(app);
  // Scale 0: no limits (a benchmark is one client hammering the search).
  installRateLimiter(app, new RateLimiter(sqliteDatabase(db, { ownsConnection: false }), 0));
  await app.register(searchApi, { prefix: '/api', store, publicUrl: 'http://localhost:3000' });
  await app.register(journalsApi, { prefix: '/api', store });
  await app.ready();
  const call = async (url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, payload: payload as object });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<{ total?: number; matches?: unknown[] }>();
  };
  // The first search loads the in-memory article index; reported apart from the runs.
  const started = performance.now();
  await call('/api/search/articles', { query: { q: 'warm' } });
  const firstQueryMs = performance.now() - started;
  return {
    articles,
    seedMs,
    firstQueryMs,
    call,
    async close() {
      await app.close();
      await pool?.close();
      db.close();
      cleanup();
    },
  };
}

/**
 * Times every operation on every subject. With two subjects (--scale) their runs alternate, run by
 * run, so that whatever else the shared machine is doing weighs on both sizes alike and the ratio
 * compares like with like.
 */
async function measure(subjects: Subject[]): Promise<Figures[]> {
  const figures: Figures[] = subjects.map((subject) => ({ articles: subject.articles, seedMs: subject.seedMs, firstQueryMs: subject.firstQueryMs, results: [] }));
  for (const operation of operations) {
    // Warm-up: three rounds of the rotation, so that the pages each input reads are in the page cache
    // (seeding or reading the other size may have pushed them out).
    for (let run = 0; run < 12; run++) {
      for (const subject of subjects) {
        const { url, payload } = operation.request(run);
        await subject.call(url, payload);
      }
    }
    const times = subjects.map(() => [] as number[]);
    const hits = subjects.map(() => 0);
    for (let run = 0; run < RUNS; run++) {
      const { url, payload } = operation.request(run);
      // Alternate which size goes first.
      const order = run % 2 === 0 ? subjects.map((_, i) => i) : subjects.map((_, i) => subjects.length - 1 - i);
      for (const i of order) {
        const subject = subjects[i] as Subject;
        const started = performance.now();
        const body = await subject.call(url, payload);
        (times[i] as number[]).push(performance.now() - started);
        hits[i] = (hits[i] as number) + (body.total ?? body.matches?.length ?? 0);
      }
    }
    subjects.forEach((_, i) => {
      const sorted = (times[i] as number[]).sort((a, b) => a - b);
      (figures[i] as Figures).results.push({
        name: operation.name,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
        max: sorted.at(-1) ?? NaN,
        hits: Math.round((hits[i] as number) / RUNS),
      });
    });
  }
  return figures;
}

function print(figures: Figures): void {
  console.log(`\n${figures.articles.toLocaleString('en')} generated articles, ${RUNS} runs per search (milliseconds, through the HTTP layer with app.inject)`);
  console.log(`first search (loads the article index): ${figures.firstQueryMs.toFixed(0)} ms`);
  console.log(`${'search'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'mean'.padStart(7)} ${'max'.padStart(7)}   avg hits`);
  for (const r of figures.results) {
    console.log(`${r.name.padEnd(44)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.mean.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)}   ${r.hits}`);
  }
}

console.log(`load average at the start ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
/** The generated articles of the given database (its size in the report). */
function givenSize(): number {
  const db = openDatabase(givenDatabase as string);
  const row = db.prepare("SELECT value FROM catalogue_info WHERE key = 'generatedArticles'").get() as { value: string } | undefined;
  db.close();
  return Number(row?.value ?? 0);
}

const subjects = [await open(givenDatabase ? givenSize() : ARTICLES)];
if (SCALE) subjects.push(await open(SCALE));
const [base, scaled] = await measure(subjects);
for (const subject of subjects) await subject.close();
console.log(`load average at the end ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
if (base) print(base);
if (base && scaled) {
  print(scaled);
  console.log(`\ncost ratio ${SCALE.toLocaleString('en')} : ${ARTICLES.toLocaleString('en')} articles, runs alternating between the two (goal: under 3)`);
  for (const r of scaled.results) {
    const b = base.results.find((x) => x.name === r.name);
    if (!b) continue;
    console.log(`${r.name.padEnd(44)} p50 ${(r.p50 / b.p50).toFixed(2)}x   p95 ${(r.p95 / b.p95).toFixed(2)}x`);
  }
}
