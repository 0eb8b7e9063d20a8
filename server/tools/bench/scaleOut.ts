// Scale-out throughput (pnpm bench:scale-out): page and API requests/s through HAProxy
// (the shipped deploy/haproxy/haproxy.cfg) with one server copy and with two, on PostgreSQL and on SQLite, side by side.
// Every configuration's processes run throughout (an idle copy costs nothing) and each line is
// measured on each configuration right after the other, the order reversed every other round, so the
// machine's other load weighs on them alike. The copies of an engine are the same processes in both
// configurations: "one server" is a proxy with the first copy behind it, "two servers" one with both.
//
// For every measurement it reads the CPU time each part used (/proc): the load generator (autocannon,
// in this process), the proxy (a process of its own), the server copies and the PostgreSQL cluster
// (when it runs on this machine), and reports it per request: where the cores went.
//
//   node tools/bench/scaleOut.ts [--seconds 8] [--warmup 2] [--rounds 2] [--connections 32]
//                              [--slow-connections 8] [--articles 3000] [--configs postgres:1,postgres:2,sqlite:1,sqlite:2]
//                              [--lines page,render,api,search] [--database-url URL] [--report FILE]
//
// Lines: page (the eLife article page, kept by the page cache, asked for compressed as browsers do),
// render (the same page with a new query string each time: a server render each), api (a journal's
// home call, kept as JSON text), search (a distinct article search each time, with facets).
// Without --database-url a throwaway PostgreSQL cluster is started on loopback and removed after.
// Goal: two servers ≥ 1.6 × one server's requests/s. A benchmark: it passes nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { freePort, prepareSharedSite, startCopy, type ServerCopy } from '../scaleOut/serverCopies.ts';
import { haproxyVersion, startHaproxy, type HaproxyProcess } from '../scaleOut/haproxyProcess.ts';
import { startPostgresCluster } from '../../test-support/postgresServer.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { distinctQueryLog } from './abuseQueryLog.ts';
import { clusterCpuSeconds, localPostmasterOf, machineBusySeconds, processCpuSeconds } from './processCpu.ts';
import { BENCH_ARTICLE_DOI } from './benchServer.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SECONDS = Number(argument('seconds') ?? 8);
const WARMUP = Number(argument('warmup') ?? 2);
const ROUNDS = Number(argument('rounds') ?? 2);
const CONNECTIONS = Number(argument('connections') ?? 32);
const SLOW_CONNECTIONS = Number(argument('slow-connections') ?? 8);
const ARTICLES = Number(argument('articles') ?? 3000);
const reportPath = path.resolve(argument('report') ?? path.join(repositoryRoot, 'var', 'bench', 'scale-out-report.md'));
const configNames = (argument('configs') ?? 'postgres:1,postgres:2,sqlite:1,sqlite:2').split(',').map((entry) => entry.trim());
const lineNames = (argument('lines') ?? 'page,render,api,search').split(',').map((entry) => entry.trim());

/** bench:pages's article (BENCH_ARTICLE_DOI) where the seed put it, found by search; else the newest article. */
let article = '';
/** The path of bench:pages's article on the site at `origin`, or of its newest article when the seed did not put that one there. */
async function benchArticleOn(origin: string): Promise<string> {
  const search = { query: { q: 'polycomb repressive complex' } };
  const found = (await (await fetch(`${origin}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(search) })).json()) as { items?: { doi: string; path: string }[] };
  const hit = found.items?.find((item) => item.doi === BENCH_ARTICLE_DOI);
  if (hit) return hit.path;
  return ((await (await fetch(`${origin}/api/articles/latest`)).json()) as { path: string }[])[0]!.path;
}

type Engine = 'postgres' | 'sqlite';
interface Config {
  name: string;
  engine: Engine;
  copies: number;
  proxy?: HaproxyProcess;
}
const configs: Config[] = configNames.map((name) => {
  const [engine, count] = name.split(':');
  if ((engine !== 'postgres' && engine !== 'sqlite') || !['1', '2'].includes(count ?? '')) throw new Error(`--configs: "${name}" is not postgres:1, postgres:2, sqlite:1 or sqlite:2`);
  return { name, engine, copies: Number(count) };
});

/** Distinct searches, none answered from a cache; the position goes on across measurements. */
const searches = distinctQueryLog();
let searchAt = 0;
let renderAt = 0;

interface Line {
  name: string;
  connections: number;
  options: (origin: string) => autocannon.Options;
}
const allLines: Line[] = [
  { name: 'page', connections: CONNECTIONS, options: (origin) => ({ url: `${origin}${article}`, headers: { 'accept-encoding': 'gzip, br' } }) },
  {
    name: 'render',
    connections: SLOW_CONNECTIONS,
    options: (origin) => ({ url: `${origin}${article}`, headers: { 'accept-encoding': 'gzip, br' }, requests: [{ method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: `${article}?bench=${renderAt++}` }) }] }),
  },
  { name: 'api', connections: CONNECTIONS, options: (origin) => ({ url: `${origin}/api/journals/${journal}/single` }) },
  {
    name: 'search',
    connections: SLOW_CONNECTIONS,
    options: (origin) => ({
      url: `${origin}/api/search/articles`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ method: 'POST', setupRequest: (request: autocannon.Request) => ({ ...request, body: searches[searchAt++ % searches.length] }) }],
    }),
  },
];
const lines = allLines.filter((line) => lineNames.includes(line.name));
let journal = '';

interface Sample {
  rate: number;
  p50: number;
  p99: number;
  trouble: string;
  /** CPU seconds per request of each part. */
  cpu: { load: number; proxy: number; servers: number; postgres: number };
  /** Cores busy on average during the run: all parts together, and everything else on the machine. */
  cores: number;
  others: number;
}
const samples = new Map<string, Sample[]>();


const copiesOf = new Map<Engine, ServerCopy[]>();
let postmaster: number | null = null;

async function measure(config: Config, line: Line): Promise<void> {
  const origin = config.proxy!.origin;
  const copies = copiesOf.get(config.engine)!.slice(0, config.copies);
  if (WARMUP > 0) await autocannon({ ...line.options(origin), connections: line.connections, duration: WARMUP });
  const cpu = () => ({
    load: process.cpuUsage(),
    proxy: processCpuSeconds(config.proxy!.child.pid),
    servers: copies.reduce((sum, copy) => sum + processCpuSeconds(copy.child.pid), 0),
    postgres: config.engine === 'postgres' ? clusterCpuSeconds(postmaster) : 0,
    machine: machineBusySeconds(),
  });
  const before = cpu();
  const started = performance.now();
  const result = await autocannon({ ...line.options(origin), connections: line.connections, duration: SECONDS });
  const seconds = (performance.now() - started) / 1000;
  const after = cpu();
  const requests = Math.max(1, result.requests.total);
  const loadSeconds = (after.load.user + after.load.system - before.load.user - before.load.system) / 1e6;
  const used = { load: loadSeconds, proxy: after.proxy - before.proxy, servers: after.servers - before.servers, postgres: after.postgres - before.postgres };
  const trouble = [result.non2xx && `${result.non2xx} non-2xx`, result.errors && `${result.errors} errors`, result.timeouts && `${result.timeouts} timeouts`].filter(Boolean).join(', ');
  const sample: Sample = {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    trouble,
    cpu: { load: used.load / requests, proxy: used.proxy / requests, servers: used.servers / requests, postgres: used.postgres / requests },
    cores: (used.load + used.proxy + used.servers + used.postgres) / seconds,
    others: Math.max(0, after.machine - before.machine - (used.load + used.proxy + used.servers + used.postgres)) / seconds,
  };
  const key = `${config.name} ${line.name}`;
  samples.set(key, [...(samples.get(key) ?? []), sample]);
  const ms = (value: number) => (value * 1000).toFixed(2);
  console.log(
    `  ${config.name.padEnd(10)} ${line.name.padEnd(7)} ${sample.rate.toFixed(0).padStart(6)} req/s  p50 ${sample.p50} ms  p99 ${sample.p99} ms  ` +
      `CPU ms/request: load ${ms(sample.cpu.load)}, proxy ${ms(sample.cpu.proxy)}, servers ${ms(sample.cpu.servers)}, postgres ${ms(sample.cpu.postgres)}  (${sample.cores.toFixed(2)} cores; others ${sample.others.toFixed(2)})${trouble ? `  ${trouble}` : ''}`,
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const dir = temporaryDir('scale-out-bench');
const startedAt = new Date();
const loads: number[] = [];
const engines = [...new Set(configs.map((config) => config.engine))];
const given = argument('database-url');
const cluster = engines.includes('postgres') && !given ? await startPostgresCluster() : null;
const cleanUp = async () => {
  for (const config of configs) await config.proxy?.close();
  for (const copies of copiesOf.values()) await Promise.all(copies.map((copy) => copy.stop()));
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
};
// Stopped early (Ctrl-C): its servers, proxies and cluster go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  let databaseUrl: string | null = null;
  if (engines.includes('postgres')) {
    const base = given ?? cluster!.url;
    const url = new URL(base);
    if (!given) {
      // A database of its own in the throwaway cluster.
      const name = `oap_scale_out_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      url.pathname = `/${name}`;
    }
    databaseUrl = url.toString();
    postmaster = localPostmasterOf(url);
  }
  for (const engine of engines) {
    const count = Math.max(...configs.filter((config) => config.engine === engine).map((config) => config.copies));
    const started = performance.now();
    console.log(`${engine}: seeding ${ARTICLES} generated articles (and the corpus) and publishing the built apps …`);
    const site = await prepareSharedSite({
      databaseUrl: engine === 'postgres' ? databaseUrl : null,
      dir: path.join(dir, engine),
      publicUrl: 'http://127.0.0.1:3000',
      env: { SEED_ARTICLES: String(ARTICLES), RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'error' },
    });
    console.log(`${engine}: ready in ${((performance.now() - started) / 1000).toFixed(0)} s; starting ${count} server cop${count === 1 ? 'y' : 'ies'}`);
    const copies: ServerCopy[] = [];
    for (let index = 0; index < count; index += 1) copies.push(await startCopy(site, index, await freePort()));
    copiesOf.set(engine, copies);
    article ||= await benchArticleOn(copies[0]!.origin);
    for (const copy of copies) {
      // Loaded before measuring: the search index (SQLite) and the article's first render.
      await (await fetch(`${copy.origin}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":{"q":"cell"}}' })).arrayBuffer();
      await (await fetch(`${copy.origin}${article}`)).arrayBuffer();
    }
    journal ||= ((await (await fetch(`${copies[0]!.origin}/api/journals/public`)).json()) as { value: string }[])[0]?.value ?? '';
  }
  for (const [index, config] of configs.entries()) {
    const copies = copiesOf.get(config.engine)!.slice(0, config.copies).map((copy) => copy.origin);
    config.proxy = await startHaproxy({ port: await freePort(), copies, dir: path.join(dir, `haproxy-${index}`) });
  }

  for (let round = 1; round <= ROUNDS; round += 1) {
    loads.push(loadavg()[0] ?? 0);
    console.log(`round ${round} of ${ROUNDS} (load average ${loads.at(-1)!.toFixed(2)})`);
    for (const line of lines) {
      const order = round % 2 === 0 ? [...configs].reverse() : configs;
      for (const config of order) await measure(config, line);
    }
  }

  const report: string[] = [];
  report.push(`# Scale-out throughput, ${startedAt.toISOString()}`, '');
  report.push(
    `autocannon in the bench process, ${SECONDS} s per measurement after ${WARMUP} s of warm-up, ${ROUNDS} rounds (each line on each configuration in turn, ` +
      `the order reversed every other round); medians of the rounds. ${CONNECTIONS} connections for page and api, ${SLOW_CONNECTIONS} for render and search. ` +
      `Everything on loopback on ${availableParallelism()} CPUs: load generator, proxy (HAProxy ${haproxyVersion()} with deploy/haproxy/haproxy.cfg), server copies (node src/app/main.ts, RATE_LIMIT_SCALE=0, ` +
      `LOG_LEVEL=error) and PostgreSQL ${given ? `(${new URL(given).host})` : '(a throwaway cluster on loopback, fsync off)'}. Catalogue: ${ARTICLES} generated articles and the corpus; the article page ${article}. ` +
      `Node ${process.version}. Load average (1 min) at the start of each round: ${loads.map((value) => value.toFixed(2)).join(', ')}.`,
  );
  report.push('', 'CPU ms/request: the CPU time each part used during the measurement over the requests answered; cores busy: all parts together over the wall time; others: the cores the rest of the machine (other work on it) kept busy meanwhile.', '');
  report.push('| line | configuration | req/s (rounds) | median req/s | p50 ms | p99 ms | × one server | CPU ms/request: load gen / proxy / servers / PostgreSQL | cores busy | others | trouble |');
  report.push('|---|---|---|---:|---:|---:|---:|---|---:|---:|---|');
  for (const line of lines) {
    for (const config of configs) {
      const results = samples.get(`${config.name} ${line.name}`) ?? [];
      const single = samples.get(`${config.engine}:1 ${line.name}`);
      const ratio = config.copies === 2 && single ? median(results.map((sample, index) => sample.rate / (single[index]?.rate ?? Number.NaN))) : null;
      const cpu = (part: keyof Sample['cpu']) => (median(results.map((sample) => sample.cpu[part])) * 1000).toFixed(2);
      report.push(
        `| ${line.name} | ${config.name} | ${results.map((sample) => sample.rate.toFixed(0)).join(' / ')} | ${median(results.map((sample) => sample.rate)).toFixed(0)} | ` +
          `${median(results.map((sample) => sample.p50))} | ${median(results.map((sample) => sample.p99))} | ${ratio === null ? '' : ratio.toFixed(2)} | ` +
          `${cpu('load')} / ${cpu('proxy')} / ${cpu('servers')} / ${config.engine === 'postgres' ? cpu('postgres') : '–'} | ${median(results.map((sample) => sample.cores)).toFixed(2)} | ${median(results.map((sample) => sample.others)).toFixed(2)} | ${results.map((sample) => sample.trouble).filter(Boolean).join('; ')} |`,
      );
    }
  }
  const text = `${report.join('\n')}\n`;
  console.log(`\n${text}`);
  fs.mkdirSync(path.dirname(reportPath), { recursive: true });
  fs.writeFileSync(reportPath, text);
  console.log(`report written to ${reportPath}`);
} finally {
  await cleanUp();
}
