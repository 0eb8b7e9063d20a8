// The real server (node src/app/main.ts) as the benchmarks start it: on a seeded database (a temporary
// one unless given) with the built apps active, on loopback at a free port, rate limits off, errors
// logged; ready once a search answers (the search index loads after listen, and must not load during a measured run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** Error lines the server logged (pino JSON at LOG_LEVEL=error), the first 20. */
  errors: string[];
}

/** The benchmarks' article page: the corpus's eLife article on polycomb repressive complex 2 (figures, formulas, a long text). */
export const BENCH_ARTICLE_DOI = '10.7554/eLife.00005';

/** Where the seed put the benchmarks' article in the database at `databasePath`. */
export function benchArticlePath(databasePath: string): string {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT j.issn, v.volume, i.issue, a.identifier FROM articles a JOIN journals j ON j.id = a.journal_id
         JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id WHERE a.doi = ?`,
      )
      .get(BENCH_ARTICLE_DOI) as { issn: string; volume: number; issue: string; identifier: string } | undefined;
    if (!row) throw new Error(`${databasePath} has no article ${BENCH_ARTICLE_DOI} (the corpus's eLife article): seed it with the default catalogue.`);
    return `/${row.issn}/${row.volume}/${row.issue}/${row.identifier}`;
  } finally {
    db.close();
  }
}

/**
 * A server script of the checkout at `serverDir`: at `file`, or where a checkout from before the
 * server's layers kept it (src/cli/, src/main.ts), so a baseline from then can be measured beside this one.
 */
function entryOf(serverDir: string, file: string): string {
  if (existsSync(join(serverDir, file))) return file;
  const before = file === 'src/app/main.ts' ? 'src/main.ts' : file.replace(/^tools\/cli\//, 'src/cli/');
  return existsSync(join(serverDir, before)) ? before : file;
}

/** The given database, or a temporary one seeded with the default catalogue by `serverDir`'s seed. */
export function prepareBenchDatabase(serverDir: string, given: string | undefined, prefix: string): { path: string; cleanup: () => void } {
  if (given) return { path: resolve(given), cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), `oap-${prefix}-`));
  const path = join(dir, 'publisher.sqlite');
  console.log(`seeding ${path} …`);
  const seeded = spawnSync(process.execPath, [entryOf(serverDir, 'tools/cli/seed.ts')], { cwd: serverDir, env: { ...process.env, DATABASE_PATH: path }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The port a child prints in "running at http://localhost:PORT"; collects its error log lines. */
export function listening(child: ChildProcess, errors: string[]): Promise<string> {
  return new Promise<string>((resolvePort, reject) => {
    let output = '';
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (output.length < 100_000) output += text;
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) resolvePort(match[1]);
      const parts = (pending + text).split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) if (/"level":\s*[56]0/.test(part) && errors.length < 20) errors.push(part);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
}

/** BENCH_SERVER_FLAGS: Node options for the server process alone (say --trace-gc or --cpu-prof, which NODE_OPTIONS refuses or would give every process). */
export async function startBenchServer(serverDir: string, databasePath: string, env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  // The release registry is the database's: the built apps (in RELEASES_DIR since the
  // build) are made this database's active builds, as npm start does for its own. An env with
  // DATABASE_URL puts both the registry and the server on that PostgreSQL database.
  const published = spawnSync(process.execPath, [entryOf(serverDir, 'tools/cli/release.ts'), 'publish-all', '--promote'], { cwd: serverDir, env: { ...process.env, DATABASE_PATH: databasePath, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (published.status !== 0) throw new Error('publishing the built apps into the bench database failed');
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_FLAGS ? process.env.BENCH_SERVER_FLAGS.split(' ') : []), entryOf(serverDir, 'src/app/main.ts')], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_PATH: databasePath, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const errors: string[] = [];
  const base = `http://127.0.0.1:${await listening(child, errors)}`;
  for (let i = 0; i < 600; i++) {
    const response = await fetch(`${base}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":{"q":"cell"}}' }).catch(() => null);
    if (response?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, errors };
}

export async function stopBenchServer(started: { child: ChildProcess } | null): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  const exited = new Promise((r) => started.child.once('exit', r));
  started.child.kill('SIGTERM');
  await exited;
}
