// JSON API throughput against bare Node (pnpm bench:api: "the API near bare Node").
// For each call (GET /api/journals/public and GET /api/journals/{name}/single, the journal home's
// main call) it measures, round after round, each server right after the other (the order reversed
// every other round) so that the machine's load hits them alike:
//   bare  a bare node:http server in its own process answering the very bytes our server answered
//         (the body captured from our server, and headers of about the same size),
//   ours  the real server (node src/app/main.ts) on loopback over a copy of a seeded database, as
//         `npm start` runs it: every per-client rate limit on (RATE_LIMIT_SCALE unset), LOG_LEVEL unset,
//   off   with --limits-off, the same server with RATE_LIMIT_SCALE=0 beside it (what the limits cost),
//   base  with --server-dir, a baseline checkout's server on its own copy of the database.
// A benchmark, not a test: it prints requests/s, p50 and p99, the ratio to bare, and writes a report.
//
//   node tools/bench/api.ts [--seconds 5] [--rounds 3] [--connections 100] [--warmup 2]
//                         [--database FILE] [--server-dir DIR] [--journal NAME] [--report FILE]
//                         [--cpu-prof DIR] [--limits-off]
//
// The goal: each call at 100 connections ≥ 50 % of bare's requests/s, p99 ≤ 25 ms.
// --cpu-prof DIR starts our server with node --cpu-prof (its profile is written when it stops).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { listening, prepareBenchDatabase, startBenchServer, stopBenchServer, type BenchServer } from './benchServer.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SECONDS = Number(argument('seconds') ?? 5);
const ROUNDS = Number(argument('rounds') ?? 3);
const CONNECTIONS = Number(argument('connections') ?? 100);
const WARMUP = Number(argument('warmup') ?? 2);
const JOURNAL = argument('journal');
const cpuProfDir = argument('cpu-prof');
const reportPath = resolve(argument('report') ?? join(repositoryRoot, 'var', 'bench', 'api-report.md'));
const ownDir = join(repositoryRoot, 'server');
const baselineArgument = argument('server-dir');
const baselineDir = baselineArgument ? resolve(baselineArgument) : null;
const limitsOff = process.argv.includes('--limits-off');
/** The server as `npm start` runs it: the limits at their deployed values, the default log level. */
const deployed: NodeJS.ProcessEnv = { RATE_LIMIT_SCALE: '1', LOG_LEVEL: 'warn' };

interface Captured {
  path: string;
  status: number;
  body: string;
  headers: Record<string, string>;
}

// The bare server runs in its own process (autocannon does not share its event loop) and answers
// each captured path with its captured status, headers and body; anything else is a 404.
const BARE_SERVER = `
const http = require('node:http');
const answers = new Map(JSON.parse(process.env.BARE_ANSWERS).map((a) => [a.path, a]));
const server = http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) { response.writeHead(404, { 'content-length': 0 }); response.end(); return; }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.keepAliveTimeout = 72000;
server.listen(0, '127.0.0.1', () => console.log('running at http://localhost:' + server.address().port));
`;

/** What our server answers at `path`: the body and the headers a bare server is to send alike. */
async function capture(base: string, path: string): Promise<Captured> {
  const response = await fetch(`${base}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  const headers: Record<string, string> = {};
  // Hop-by-hop and per-connection headers are node:http's own business.
  for (const [name, value] of response.headers) if (!['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'].includes(name)) headers[name] = value;
  headers['content-length'] = String(Buffer.byteLength(body));
  return { path, status: response.status, body, headers };
}

async function startBare(answers: Captured[]): Promise<BenchServer> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BARE_ANSWERS: JSON.stringify(answers) } });
  const errors: string[] = [];
  return { base: `http://127.0.0.1:${await listening(child, errors)}`, child, errors };
}

/** A copy of the seeded database for one server, so that neither's writes (usage, limits) touch the other's. */
function copyDatabase(source: string, label: string): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `oap-api-${label}-`));
  const path = join(dir, 'publisher.sqlite');
  copyFileSync(source, path);
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function startOurs(serverDir: string, databasePath: string, profile: boolean, settings: NodeJS.ProcessEnv = deployed): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...settings };
  if (profile && cpuProfDir) {
    mkdirSync(resolve(cpuProfDir), { recursive: true });
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${resolve(cpuProfDir)}`.trim();
  }
  return startBenchServer(serverDir, databasePath, env);
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds });
}

type Who = 'bare' | 'ours' | 'off' | 'base';
/** One measurement: autocannon's result and the server's CPU time per answered request (µs). */
type Sample = autocannon.Result & { cpuMicros: number };
const samples = new Map<string, Sample[]>();
const key = (who: Who, path: string) => `${who} ${path}`;

/**
 * The CPU time a process has used (user + system, µs), from /proc. Requests/s depend on what else the
 * machine runs; the CPU each request costs the server much less, so it is reported beside them.
 */
function cpuMicrosOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

async function measure(who: Who, server: BenchServer, path: string): Promise<void> {
  if (WARMUP > 0) await load(`${server.base}${path}`, WARMUP);
  const cpuBefore = cpuMicrosOf(server.child.pid);
  const result = await load(`${server.base}${path}`, SECONDS);
  const cpuMicros = (cpuMicrosOf(server.child.pid) - cpuBefore) / Math.max(1, result.requests.total);
  const trouble = [result.non2xx && `${result.non2xx} non-2xx`, result.errors && `${result.errors} errors`, result.timeouts && `${result.timeouts} timeouts`].filter(Boolean).join(', ');
  console.log(`  ${who.padEnd(4)} ${path}: ${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${cpuMicros.toFixed(0)} µs CPU a request${trouble ? `, ${trouble}` : ''}`);
  samples.set(key(who, path), [...(samples.get(key(who, path)) ?? []), { ...result, cpuMicros }]);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const seeded = prepareBenchDatabase(ownDir, argument('database'), 'api');
const ownDb = copyDatabase(seeded.path, 'ours');
const baseDb = baselineDir ? copyDatabase(seeded.path, 'base') : null;
const offDb = limitsOff ? copyDatabase(seeded.path, 'off') : null;
const startedAt = new Date();
const loads: number[] = [loadavg()[0] ?? 0];
let running: BenchServer | null = null;
const started: BenchServer[] = [];
try {
  // Which journal: the one asked for, else the first public one.
  running = await startOurs(ownDir, ownDb.path, false);
  const list = (await (await fetch(`${running.base}/api/journals/public`)).json()) as { value: string }[];
  const journal = JOURNAL ?? list[0]?.value;
  if (!journal) throw new Error('no public journal in the database');
  const paths = ['/api/journals/public', `/api/journals/${journal}/single`];
  const answers = await Promise.all(paths.map((path) => capture(running!.base, path)));
  await stopBenchServer(running);
  running = null;

  // All servers run throughout (an idle one costs nothing), so each measurement of ours sits right
  // beside bare's and the baseline's of the same call: the pairs see the same load on the machine.
  const servers = new Map<Who, BenchServer>();
  servers.set('bare', await startBare(answers));
  servers.set('ours', await startOurs(ownDir, ownDb.path, true));
  if (offDb) servers.set('off', await startOurs(ownDir, offDb.path, false, { RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'warn' }));
  if (baselineDir && baseDb) servers.set('base', await startOurs(baselineDir, baseDb.path, false));
  started.push(...servers.values());
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS} (load average ${loadavg()[0]?.toFixed(2)})`);
    loads.push(loadavg()[0] ?? 0);
    for (const path of paths) {
      // The order changes each round, so no side always runs first on a machine that warms up or cools down.
      const order = [...servers.keys()];
      if (round % 2 === 0) order.reverse();
      for (const who of order) await measure(who, servers.get(who)!, path);
    }
  }
  const report: string[] = [];
  report.push(`# JSON API throughput against bare Node, ${startedAt.toISOString()}`);
  report.push('');
  report.push(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per measurement after a ${WARMUP} s warm-up, ${ROUNDS} rounds, each call measured on each server in turn (` +
    `bare, ours${limitsOff ? ', ours with the limits off' : ''}${baselineDir ? ', baseline' : ''}, the order reversed every other round); medians of the rounds. Loopback, ${availableParallelism()} CPUs shared by autocannon and the server; ` +
    `Node ${process.version}. Ours: node src/app/main.ts in ${ownDir}${baselineDir ? `; baseline: ${baselineDir}` : ''}; each on its own copy of one seeded database, ` +
    `as npm start runs it (every rate limit on, RATE_LIMIT_SCALE=1; LOG_LEVEL=warn)${limitsOff ? '; off: the same with RATE_LIMIT_SCALE=0' : ''}. Bare: node:http answering the bytes ours answered (same body, same headers). ` +
    `Load average (1 min) at the start of each round: ${loads.map((value) => value.toFixed(2)).join(', ')}.`);
  report.push('');
  report.push('Goal: requests/s ≥ 0.5 × bare, p99 ≤ 25 ms.');
  report.push('');
  report.push('× bare is the median of the rounds\' ratios (each round\'s measurement of a server over bare\'s of the same call, taken just before or after it).');
  report.push('');
  report.push('CPU µs a request: the server process\'s CPU time (user + system, from /proc) over the requests it answered in the measurement; bare ÷ ours is the share of bare\'s requests/s ours would reach on a machine of its own.');
  report.push('');
  report.push('| call | server | requests/s (rounds) | median req/s | p50 ms | p99 ms | × bare (rounds) | × bare | CPU µs a request | bare ÷ ours CPU | goal |');
  report.push('|---|---|---|---:|---:|---:|---|---:|---:|---:|---|');
  for (const answer of answers) {
    const bareRates = (samples.get(key('bare', answer.path)) ?? []).map((r) => r.requests.average);
    const bareCpu = median((samples.get(key('bare', answer.path)) ?? []).map((r) => r.cpuMicros));
    for (const who of ['bare', 'ours', 'off', 'base'] as Who[]) {
      const results = samples.get(key(who, answer.path));
      if (!results) continue;
      const rate = median(results.map((r) => r.requests.average));
      const p99 = median(results.map((r) => r.latency.p99));
      const ratios = results.map((r, i) => r.requests.average / (bareRates[i] ?? Number.NaN));
      const ratio = median(ratios);
      const cpu = median(results.map((r) => r.cpuMicros));
      const goal = who === 'bare' ? '' : ratio >= 0.5 && p99 <= 25 ? 'met' : 'not met';
      report.push(`| \`${answer.path}\` (${Buffer.byteLength(answer.body).toLocaleString('en')} B) | ${({ bare: 'bare', ours: 'ours (limits on)', off: 'ours, limits off', base: 'baseline' } as const)[who]} | ` +
        `${results.map((r) => r.requests.average.toFixed(0)).join(' / ')} | ${rate.toFixed(0)} | ${median(results.map((r) => r.latency.p50))} | ${p99} | ` +
        `${ratios.map((value) => value.toFixed(2)).join(' / ')} | ${ratio.toFixed(2)} | ${cpu.toFixed(0)} | ${(bareCpu / cpu).toFixed(2)} | ${goal} |`);
    }
  }
  const text = `${report.join('\n')}\n`;
  console.log(`\n${text}`);
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, text);
  console.log(`report written to ${reportPath}`);
} finally {
  await stopBenchServer(running);
  for (const server of started) await stopBenchServer(server);
  ownDb.cleanup();
  baseDb?.cleanup();
  offDb?.cleanup();
  seeded.cleanup();
}
