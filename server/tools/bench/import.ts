// bench:import (docs/publishing.md): publishing's speed, on a catalogue of generated articles (BENCH_ARTICLES, 3000) without the corpus.
//   1. the whole corpus (server/corpus: the JATS files and the packages) through `npm run import`:
//      articles per second, seconds in all, the command's peak memory;
//   2. page and search latency (p50, p99) before and while that import runs;
//   3. one package with ten figures deposited over HTTP: the time from the 202 until the article is
//      readable on its page, in search and in the site's feed (goal: under 10 s on this machine).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';
import { readConfig } from '../../src/app/config.ts';
// The package builder is the tests' (test-support/publishing): the XML a production system writes.
import { packageFiles, zipOf } from '../../test-support/publishing/jatsPackages.ts';
import { percentile } from './percentile.ts';
import { startBenchServer, stopBenchServer } from './benchServer.ts';

const serverDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const articles = Number(process.env.BENCH_ARTICLES ?? 3000);
const dir = mkdtempSync(join(tmpdir(), 'oap-bench-import-'));
const databasePath = join(dir, 'publisher.sqlite');
const env = { ...process.env, DATABASE_PATH: databasePath };

console.log(`seeding ${articles} generated articles (no corpus) into ${databasePath} …`);
{
  const catalogue = await openCatalogue({ ...readConfig(env), databasePath, databaseUrl: null }, { searchWorkers: 0 });
  await catalogue.seed({ articles, seed: 1996 });
  await catalogue.close();
}

const server = await startBenchServer(serverDir, databasePath);
const { base } = server;
const pages = ((await (await fetch(`${base}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":{"q":"cell","resultsPerPage":20}}' })).json()) as { items: { path: string }[] }).items.map((item) => item.path);
const words = ['cell', 'protein', 'climate', 'network', 'water', 'learning', 'cancer', 'soil'];

/** Closed-loop readers: each asks for an article page or a search, then the next, until `until()`. */
async function readLoad(until: () => boolean, readers = 4): Promise<{ page: number[]; search: number[] }> {
  const page: number[] = [];
  const search: number[] = [];
  await Promise.all(Array.from({ length: readers }, async (_, reader) => {
    for (let n = reader; !until(); n++) {
      const started = performance.now();
      if (n % 2 === 0) {
        await fetch(`${base}/api/articles${pages[n % pages.length]}`).then((r) => r.arrayBuffer());
        page.push(performance.now() - started);
      } else {
        await fetch(`${base}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: { q: words[n % words.length], page: 1 + (n % 5) } }) }).then((r) => r.arrayBuffer());
        search.push(performance.now() - started);
      }
    }
  }));
  return { page: page.sort((a, b) => a - b), search: search.sort((a, b) => a - b) };
}

const summary = (label: string, latencies: number[]) => `${label.padEnd(28)} n=${String(latencies.length).padStart(5)}  p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(latencies, 99).toFixed(1).padStart(7)} ms`;

try {
  // Every page read once first: a first read prepares the article's page text, which is not what is measured.
  for (const path of pages) await fetch(`${base}/api/articles${path}`).then((r) => r.arrayBuffer());
  console.log('\nreading with no import running (10 s) …');
  const stopAt = Date.now() + 10_000;
  const baseline = await readLoad(() => Date.now() > stopAt);

  console.log('importing the corpus while reading …');
  const started = performance.now();
  const child = spawn(process.execPath, ['tools/cli/import.ts', '--json', '--create-journals', '--allow-missing-files', 'corpus'], { cwd: serverDir, env: { ...env, PUBLIC_URL: base }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The command has ended.
    }
  }, 100);
  let done = false;
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => { done = true; resolveExit(code); }));
  const during = await readLoad(() => done);
  await exited;
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const entries = output.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { status: string });
  const byStatus = new Map<string, number>();
  for (const entry of entries) byStatus.set(entry.status, (byStatus.get(entry.status) ?? 0) + 1);

  console.log('\ndepositing one package with ten figures over HTTP …');
  const token = /: (oapd_\S+)/.exec(spawnSync(process.execPath, ['tools/cli/depositTokens.ts', 'create', '--label', 'bench'], { cwd: serverDir, env, encoding: 'utf8' }).stdout)?.[1] ?? '';
  const doi = `10.5555/bench.${Date.now()}`;
  const word = `benchword${Date.now().toString(36)}`;
  const files = await packageFiles({ doi, figures: 10, abstract: word, date: new Date().toISOString().slice(0, 10), title: `Bench deposit ${word}` });
  // Figures as a production system sends them: full-size photographs (the test ones are small), some grain in them so they do not compress to nothing.
  const sharp = (await import('sharp')).default;
  for (let index = 1; index <= 10; index++) {
    files.set(`fig${index}.png`, await sharp({ create: { width: 2000, height: 1300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 100 + index * 8, sigma: 12 } } }).png().toBuffer());
  }
  const zip = await zipOf(files);
  const deposited = await fetch(`${base}/api/deposits?createJournals=true`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' }, body: new Uint8Array(zip) });
  const acknowledged = performance.now();
  const { id } = (await deposited.json()) as { id: string };
  const seen: Record<string, number> = {};
  let path = '';
  while (Object.keys(seen).length < 3 && performance.now() - acknowledged < 120_000) {
    if (!path) {
      const report = (await (await fetch(`${base}/api/deposits/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { articles: { url: string | null }[] };
      path = report.articles[0]?.url ? new URL(report.articles[0].url).pathname : '';
    }
    if (path && !seen.page && (await fetch(`${base}${path}`)).ok) seen.page = performance.now() - acknowledged;
    if (!seen.search) {
      const found = (await (await fetch(`${base}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: { q: word } }) })).json()) as { total: number };
      if (found.total > 0) seen.search = performance.now() - acknowledged;
    }
    if (!seen.feed && (await (await fetch(`${base}/feed`)).text()).includes(doi)) seen.feed = performance.now() - acknowledged;
    await new Promise((r) => setTimeout(r, 100));
  }

  const timing = (await (await fetch(`${base}/api/deposits/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { receivedAt: string; startedAt: string; finishedAt: string };
  const at = (iso: string) => ((Date.parse(iso) - Date.parse(timing.receivedAt)) / 1000).toFixed(2);

  console.log(`\n== bench:import (${articles} generated articles; ${new Date().toISOString()}) ==`);
  console.log(`corpus through the command: ${entries.length} articles in ${seconds.toFixed(1)} s = ${(entries.length / seconds).toFixed(2)} articles/s (${[...byStatus].map(([status, count]) => `${count} ${status}`).join(', ')}); peak memory ${(peakKb / 1024).toFixed(0)} MB`);
  console.log(summary('page, no import', baseline.page));
  console.log(summary('page, during the import', during.page));
  console.log(summary('search, no import', baseline.search));
  console.log(summary('search, during the import', during.search));
  console.log(`p99 during / before: page ${(percentile(during.page, 99) / percentile(baseline.page, 99)).toFixed(2)}×, search ${(percentile(during.search, 99) / percentile(baseline.search, 99)).toFixed(2)}×`);
  for (const where of ['page', 'search', 'feed']) {
    console.log(`deposit (10 figures, ${(zip.length / 1024 / 1024).toFixed(1)} MB) → readable ${where.padEnd(6)} ${seen[where] === undefined ? 'not within 120 s' : `${(seen[where] / 1000).toFixed(2)} s after the 202`}`);
  }
  console.log(`deposit stored → started ${at(timing.startedAt)} s → published ${at(timing.finishedAt)} s (the worker converts the figures, then writes in one transaction)`);
  console.log(`load: ${readFileSync('/proc/loadavg', 'utf8').trim()} (2 cores shared with other work: times scale with it)`);
  if (server.errors.length) console.log(`server errors:\n${server.errors.join('\n')}`);
} finally {
  await stopBenchServer(server);
  rmSync(dir, { recursive: true, force: true });
}
