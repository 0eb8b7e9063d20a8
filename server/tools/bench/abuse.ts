// Abuse benchmark (pnpm bench:abuse): starts the real server (node src/app/main.ts) on
// loopback over a seeded database, then
//   1. times GET / and GET /api/journals/public alone (the baseline),
//   2. times them again while adversarial searches and a sign-in flood run against the server,
//   3. measures search throughput with autocannon: 50 connections of {"query":{"q":"cell"}}, then of the
//      distinct query log (abuseQueryLog.ts) as fast as the server answers,
//   4. offers the distinct query log at a fixed rate (--rate, 500 searches/s, the goal) over at
//      most 50 connections, arriving as readers do (openLoad.ts), and reports the latencies at that rate:
//      once on a server just started, once on one warmed by searches of other words (warmUpQueryLog),
//      whose latencies it reports too (words off the log, many of them without a word list).
// Each distinct-query phase starts on a freshly started server, so that no search of the log finds its
// selection kept in a worker's memo (selection.ts) by an earlier phase; within a phase the log's pages
// 2-5 of a word do, as a reader's paging does.
// Rate limits are off (RATE_LIMIT_SCALE=0) in phases 1-3: one address plays what would be many, so
// the figures show what the search bounds and workers hold, not what the limits turn away.
// A benchmark, not a test: it prints figures (and writes them to --report) and passes nothing.
//
//   node tools/bench/abuse.ts [--database FILE | --postgres-url URL [--articles N]] [--seconds 20] [--rate 500] [--searches-only] [--report FILE] [--server-dir DIR] [--browser ROUNDS]
//
// --browser ROUNDS then times, in headless Chromium, a facet toggled and a page changed on /search
// (abuseBrowser.ts), ROUNDS words of the query log, each toggle and page change from the click to the
// new results on the screen.
//
// --searches-only skips phases 1 and 2.
//
// --server-dir runs another checkout's server (its src/app/main.ts) for a before/after comparison.
//
// Without --database it seeds a temporary one with the default catalogue (SEED_ARTICLES, 3,000).
// A given database is used as it is: if it was seeded at another catalogue version than the server's
// seed knows, its version is set to the server's first, or the server would re-seed it on start (a
// million-article file replaced by 3,000 articles).
//
// --postgres-url URL runs the server on that PostgreSQL database instead (DATABASE_URL), holding the
// bench catalogue of --articles N generated articles (1,000,000 unless given; benchDatabase.ts): reused
// when it does, seeded first when it does not (most of an hour at a million), its word lists built
// when they are missing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { prepareBenchDatabase, startBenchServer, stopBenchServer } from './benchServer.ts';
import { distinctQueryLog, warmUpQueryLog } from './abuseQueryLog.ts';
import { openLoad } from './openLoad.ts';
import { percentile } from './percentile.ts';
import { browserTimings } from './abuseBrowser.ts';
import { searchAttack, searchAttacks, signInAttack, type AttackOutcome } from './abuseAttacks.ts';
import { adoptCatalogueVersion } from '../../test-support/catalogue/sqlite/benchFiles.ts';
import { seededPostgresBenchDatabase } from './benchDatabase.ts';
import { clusterCpuSeconds, localPostmasterOf, machineBusySeconds, processCpuSeconds } from './processCpu.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SECONDS = Number(argument('seconds') ?? 20);
const BROWSER_ROUNDS = Number(argument('browser') ?? 0);
const RATE = Number(argument('rate') ?? 500);
const SEARCHES_ONLY = process.argv.includes('--searches-only');
const databaseArgument = argument('database');
const postgresUrl = argument('postgres-url');
const POSTGRES_ARTICLES = Number(argument('articles') ?? 1_000_000);
const reportPath = resolve(argument('report') ?? join(repositoryRoot, 'var', 'bench', 'abuse-report.md'));
const serverDir = resolve(argument('server-dir') ?? join(repositoryRoot, 'server'));

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
};
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

/** The server's database: the SQLite file (given or seeded), or the PostgreSQL database of --postgres-url made ready. */
async function prepareDatabase(): Promise<{ path: string; cleanup: () => void }> {
  if (!postgresUrl) return prepareBenchDatabase(serverDir, databaseArgument, 'abuse');
  if (!Number.isInteger(POSTGRES_ARTICLES) || POSTGRES_ARTICLES <= 0) throw new Error('--articles needs a whole number');
  const { database } = await seededPostgresBenchDatabase(postgresUrl, POSTGRES_ARTICLES);
  await database.close();
  // The server reads nothing of a SQLite file with DATABASE_URL set; a path of its own all the same.
  return { path: join(tmpdir(), 'oap-abuse-unused.sqlite'), cleanup: () => {} };
}

/** Makes the server at `serverDir` take the given database's catalogue as its own (see the note above). */
async function adoptDatabase(path: string): Promise<void> {
  const { CATALOGUE_VERSION } = (await import(join(serverDir, 'src/catalogue/seed/seedDatabase.ts'))) as { CATALOGUE_VERSION: string };
  const was = adoptCatalogueVersion(path, CATALOGUE_VERSION);
  if (was !== null) console.log(`${path}: catalogue version ${was}, the server's ${CATALOGUE_VERSION}: used as it is`);
}
const startServer = (databasePath: string) => startBenchServer(serverDir, databasePath, postgresUrl ? { DATABASE_URL: postgresUrl } : {});

/** Times GET / and GET /api/journals/public in turn, one at a time, until `until`. */
async function probe(base: string, until: number): Promise<{ page: number[]; api: number[]; failures: number }> {
  const page: number[] = [];
  const api: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    for (const [url, into] of [[`${base}/`, page], [`${base}/api/journals/public`, api]] as const) {
      const started = performance.now();
      const response = await fetch(url).catch(() => null);
      await response?.arrayBuffer();
      if (!response?.ok) failures++;
      into.push(performance.now() - started);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { page, api, failures };
}

async function underAttack(base: string, until: number) {
  // Requests still running when the phase ends are aborted (status 0 in the report).
  const controller = new AbortController();
  const stop = setTimeout(() => controller.abort(), until - Date.now());
  const outcomes = new Map<string, AttackOutcome[]>();
  const record = (name: string, outcome: AttackOutcome) => {
    const list = outcomes.get(name) ?? [];
    list.push(outcome);
    outcomes.set(name, list);
  };
  // Four attackers cycle through the searches; two flood sign-in for one victim account.
  const searchers = Array.from({ length: 4 }, async (_, worker) => {
    for (let i = worker; Date.now() < until; i++) {
      const attack = searchAttacks[i % searchAttacks.length]!;
      record(attack.name, await searchAttack(base, attack.body, controller.signal));
    }
  });
  const signIns = Array.from({ length: 2 }, async () => {
    while (Date.now() < until) record('sign-in flood (start, page, wrong password)', await signInAttack(base, 'victim@example.org', controller.signal));
  });
  const probes = await probe(base, until);
  await Promise.all([...searchers, ...signIns]);
  clearTimeout(stop);
  return { probes, outcomes };
}

const distinctQueries = distinctQueryLog();

/** The repeated search: /search?q=cell as the page asks for it. */
const repeatedQuery = JSON.stringify({ query: { page: '1', sort: 'relevancy', resultsPerPage: 10, q: 'cell' }, includeFacets: true });

/** Search throughput at 50 connections: one query repeated, or distinct queries (every search runs). */
async function throughput(base: string, distinct: boolean): Promise<autocannon.Result> {
  let next = 0;
  const path = '/api/search/articles';
  const headers = { 'content-type': 'application/json' };
  return autocannon({
    url: base,
    connections: 50,
    duration: SECONDS,
    // setupRequest belongs to a request entry: it gives each request the next distinct query.
    requests: [
      distinct
        ? { method: 'POST', path, headers, setupRequest: (request: autocannon.Request) => ({ ...request, body: distinctQueries[next++ % distinctQueries.length] as string }) }
        : { method: 'POST', path, headers, body: repeatedQuery },
    ],
  });
}

/** The local PostgreSQL cluster of --postgres-url, whose CPU the search phases count. */
const postmaster = postgresUrl ? localPostmasterOf(postgresUrl) : null;

/**
 * Runs a search phase and says what each answered search cost in CPU: the server process (its threads
 * included), the local PostgreSQL cluster, and the whole machine (the load generator and anything else
 * running). What one search costs where tells how many searches a core serves, on a machine of any size.
 */
async function withCpu<T>(phase: () => Promise<T>, answered: (result: T) => number): Promise<{ result: T; cpu: string }> {
  const pid = server.child.pid;
  const before = { server: processCpuSeconds(pid), postgres: clusterCpuSeconds(postmaster), machine: machineBusySeconds() };
  const result = await phase();
  const count = answered(result);
  const per = (now: number, was: number) => `${(((now - was) * 1000) / Math.max(1, count)).toFixed(2)} ms`;
  const postgres = postmaster === null ? '' : `, PostgreSQL ${per(clusterCpuSeconds(postmaster), before.postgres)}`;
  return { result, cpu: `CPU per answered search: server ${per(processCpuSeconds(pid), before.server)}${postgres}, the whole machine ${per(machineBusySeconds(), before.machine)}.` };
}

const { path: databasePath, cleanup } = await prepareDatabase();
if (databaseArgument && !postgresUrl) await adoptDatabase(databasePath);
let server = await startServer(databasePath);
/** A freshly started server: nothing kept in its workers' memos or its search cache. */
const restart = async () => {
  await stopBenchServer(server);
  server = await startServer(databasePath);
  return server.base;
};
const { base } = server;
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};
try {
  say(`# Abuse benchmark, ${new Date().toISOString()}`);
  say();
  say(`Database: ${postgresUrl ? `PostgreSQL ${new URL(postgresUrl).pathname.slice(1)} (${POSTGRES_ARTICLES} generated articles)` : databasePath}. Phases of ${SECONDS} s. Server: ${serverDir}/src/app/main.ts, rate limits off. Times in ms.`);
  say(`${availableParallelism()} cores; load average at the start ${loadavg().map((value) => value.toFixed(2)).join(' ')} (1, 5, 15 minutes: other work on the machine).`);
  say();
  if (!SEARCHES_ONLY) {
    const quiet = await probe(base, Date.now() + SECONDS * 1000);
    const attacked = await underAttack(base, Date.now() + SECONDS * 1000);
    say('| probe | alone p50 / p99 / max | under attack p50 / p99 / max | failed under attack |');
    say('|---|---|---|---|');
    for (const [label, alone, loaded] of [['GET /', quiet.page, attacked.probes.page], ['GET /api/journals/public', quiet.api, attacked.probes.api]] as const) {
      const a = summary(alone);
      const b = summary(loaded);
      say(`| ${label} | ${ms(a.p50)} / ${ms(a.p99)} / ${ms(a.max)} (n=${a.n}) | ${ms(b.p50)} / ${ms(b.p99)} / ${ms(b.max)} (n=${b.n}) | ${attacked.probes.failures} |`);
    }
    say();
    say('Attack statuses: 0 is a request aborted when the phase ended.');
    say();
    say('| attack | requests | statuses | p50 / p99 / max |');
    say('|---|---|---|---|');
    for (const [name, list] of attacked.outcomes) {
      const statuses = new Map<number, number>();
      for (const outcome of list) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      const s = summary(list.map((outcome) => outcome.ms));
      say(`| ${name} | ${list.length} | ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')} | ${ms(s.p50)} / ${ms(s.p99)} / ${ms(s.max)} |`);
    }
    say();
  }
  const line = (label: string, result: autocannon.Result) =>
    `${label}: ${result.requests.average.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts.`;
  say(line(`Search throughput, 50 connections, ${SECONDS} s, ${repeatedQuery} repeated (the search cache answers)`, await throughput(base, false)));
  say();
  const log = `${distinctQueries.length} distinct queries (a topic word, pages 1-5, two sorts, with facet counts as /search asks)`;
  const fresh = await restart();
  const distinct = await withCpu(() => throughput(fresh, true), (result) => result.requests.total);
  say(`${line(`Search throughput, 50 connections, ${SECONDS} s, fresh server, ${log}, none repeated within the run unless it outlasts them`, distinct.result)} ${distinct.cpu}`);
  say();
  // No longer than the log lasts at this rate: every search of the phase is a distinct one. Twice: on
  // a server just started, and on one that has first answered the warm-up log's other words at the
  // same rate (as a server that has been up for a while has), the log's words new to both.
  const warmUp = warmUpQueryLog();
  for (const warmed of [false, true]) {
    const base = await restart();
    const offer = (bodies: string[], seconds: number) =>
      openLoad({ base, path: '/api/search/articles', bodies, rate: RATE, seconds, connections: 50, warmPath: '/healthz' });
    if (warmed) {
      const warming = await offer(warmUp, warmUp.length / RATE);
      const at = (p: number) => ms(percentile(warming.latencies, p));
      say(
        `Searches offered at ${RATE}/s on a server just started, ${warmUp.length} of words off the log (setting and section words and surnames, pages 1 and 2; ` +
          `on PostgreSQL many have no word list): ${warming.throughput.toFixed(0)} answered/s, latency from each search's due time p50 ${at(50)} ms, p99 ${at(99)} ms, max ${at(100)} ms, ` +
          `${warming.non2xx} non-2xx, ${warming.errors} errors.`,
      );
      say();
    }
    const { result: rated, cpu } = await withCpu(
      () => offer(distinctQueries, Math.min(SECONDS, Math.floor(distinctQueries.length / RATE))),
      (result) => result.latencies.length - result.errors,
    );
    const at = (p: number) => ms(percentile(rated.latencies, p));
    say(
      `Searches offered at ${RATE}/s (Poisson arrivals, at most 50 connections), ${rated.seconds.toFixed(1)} s, ` +
        `${warmed ? `server warmed by ${warmUp.length} searches of other words at that rate` : 'server just started'}, ${log}, none repeated: ` +
        `${rated.offered} offered, ${rated.throughput.toFixed(0)} answered/s, latency from each search's due time p50 ${at(50)} ms, p90 ${at(90)} ms, p99 ${at(99)} ms, max ${at(100)} ms, ` +
        `${rated.non2xx} non-2xx, ${rated.errors} errors. Largest latency of the searches due in each second: ${rated.worstBySecond.map((value) => value.toFixed(0)).join(', ')} ms. ${cpu}`,
    );
    say();
  }
  if (BROWSER_ROUNDS > 0) {
    // On a fresh server, words in the log's last order, so neither its search cache nor a worker's memo has them.
    const words = [...new Set(distinctQueries.map((body) => (JSON.parse(body) as { query: { q: string } }).query.q))].reverse();
    const timings = await browserTimings(await restart(), words, BROWSER_ROUNDS);
    for (const [label, values] of [
      ['facet toggled (applied or removed), click event to the first frame with the new results', timings.facet],
      ['page changed, click event to the first frame with the new results', timings.page],
      ["facet toggled, from the test driver's click call (its visibility and stability waits included, as timed before)", timings.facetByDriver],
      ["page changed, from the test driver's click call", timings.pageByDriver],
    ] as const) {
      const s = summary(values);
      say(`In Chromium, ${label}: p50 ${ms(s.p50)} ms, p95 ${ms(percentile([...values].sort((a, b) => a - b), 95))} ms, max ${ms(s.max)} ms (n=${s.n}).`);
    }
    say();
  }
  say(`Load average at the end ${loadavg().map((value) => value.toFixed(2)).join(' ')}.`);
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${lines.join('\n')}\n`);
  console.log(`\nreport written to ${reportPath}`);
} finally {
  await stopBenchServer(server);
  cleanup();
}
