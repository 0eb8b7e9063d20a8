// Article render benchmark (pnpm bench:article, issue 19): the time of one server render of an article
// page, the whole page (loaders, React, the head, the hydration state) from the request to its last
// byte, one request at a time, each with a new query string so the page cache never answers. Run on
// the real server (node src/main.ts) over a seeded database; the article's text was prepared once,
// when first read, and is kept (store/articlePreparation.ts), so the first request of each article is
// reported apart. The goal: one render of the eLife article ≤ 20 ms (p50).
//
//   node src/bench/article.ts [--requests 100] [--warmup 10] [--database FILE] [--gzip]
//
// A benchmark, not a test: it prints figures and passes nothing.
import { loadavg } from 'node:os';
import { resolve, join } from 'node:path';
import { repositoryRoot } from '../config.ts';
import { prepareBenchDatabase, startBenchServer, stopBenchServer, type BenchServer } from './benchServer.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const REQUESTS = Number(argument('requests') ?? 100);
const WARMUP = Number(argument('warmup') ?? 10);
const headers: Record<string, string> = process.argv.includes('--gzip') ? { 'accept-encoding': 'gzip, br' } : {};
const serverDir = resolve(join(repositoryRoot, 'server'));

/** The articles timed: the eLife article of the other benchmarks, the MathML one, the longest, a PLOS one. */
const ARTICLES = [
  { name: 'eLife 00013 (the eLife article)', doi: '10.7554/eLife.00013' },
  { name: 'eLife 00666 (MathML)', doi: '10.7554/eLife.00666' },
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

async function main() {
  const database = prepareBenchDatabase(serverDir, argument('database'), 'article');
  let server: BenchServer | null = null;
  try {
    server = await startBenchServer(serverDir, database.path);
    console.log(`load average at the start: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    console.log(`${REQUESTS} renders each, one at a time, after ${WARMUP} warm-up renders${headers['accept-encoding'] ? ', compressed' : ''}`);
    console.log('| article | first read (prepares) | page p50 | page p95 | API p50 | page size |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const article of ARTICLES) {
      const path = await pathOf(server.base, article.doi);
      if (!path) {
        console.log(`| ${article.name} | not in this catalogue | | | | |`);
        continue;
      }
      const first = await timed(`${server.base}/api/articles${path}`);
      for (let i = 0; i < WARMUP; i++) await timed(`${server.base}${path}?warm=${i}`);
      const page: number[] = [];
      let bytes = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const result = await timed(`${server.base}${path}?render=${i}-${Date.now()}`);
        if (result.status !== 200) throw new Error(`${path} answered ${result.status}`);
        page.push(result.ms);
        bytes = result.bytes;
      }
      const api: number[] = [];
      for (let i = 0; i < REQUESTS; i++) api.push((await timed(`${server.base}/api/articles${path}`)).ms);
      page.sort((a, b) => a - b);
      api.sort((a, b) => a - b);
      console.log(
        `| ${article.name} | ${first.ms.toFixed(0)} ms | ${quantile(page, 0.5).toFixed(1)} ms | ${quantile(page, 0.95).toFixed(1)} ms | ${quantile(api, 0.5).toFixed(1)} ms | ${(bytes / 1024).toFixed(0)} KB |`,
      );
    }
    console.log(`load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    if (server.errors.length) console.log(`server errors:\n${server.errors.join('\n')}`);
  } finally {
    await stopBenchServer(server);
    database.cleanup();
  }
}

await main();
