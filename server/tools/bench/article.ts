// Article render benchmark (pnpm bench:article): the time of one server render of an article
// page, the whole page (loaders, React, the head, the hydration state) from the request to its last
// byte, one request at a time, each with a new query string so the page cache never answers. Run on
// the real server (node src/app/main.ts) over a seeded database; the article's text was prepared once,
// when first read, and is kept (catalogue/articlePreparation.ts), so the first request of each article is
// reported apart. The goal: one render of the eLife article ≤ 20 ms (p50).
//
//   node tools/bench/article.ts [--requests 100] [--warmup 10] [--database FILE] [--gzip] [--fresh]
//                             [--server-dir ../../other/server [--releases-dir DIR]]
//
// --fresh runs each server on a copy of the database without kept preparations, so each article's
// first read prepares it; meanwhile another request (GET /healthz every 10 ms) is timed, and its
// longest wait is how long the preparation held up every other reader.
//
// --server-dir times another checkout's server beside this one (a baseline, say a worktree of main
// before a change), request by request alternating, each on its own copy of the database; its
// releases (the builds it renders) are its own var/releases unless --releases-dir names others.
// A benchmark, not a test: it prints figures and passes nothing.
import { loadavg } from 'node:os';
import { resolve, join } from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { prepareBenchDatabase, startBenchServer, stopBenchServer, type BenchServer } from './benchServer.ts';
import { copyDatabase, dropKeptPreparations } from '../../test-support/catalogue/sqlite/benchFiles.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const REQUESTS = Number(argument('requests') ?? 100);
const WARMUP = Number(argument('warmup') ?? 10);
const headers: Record<string, string> = process.argv.includes('--gzip') ? { 'accept-encoding': 'gzip, br' } : {};
const serverDir = resolve(join(repositoryRoot, 'server'));
const baselineDir = argument('server-dir') ? resolve(argument('server-dir')!) : null;
const FRESH = process.argv.includes('--fresh');
const baselineReleases = argument('releases-dir') ? resolve(argument('releases-dir')!) : resolve(baselineDir ?? '.', '..', 'var', 'releases');

/** The articles timed: the eLife article of the other benchmarks, the MathML one, the longest, a PLOS one. */
const ARTICLES = [
  { name: 'eLife 00013 (the eLife article)', doi: '10.7554/eLife.00013' },
  { name: 'PLOS ONE 0117014 (MathML)', doi: '10.1371/journal.pone.0117014' },
  { name: 'eLife 14093 (774 formulas)', doi: '10.7554/eLife.14093' },
  { name: 'PLOS Biology 1000359', doi: '10.1371/journal.pbio.1000359' },
];

async function pathOf(base: string, doi: string): Promise<string | null> {
  const response = await fetch(`${base}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: { q: doi } }) });
  const found = ((await response.json()) as { items: { doi: string; path: string }[] }).items.find((item) => item.doi === doi);
  return found?.path ?? null;
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface Site {
  label: string;
  server: BenchServer;
}

/** A copy of the database without kept preparations: every article's next read prepares it. */
function freshCopy(path: string): { path: string; cleanup: () => void } {
  const copy = copyDatabase(path);
  dropKeptPreparations(copy.path);
  return copy;
}

/** The first read of `url`, and the longest wait of /healthz requests sent every 10 ms meanwhile. */
async function firstRead(base: string, url: string): Promise<{ ms: number; longestWaitMs: number }> {
  let reading = true;
  let longestWaitMs = 0;
  const probing = (async () => {
    while (reading) {
      const sent = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      longestWaitMs = Math.max(longestWaitMs, performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const { ms } = await timed(url);
  reading = false;
  await probing;
  return { ms, longestWaitMs };
}

async function main() {
  const given = prepareBenchDatabase(serverDir, argument('database'), 'article');
  const database = FRESH ? freshCopy(given.path) : given;
  const baselineDatabase = baselineDir ? (FRESH ? freshCopy(given.path) : copyDatabase(given.path)) : null;
  const sites: Site[] = [];
  try {
    sites.push({ label: 'this checkout', server: await startBenchServer(serverDir, database.path) });
    if (baselineDir && baselineDatabase) {
      sites.push({ label: `baseline (${baselineDir})`, server: await startBenchServer(baselineDir, baselineDatabase.path, { RELEASES_DIR: baselineReleases }) });
    }
    console.log(`load average at the start: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    console.log(`${REQUESTS} renders each, one at a time${sites.length > 1 ? ', alternating the servers' : ''}, after ${WARMUP} warm-up renders${headers['accept-encoding'] ? ', compressed' : ''}`);
    console.log(`| article |${sites.length > 1 ? ' server |' : ''} first read (prepares) | longest other request meanwhile | page p50 | page p95 | API p50 | page size |`);
    console.log(`|---|${sites.length > 1 ? '---|' : ''}---:|---:|---:|---:|---:|---:|`);
    for (const article of ARTICLES) {
      const paths = await Promise.all(sites.map((site) => pathOf(site.server.base, article.doi)));
      if (paths.some((path) => !path)) {
        console.log(`| ${article.name} |${sites.length > 1 ? ' |' : ''} not in this catalogue | | | | | |`);
        continue;
      }
      // One server at a time: the other must not share the machine with this one's preparation.
      const first: { ms: number; longestWaitMs: number }[] = [];
      for (const [index, site] of sites.entries()) first.push(await firstRead(site.server.base, `${site.server.base}/api/articles${paths[index]}`));
      for (let i = 0; i < WARMUP; i++) for (const [index, site] of sites.entries()) await timed(`${site.server.base}${paths[index]}?warm=${i}`);
      const page: number[][] = sites.map(() => []);
      const bytes: number[] = sites.map(() => 0);
      for (let i = 0; i < REQUESTS; i++) {
        // Alternating which goes first, so neither always meets the machine the other left.
        const order = i % 2 ? [...sites.keys()].reverse() : [...sites.keys()];
        for (const index of order) {
          const result = await timed(`${sites[index]!.server.base}${paths[index]}?render=${i}-${Date.now()}`);
          if (result.status !== 200) throw new Error(`${paths[index]} answered ${result.status} (${sites[index]!.label})`);
          page[index]!.push(result.ms);
          bytes[index] = result.bytes;
        }
      }
      const api: number[][] = sites.map(() => []);
      for (let i = 0; i < REQUESTS; i++) for (const [index, site] of sites.entries()) api[index]!.push((await timed(`${site.server.base}/api/articles${paths[index]}`)).ms);
      for (const [index, site] of sites.entries()) {
        const pageTimes = page[index]!.sort((a, b) => a - b);
        const apiTimes = api[index]!.sort((a, b) => a - b);
        console.log(
          `| ${article.name} |${sites.length > 1 ? ` ${site.label} |` : ''} ${first[index]!.ms.toFixed(0)} ms | ${first[index]!.longestWaitMs.toFixed(0)} ms | ${quantile(pageTimes, 0.5).toFixed(1)} ms | ${quantile(pageTimes, 0.95).toFixed(1)} ms | ${quantile(apiTimes, 0.5).toFixed(1)} ms | ${(bytes[index]! / 1024).toFixed(0)} KB |`,
        );
      }
    }
    console.log(`load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    for (const site of sites) if (site.server.errors.length) console.log(`server errors (${site.label}):\n${site.server.errors.join('\n')}`);
  } finally {
    for (const site of sites) await stopBenchServer(site.server);
    baselineDatabase?.cleanup();
    database.cleanup();
    if (database !== given) given.cleanup();
  }
}

await main();
