// Page throughput benchmark (pnpm bench:pages): autocannon against, in one run,
//   a. a bare Node http server answering a 1.4 KB HTML string (what the machine can do at all),
//   b. the real eLife article page from the real server with SERVER_RENDERING=off (the
//      client-rendered document, the baseline),
//   c. the same page from a server with server rendering on, signed out (the page cache serves it),
//   d. the same page signed out with a new query string on every request (every request renders),
//      and again at one connection (d1: its p50 is the time of one render),
//   e. GET /api/journals/public (a small JSON API answer) from the same server as c and d,
//   r. one server render of every page family's pages, cache off, one at a time: p50 and p95 per page,
//      each page over the budget (p95 > 50 ms) flagged (pagesRender.ts).
// Each server is the real one (node src/app/main.ts) on loopback over a seeded database, started with
// RATE_LIMIT_SCALE=0 and LOG_LEVEL=error, one at a time, and stopped after its lines.
// A benchmark, not a test: it prints figures (and writes them to --report) and passes nothing.
//
//   node tools/bench/pages.ts [--seconds 20] [--connections 100] [--warmup 3] [--database FILE]
//                           [--report FILE] [--server-dir DIR] [--only a,b,c,d,e,r] [--gzip]
//                           [--renders 20] [--pages REGEX] [--releases-dir DIR] [--budget 50]
//                           [--postgres-url URL]
//
// --gzip sends Accept-Encoding: gzip, br as browsers do (off by default: the issue's figures are
// uncompressed). --server-dir runs another checkout's server for a before/after comparison: lines
// a-e on it instead of this one, line r on both side by side (the baseline on a copy of the database,
// rendering its own var/releases unless --releases-dir names others). --pages keeps line r to the
// pages whose path matches.
// --postgres-url URL adds a second site to line r: this checkout's server on that PostgreSQL database
// (seeded beforehand, e.g. `DATABASE_URL=URL SEED_ARTICLES=200000 node tools/cli/seed.ts`), each page
// rendered on SQLite and on PostgreSQL in turn. Lines a-e follow DATABASE_URL when it is
// set in the environment, as the server does.
// Without --database it seeds a temporary one with the default catalogue (SEED_ARTICLES, 3,000).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { benchArticlePath, prepareBenchDatabase, startBenchServer, stopBenchServer, listening, type BenchServer } from './benchServer.ts';
import { renderTable, timeRenders, type RenderSite } from './pagesRender.ts';
import { copyDatabase } from '../../test-support/catalogue/sqlite/benchFiles.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SECONDS = Number(argument('seconds') ?? 20);
const CONNECTIONS = Number(argument('connections') ?? 100);
const WARMUP = Number(argument('warmup') ?? 3);
const GZIP = process.argv.includes('--gzip');
const only = new Set((argument('only') ?? 'a,b,c,d,e,r').split(',').map((entry) => entry.trim()));
const databaseArgument = argument('database');
const reportPath = resolve(argument('report') ?? join(repositoryRoot, 'var', 'bench', 'pages-report.md'));
const serverDir = resolve(argument('server-dir') ?? join(repositoryRoot, 'server'));
const ownServerDir = resolve(join(repositoryRoot, 'server'));
const RENDERS = Number(argument('renders') ?? 20);
const BUDGET_MS = Number(argument('budget') ?? 50);
const pagesFilter = argument('pages') ? new RegExp(argument('pages')!) : null;
const postgresUrl = argument('postgres-url');
const baselineReleases = resolve(argument('releases-dir') ?? join(serverDir, '..', 'var', 'releases'));

const requestHeaders: Record<string, string> = GZIP ? { 'accept-encoding': 'gzip, br' } : {};

// The bare server runs in its own process, so autocannon does not share its event loop.
const BARE_SERVER = `
const http = require('node:http');
const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare</title></head><body><div id="root"></div>' + 'x'.repeat(1400 - 120) + '</body></html>';
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 72000;
server.listen(0, '127.0.0.1', () => console.log('running at http://localhost:' + server.address().port));
`;

const prepareDatabase = () => prepareBenchDatabase(serverDir, databaseArgument, 'pages');

type Started = BenchServer;

async function startBare(): Promise<Started> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const errors: string[] = [];
  return { base: `http://127.0.0.1:${await listening(child, errors)}`, child, errors };
}

function startServer(databasePath: string, serverRendering: boolean): Promise<Started> {
  return startBenchServer(serverDir, databasePath, { SERVER_RENDERING: serverRendering ? 'on' : 'off' });
}

/** The distinct messages of the error lines a server logged, for the report. */
function loggedErrors(started: Started, label: string) {
  const messages = new Map<string, number>();
  for (const line of started.errors) {
    let message = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { msg?: string; remote?: string; build?: string; err?: { message?: string } };
      message = [entry.msg, entry.remote && `remote ${entry.remote}${entry.build ? `@${entry.build}` : ''}`, entry.err?.message].filter(Boolean).join(': ').slice(0, 300);
    } catch {
      // Not JSON: keep the raw line.
    }
    messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  for (const [message, count] of messages) notes.push(`${label} logged${count > 1 ? ` (${count}× in the first ${started.errors.length} error lines)` : ''}: ${message.replaceAll('|', '\\|')}`);
}

const stop = stopBenchServer;

/** What one GET of the page looks like: status, size, whether the article is in the HTML. */
async function inspect(url: string) {
  // Asked as a browser asks; fetch decompresses, the header tells whether the server compressed.
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
  const body = await response.text();
  return {
    contentEncoding: response.headers.get('content-encoding') ?? 'none',
    status: response.status,
    bytes: Buffer.byteLength(body),
    serverRendered: /<meta[^>]+name="citation_title"/.test(body),
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

interface Line {
  key: string;
  label: string;
  result: autocannon.Result;
  note: string;
}

async function load(url: string, options: { bust?: boolean; seconds?: number; connections?: number } = {}): Promise<autocannon.Result> {
  let counter = 0;
  const { pathname, search } = new URL(url);
  const path = `${pathname}${search}`;
  return autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    headers: requestHeaders,
    ...(options.bust
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}${path.includes('?') ? '&' : '?'}bench=${counter++}` }),
            },
          ],
        }
      : {}),
  });
}

async function measure(key: string, label: string, url: string, note: string, options: { bust?: boolean; connections?: number } = {}): Promise<Line> {
  if (WARMUP > 0) await load(url, { ...options, seconds: WARMUP });
  console.log(`${key}. ${label}: ${options.connections ?? CONNECTIONS} connections, ${SECONDS} s …`);
  const result = await load(url, options);
  console.log(`   ${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
    `${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}${result.errors ? `, ${result.errors} errors` : ''}${result.timeouts ? `, ${result.timeouts} timeouts` : ''}`);
  return { key, label, result, note };
}

const lines: Line[] = [];
const notes: string[] = [];
const { path: databasePath, cleanup } = prepareDatabase();
const ARTICLE = benchArticlePath(databasePath);
const ARTICLE_API = `/api/articles${ARTICLE}`;
let running: Started | null = null;
const started = new Date();
const loadAtStart = loadavg()[0] ?? 0;
try {
  if (only.has('a')) {
    running = await startBare();
    lines.push(await measure('a', 'bare Node http server, 1.4 KB HTML string', `${running.base}/`, '1,400 B'));
    await stop(running);
    running = null;
  }

  if (only.has('b')) {
    running = await startServer(databasePath, false);
    const article = await fetch(`${running.base}${ARTICLE_API}`);
    if (!article.ok) throw new Error(`${ARTICLE_API} answered ${article.status}: the eLife article is not in the seeded data`);
    const { title, doi } = (await article.json()) as { title?: string; doi?: string };
    notes.push(`Article ${ARTICLE}: ${doi ?? '?'}, "${String(title ?? '').replace(/<[^>]+>/g, '').slice(0, 80)}".`);
    const page = await inspect(`${running.base}${ARTICLE}`);
    notes.push(`Client-rendered article response (b): Content-Encoding for a browser's Accept-Encoding: ${page.contentEncoding}.`);
    lines.push(await measure('b', `article ${ARTICLE}, SERVER_RENDERING=off`, `${running.base}${ARTICLE}`,
      `${page.status}, ${page.bytes.toLocaleString('en')} B, ${page.serverRendered ? 'server-rendered (!)' : 'client-rendered'}`));
    loggedErrors(running, 'The SERVER_RENDERING=off server');
    await stop(running);
    running = null;
  }

  if (only.has('c') || only.has('d') || only.has('e')) {
    running = await startServer(databasePath, true);
    const shellServer = join(repositoryRoot, 'shell', 'dist', 'server', 'shellServer.js');
    notes.push(`shell/dist/server/shellServer.js ${existsSync(shellServer) ? 'exists' : 'is missing (pages are client-rendered: c and d measure the same document as b)'}.`);
    const releasesBefore = await (await fetch(`${running.base}/api/releases/manifest`)).text();
    const page = await inspect(`${running.base}${ARTICLE}`);
    const busted = await inspect(`${running.base}${ARTICLE}?bench=probe`);
    if (!page.serverRendered) notes.push('The server-rendering server sent the article without citation_title: it was not server-rendered (c and d are the client-rendered document).');
    notes.push(`Server-rendered article response: Cache-Control "${page.cacheControl}", Content-Encoding for a browser's Accept-Encoding: ${page.contentEncoding}.`);
    const describe = (p: typeof page) => `${p.status}, ${p.bytes.toLocaleString('en')} B, ${p.serverRendered ? 'server-rendered' : 'client-rendered'}`;
    if (only.has('c')) lines.push(await measure('c', `article, server rendering on, signed out (page cache)`, `${running.base}${ARTICLE}`, describe(page)));
    if (only.has('d')) {
      // One connection first (its p50 is the cost of one render), then 100: a slow render queues past
      // autocannon's 10 s timeout, and the server keeps rendering for requests nobody waits for.
      const single = await measure('d1', `as d, 1 connection (p50 = one render)`, `${running.base}${ARTICLE}`, describe(busted), { bust: true, connections: 1 });
      lines.push(await measure('d', `article, server rendering on, signed out, new query string each request (a render each)`, `${running.base}${ARTICLE}`, describe(busted), { bust: true }));
      lines.push(single);
      // Let the abandoned renders finish before the next line: wait until one render is quick again.
      const drainStarted = Date.now();
      for (let i = 0; Date.now() - drainStarted < 120_000; i++) {
        const before = performance.now();
        await (await fetch(`${running.base}${ARTICLE}?drain=${i}`)).arrayBuffer();
        if (performance.now() - before < Math.max(50, 3 * single.result.latency.p50)) break;
      }
      notes.push(`After d the server needed ${((Date.now() - drainStarted) / 1000).toFixed(1)} s to finish the renders autocannon had given up on.`);
    }
    if (only.has('e')) {
      const api = await fetch(`${running.base}/api/journals/public`);
      const bytes = (await api.arrayBuffer()).byteLength;
      lines.push(await measure('e', 'GET /api/journals/public', `${running.base}/api/journals/public`, `${api.status}, ${bytes.toLocaleString('en')} B`));
    }
    const releasesAfter = await (await fetch(`${running.base}/api/releases/manifest`)).text();
    const builds = (text: string) => text.replace(/"generatedAt":"[^"]*"/, '');
    if (builds(releasesBefore) !== builds(releasesAfter)) notes.push('The active builds changed during c–e (a publish or promote elsewhere): the page cache was emptied and refilled meanwhile.');
    loggedErrors(running, 'The server-rendering server');
    await stop(running);
    running = null;
  }

  let renderLines: string[] = [];
  if (only.has('r')) {
    const sites: RenderSite[] = [];
    const baselineDatabase = serverDir !== ownServerDir ? copyDatabase(databasePath) : null;
    try {
      sites.push({ label: postgresUrl ? 'SQLite' : 'this checkout', server: await startBenchServer(ownServerDir, databasePath, postgresUrl ? { DATABASE_URL: '' } : {}) });
      if (postgresUrl) sites.push({ label: 'PostgreSQL', server: await startBenchServer(ownServerDir, databasePath, { DATABASE_URL: postgresUrl }) });
      if (baselineDatabase) sites.push({ label: 'baseline', server: await startBenchServer(serverDir, baselineDatabase.path, { RELEASES_DIR: baselineReleases }) });
      const rows = await timeRenders(sites, { renders: RENDERS, warmup: Math.min(WARMUP, 3), headers: requestHeaders, filter: pagesFilter, budgetMs: BUDGET_MS, article: ARTICLE });
      renderLines = renderTable(sites, rows, BUDGET_MS);
      if (baselineDatabase) notes.push(`Line r's baseline: ${serverDir}, releases ${baselineReleases}.`);
      for (const site of sites) loggedErrors(site.server, `Line r's server (${site.label})`);
    } finally {
      for (const site of sites) await stop(site.server);
      baselineDatabase?.cleanup();
    }
  }

  const bare = lines.find((line) => line.key === 'a')?.result.requests.average;
  const report: string[] = [];
  report.push(`# Page throughput benchmark, ${started.toISOString()}`);
  report.push('');
  report.push(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per line after a ${WARMUP} s warm-up, on loopback; ` +
    `${availableParallelism()} CPUs shared by autocannon and the server. Servers: node src/app/main.ts (${serverDir}), ` +
    `RATE_LIMIT_SCALE=0, LOG_LEVEL=error, database ${databaseArgument ? databasePath : 'seeded for this run'}. ` +
    `Requests ${GZIP ? 'send Accept-Encoding: gzip, br' : 'send no Accept-Encoding (uncompressed responses)'}. Node ${process.version}. ` +
    `Load average (1 min) at the start: ${loadAtStart.toFixed(2)}; other work on the machine lowers every line alike.`);
  report.push('');
  if (lines.length) {
    report.push('Errors are mostly timeouts: autocannon gives up on a request after 10 s and opens a new connection.');
    report.push('');
    report.push('| | what | requests/s | p50 ms | p99 ms | × bare (req/s) | non-2xx / errors / timeouts | response |');
    report.push('|---|---|---:|---:|---:|---:|---|---|');
    for (const line of lines) {
      const { result } = line;
      const ratio = bare ? (result.requests.average / bare).toFixed(3) : '–';
      report.push(`| ${line.key} | ${line.label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${ratio} | ` +
        `${result.non2xx} / ${result.errors} / ${result.timeouts} | ${line.note} |`);
    }
  }
  report.push('');
  if (renderLines.length) report.push(...renderLines, '');
  for (const note of notes) report.push(`- ${note}`);
  const text = `${report.join('\n')}\n`;
  console.log(`\n${text}`);
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, text);
  console.log(`report written to ${reportPath}`);
} finally {
  await stop(running);
  cleanup();
}
