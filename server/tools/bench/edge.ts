// The edge bench (npm run bench:edge): page views through Varnish with the shipped VCL, in front of
// HAProxy and a server copy (tools/scaleOut/edgeSite.ts), next to the same views sent to a copy of the
// server alone (its own page cache, no shared cache), in the same run on the same database.
//
// Traffic: article pages of a catalogue of --articles generated articles with a Zipf popularity (the
// k-th most read article is read 1/k^s as often), and their journals' homes and issues' contents; 90 %
// of the views by anonymous readers (half of them with the consent, banner and cache-mode cookies a
// returning reader has), 10 % by signed-in readers (real accounts, signed in through the pages).
// Measured after a crawl (every page of the traffic once, as a reader without cookies asks for it, on
// each side: the caches in their steady state, where every page has been read before; --no-crawl
// leaves it out) and --warmup seconds of the same traffic: the hit ratio on anonymous views (goal ≥ 95 %),
// personal responses served from the cache (a signed-in reader's page as a hit, or any hit marked
// private or no-store: goal 0; then every page of the traffic asked for through the cache by a reader
// without cookies and by a returning reader, none of which may carry a signed-in reader's header),
// requests/s and latency through the cache and of the server alone, and
// the time from a publish (the import command run beside the site, which purges the cache after its
// commit) to the new article's page, its journal's home and its issue's contents fresh through the
// cache, counted from the commit (goal ≤ 2 s). The copies run without load shedding, so a view they cannot
// take at once waits instead of failing. A benchmark: it passes nothing.
//
//   node tools/bench/edge.ts [--no-crawl] [--cache-mb 1024] [--seconds 30] [--warmup 20] [--articles 10000] [--zipf 1] [--connections 16] [--publishes 5] [--report FILE]
import fs from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { startEdgeSite } from '../scaleOut/edgeSite.ts';
import { freePort, startCopy } from '../scaleOut/serverCopies.ts';
import { SIGNED_IN_HEADER, signedInReader } from '../scaleOut/siteClients.ts';
import { articlePackage, journalOfNewest, lastPublishedAt, returningReaderCookies, runImport } from '../scaleOut/importRun.ts';
import { haproxyVersion } from '../scaleOut/haproxyProcess.ts';
import { varnishVersion } from '../scaleOut/varnishProcess.ts';
import { percentile } from './percentile.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SECONDS = Number(argument('seconds') ?? 30);
const WARMUP = Number(argument('warmup') ?? 20);
const ARTICLES = Number(argument('articles') ?? 10_000);
const ZIPF = Number(argument('zipf') ?? 1);
const CONNECTIONS = Number(argument('connections') ?? 16);
const PUBLISHES = Number(argument('publishes') ?? 5);
const CRAWL = !process.argv.includes('--no-crawl');
/** Varnish's storage: the whole traffic's pages fit (production's example is 2 GB, docs/edge.md). */
const CACHE_MB = Number(argument('cache-mb') ?? 1024);
const SIGNED_IN_READERS = 4;
const reportPath = path.resolve(argument('report') ?? path.join(repositoryRoot, 'var', 'bench', 'edge-report.md'));

/** The same sequence of draws in every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws ranks 0..n-1 with P(k) ∝ 1/(k+1)^s. */
function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) cumulative[k] = total += 1 / (k + 1) ** s;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

interface Catalogue {
  /** Article pages, most read first (a shuffled order: popularity is not the catalogue's order). */
  articles: Array<{ path: string; journal: string; contents: string }>;
}

function readCatalogue(databasePath: string, random: () => number): Catalogue {
  const database = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const rows = database
      .prepare(
        `SELECT j.issn, v.volume, i.issue, a.identifier, j.name_system FROM articles a JOIN journals j ON j.id = a.journal_id
         JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id WHERE j.is_public = 1`,
      )
      .all() as Array<{ issn: string; volume: number; issue: string; identifier: string; name_system: string }>;
    const articles = rows.map((row) => ({ path: `/${row.issn}/${row.volume}/${row.issue}/${row.identifier}`, journal: `/journal/${row.name_system}`, contents: `/${row.issn}/${row.volume}/${row.issue}` }));
    for (let at = articles.length - 1; at > 0; at -= 1) {
      const other = Math.floor(random() * (at + 1));
      [articles[at], articles[other]] = [articles[other]!, articles[at]!];
    }
    return { articles };
  } finally {
    database.close();
  }
}

type Reader = 'anonymous' | 'returning' | 'signed-in';

interface Tally {
  requests: number;
  errors: number;
  byReader: Record<Reader, { views: number; hits: number }>;
  /** Responses from the cache that were someone's own: a signed-in reader's hit, or a hit marked private/no-store. */
  personalHits: number;
  statuses: Map<number, number>;
}

/** One run of the traffic at `origin` for `seconds`. */
async function views(origin: string, seconds: number, catalogue: Catalogue, sessions: string[], seed: number) {
  const random = mulberry32(seed);
  const rank = zipfSampler(catalogue.articles.length, ZIPF, random);
  const tally: Tally = { requests: 0, errors: 0, byReader: { anonymous: { views: 0, hits: 0 }, returning: { views: 0, hits: 0 }, 'signed-in': { views: 0, hits: 0 } }, personalHits: 0, statuses: new Map() };
  const pick = (): { path: string; reader: Reader; cookie?: string } => {
    const article = catalogue.articles[rank()]!;
    const where = random();
    // Most views are of articles; some of the article's journal home and issue contents.
    const target = where < 0.8 ? article.path : where < 0.9 ? article.journal : article.contents;
    const who = random();
    if (who < 0.1) return { path: target, reader: 'signed-in', cookie: sessions[Math.floor(random() * sessions.length)]! };
    if (who < 0.55) return { path: target, reader: 'returning', cookie: returningReaderCookies };
    return { path: target, reader: 'anonymous' };
  };
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const view = pick();
          (context as { reader?: Reader }).reader = view.reader;
          const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:edge' };
          if (view.cookie) headers.cookie = view.cookie;
          return { ...request, path: view.path, headers };
        },
        onResponse: (status, _body, context, raw = {}) => {
          const reader = (context as { reader: Reader }).reader;
          // autocannon keeps the names as sent (Varnish writes X-Cache).
          const headers = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), value]));
          const hit = headers['x-cache'] === 'hit';
          tally.requests += 1;
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          // A view the site failed to answer (5xx) is counted apart: neither a hit nor a miss of a page.
          if (status >= 500) return;
          tally.byReader[reader].views += 1;
          if (hit) tally.byReader[reader].hits += 1;
          if (hit && (reader === 'signed-in' || /\b(private|no-store)\b/.test(String(headers['cache-control'] ?? '')))) tally.personalHits += 1;
        },
      },
    ],
  });
  const failed = [...tally.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  return { tally, rate: result.requests.average, answered: (tally.requests - failed) / seconds, failed, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts };
}

/** Every page of the traffic once, as a reader without cookies asks for it; the seconds it took. */
async function crawl(origin: string, catalogue: Catalogue): Promise<number> {
  const paths = [...new Set(catalogue.articles.flatMap((article) => [article.path, article.journal, article.contents]))];
  let next = 0;
  const started = performance.now();
  await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: paths.length,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]!, headers: { 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:edge' } }) }],
  });
  return (performance.now() - started) / 1000;
}

/**
 * Every page of the traffic through the cache, as a reader without cookies and as a returning reader
 * ask for it, after the signed-in readers' views: the pages that carried a signed-in reader's header
 * (someone's own page served to another), and how many were asked for.
 */
async function sweep(origin: string, catalogue: Catalogue): Promise<{ asked: number; personal: string[]; notRead: number }> {
  const paths = [...new Set(catalogue.articles.flatMap((article) => [article.path, article.journal, article.contents]))];
  const asks = paths.flatMap((page) => [{ page, cookie: undefined }, { page, cookie: returningReaderCookies }]);
  const personal: string[] = [];
  // A page the site did not answer with itself (an error, a refusal) says nothing either way: counted apart.
  let notRead = 0;
  let next = 0;
  const worker = async () => {
    while (next < asks.length) {
      const { page, cookie } = asks[next++]!;
      const response = await fetch(`${origin}${page}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:edge', ...(cookie ? { cookie } : {}) } });
      const html = await response.text();
      if (response.status !== 200) notRead += 1;
      else if (SIGNED_IN_HEADER.test(html)) personal.push(`${page}${cookie ? ' (returning reader)' : ''}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { asked: asks.length, personal, notRead };
}

/** The most read article page alone, as anonymous readers ask for it: what each side answers when every view is of a kept page. */
async function topPage(origin: string, path: string, seconds: number) {
  const result = await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:edge' } });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * A publish through the import command: a first article of the `n`-th newest article's journal (its
 * issue and next address are then known), the pages cached, then a second article; ms from the
 * second's commit until its page, its journal's home and its issue's contents show it through the cache.
 */
async function publishSeen(env: NodeJS.ProcessEnv, origin: string, packages: string, n: number): Promise<number> {
  const databasePath = env.DATABASE_PATH!;
  const journal = journalOfNewest(databasePath, n);
  const today = new Date().toISOString().slice(0, 10);
  const run = `${Date.now()}.${n}`;
  const [first] = await runImport(env, [articlePackage(packages, `first-${run}`, { doi: `10.5555/bench-edge.${run}.1`, issn: journal.issn, date: today, title: `bench:edge issue ${run}` })]);
  const firstPath = new URL(first!.url!).pathname;
  const contents = firstPath.split('/').slice(0, 4).join('/');
  const pages = [`${contents}/${Number(firstPath.split('/')[4]) + 1}`, `/journal/${journal.nameSystem}`, contents];
  for (const page of pages) await (await fetch(`${origin}${page}`)).arrayBuffer();
  const title = `bench:edge publish ${run}`;
  const seenAt = new Map<string, number>();
  const watching = Promise.all(
    pages.map(async (page) => {
      const started = performance.now();
      while (!(await (await fetch(`${origin}${page}`)).text()).includes(title)) {
        if (performance.now() - started > 60_000) throw new Error(`${page} did not show the publish within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      seenAt.set(page, Date.now());
    }),
  );
  await runImport(env, [articlePackage(packages, `second-${run}`, { doi: `10.5555/bench-edge.${run}.2`, issn: journal.issn, date: today, title })]);
  await watching;
  return Math.max(...seenAt.values()) - lastPublishedAt(databasePath);
}

const dir = temporaryDir('bench-edge');
const startedAt = new Date();
console.log(`seeding ${ARTICLES} articles and starting Varnish, HAProxy and two server copies (one behind the cache, one alone)…`);
// No load shedding: a view the server cannot take at once waits (its latency says so) rather than
// failing with 503, so both sides answer every view and their rates compare.
const edge = await startEdgeSite({ databaseUrl: null, dir, copies: 1, cacheMb: CACHE_MB, env: { SEED_ARTICLES: String(ARTICLES), RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'error', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' } });
// The server alone: the same database and builds, no shared cache in front (its own page cache on).
const alone = await startCopy(edge.site, 1, await freePort(), { CACHE_PURGE_VARNISH: '' });
try {
  const catalogue = readCatalogue(edge.site.env.DATABASE_PATH!, mulberry32(1996));
  console.log(`${catalogue.articles.length} articles; signing in ${SIGNED_IN_READERS} readers…`);
  const sessions: string[] = [];
  for (let n = 0; n < SIGNED_IN_READERS; n += 1) {
    const { reader } = await signedInReader(edge.varnish.origin, edge.copies.map((copy) => copy.outboxDir), `bench.edge.${n}.${Date.now()}@example.org`, '/');
    sessions.push([...reader.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  }
  const loads: number[] = [loadavg()[0] ?? 0];
  const crawled = { cache: 0, alone: 0 };
  if (CRAWL) {
    console.log('crawling every page once, through the cache and on the server alone');
    crawled.cache = await crawl(edge.varnish.origin, catalogue);
    crawled.alone = await crawl(alone.origin, catalogue);
  }
  console.log(`warming up: ${WARMUP} s through the cache, ${WARMUP} s on the server alone`);
  await views(edge.varnish.origin, WARMUP, catalogue, sessions, 1);
  await views(alone.origin, WARMUP, catalogue, sessions, 1);
  console.log(`measuring: ${SECONDS} s through the cache`);
  loads.push(loadavg()[0] ?? 0);
  const cached = await views(edge.varnish.origin, SECONDS, catalogue, sessions, 2);
  const store = edge.varnish.counters(['MAIN.n_object', 'MAIN.n_lru_nuked', 'SMA.s0.g_bytes']);
  console.log('every page through the cache, without cookies and as a returning reader: no signed-in header');
  const swept = await sweep(edge.varnish.origin, catalogue);
  console.log(`measuring: ${SECONDS} s on the server alone`);
  loads.push(loadavg()[0] ?? 0);
  const bare = await views(alone.origin, SECONDS, catalogue, sessions, 2);
  const top = catalogue.articles[0]!;
  console.log(`the most read article alone: ${SECONDS / 3} s through the cache, ${SECONDS / 3} s on the server alone; then its journal's home`);
  const topCached = await topPage(edge.varnish.origin, top.path, SECONDS / 3);
  const topBare = await topPage(alone.origin, top.path, SECONDS / 3);
  // A kept page with no view to count: an article page through Varnish includes one (ESI) from the server.
  const homeCached = await topPage(edge.varnish.origin, top.journal, SECONDS / 3);
  const homeBare = await topPage(alone.origin, top.journal, SECONDS / 3);
  console.log(`${PUBLISHES} publishes, each timed until fresh through the cache`);
  const freshMs: number[] = [];
  const packages = temporaryDir('bench-edge-packages');
  for (let n = 0; n < PUBLISHES; n += 1) freshMs.push(await publishSeen(edge.site.env, edge.varnish.origin, packages, n));
  fs.rmSync(packages, { recursive: true, force: true });

  const anonymous = cached.tally.byReader.anonymous;
  const returning = cached.tally.byReader.returning;
  const anonymousViews = anonymous.views + returning.views;
  const hitRatio = anonymousViews ? (anonymous.hits + returning.hits) / anonymousViews : 0;
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  const sortedFresh = [...freshMs].sort((a, b) => a - b);
  const report = [
    `# Edge bench, ${startedAt.toISOString()}`,
    '',
    `Varnish ${varnishVersion()} (deploy/varnish/default.vcl) → HAProxy ${haproxyVersion()} (deploy/haproxy/haproxy.cfg) → one server copy; beside it a second copy alone (its own page cache). ` +
      `SQLite, ${catalogue.articles.length} articles (${ARTICLES} generated and the corpus), Zipf s=${ZIPF} over them; 80 % article pages, 10 % their journal homes, 10 % their issues' contents; ` +
      `45 % anonymous readers, 45 % returning readers with consent, banner and cache-mode cookies, 10 % signed in (${SIGNED_IN_READERS} accounts). autocannon, ${CONNECTIONS} connections. ` +
      `${CRAWL ? `Every page once first (${crawled.cache.toFixed(0)} s through the cache, ${crawled.alone.toFixed(0)} s on the server alone), then ` : 'No crawl; '}${WARMUP} s of warm-up each, then ${SECONDS} s each. ${availableParallelism()} CPUs shared with other work; load average (1 min) at the start, before the cache run, before the server-alone run: ${loads.map((load) => load.toFixed(2)).join(', ')}.`,
    '',
    '| | views answered/s (2xx-4xx) | × server alone | requests/s | 5xx | p50 ms | p99 ms | errors, timeouts |',
    '|---|---|---|---|---|---|---|---|',
    `| through the cache | ${cached.answered.toFixed(1)} | ${(cached.answered / bare.answered).toFixed(2)} | ${cached.rate.toFixed(0)} | ${cached.failed} | ${cached.p50} | ${cached.p99} | ${cached.errors} |`,
    `| server alone | ${bare.answered.toFixed(1)} | 1.00 | ${bare.rate.toFixed(0)} | ${bare.failed} | ${bare.p50} | ${bare.p99} | ${bare.errors} |`,
    `| the most read article alone, through the cache | ${topCached.rate.toFixed(0)} | ${(topCached.rate / topBare.rate).toFixed(2)} | ${topCached.rate.toFixed(0)} | ${topCached.errors} (non-2xx and errors) | ${topCached.p50} | ${topCached.p99} | |`,
    `| the most read article alone, server alone (its page cache) | ${topBare.rate.toFixed(0)} | 1.00 | ${topBare.rate.toFixed(0)} | ${topBare.errors} (non-2xx and errors) | ${topBare.p50} | ${topBare.p99} | |`,
    `| its journal's home alone, through the cache | ${homeCached.rate.toFixed(0)} | ${(homeCached.rate / homeBare.rate).toFixed(2)} | ${homeCached.rate.toFixed(0)} | ${homeCached.errors} (non-2xx and errors) | ${homeCached.p50} | ${homeCached.p99} | |`,
    `| its journal's home alone, server alone (its page cache) | ${homeBare.rate.toFixed(0)} | 1.00 | ${homeBare.rate.toFixed(0)} | ${homeBare.errors} (non-2xx and errors) | ${homeBare.p50} | ${homeBare.p99} | |`,
    '',
    `- Hit ratio on anonymous views: **${pct(hitRatio)}** (goal ≥ 95 %): readers without cookies ${pct(anonymous.views ? anonymous.hits / anonymous.views : 0)} of ${anonymous.views}, returning readers with cookies ${pct(returning.views ? returning.hits / returning.views : 0)} of ${returning.views}.`,
    `- Varnish's storage (malloc, ${CACHE_MB} MB) after the measured run: ${store['MAIN.n_object']} objects in ${(store['SMA.s0.g_bytes']! / 2 ** 20).toFixed(0)} MB, ${store['MAIN.n_lru_nuked']} evicted to make room.`,
    `- Personal responses served from the cache: **${cached.tally.personalHits}** (goal 0); signed-in views ${cached.tally.byReader['signed-in'].views}, of them hits ${cached.tally.byReader['signed-in'].hits}.`,
    `- Pages through the cache after the run, every page of the traffic asked for by a reader without cookies and by a returning reader: **${swept.personal.length}** of ${swept.asked} carried a signed-in reader's header (goal 0)${swept.personal.length ? `: ${swept.personal.slice(0, 10).join(', ')}` : ''}; ${swept.notRead} answered other than 200, not read.`,
    `- Statuses through the cache: ${[...cached.tally.statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}; of the server alone: ${[...bare.tally.statuses].map(([status, count]) => `${status}: ${count}`).join(', ')} (the hit ratio counts answered views: 2xx to 4xx).`,
    `- From a publish's commit (the import command) to its article page, journal home and issue contents fresh through the cache: median ${percentile(sortedFresh, 50).toFixed(0)} ms, worst ${sortedFresh.at(-1)?.toFixed(0)} ms of ${PUBLISHES} (goal ≤ 2000 ms): ${freshMs.map((ms) => ms.toFixed(0)).join(', ')} ms.`,
  ];
  fs.mkdirSync(path.dirname(reportPath), { recursive: true });
  fs.writeFileSync(reportPath, `${report.join('\n')}\n`);
  console.log(`\n${report.join('\n')}\n\n(written to ${path.relative(repositoryRoot, reportPath)})`);
} finally {
  await alone.stop();
  await edge.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
