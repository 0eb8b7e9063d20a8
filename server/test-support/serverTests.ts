// The server's test suite on both engines ("the same server test suite runs against both
// engines"), as `npm test` runs it: `node withPostgres.ts node serverTests.ts <reportsDir>`.
//
// Two passes run side by side, each a `node --test` of its own (one test file at a time each, so on
// a 2-core machine the two passes together keep both cores busy, where one after the other would
// take the sum of their times):
// - SQLite: every test file but PostgreSQL's own catalogue tests; its spec report goes to the terminal.
// - PostgreSQL (TEST_ENGINE=postgres): the files whose apps follow TEST_ENGINE, i.e. that import
//   test-support/testEngine.ts directly or through a fixture, and PostgreSQL's own catalogue tests
//   (catalogue/postgres/, once). A file that imports none of them tests no engine-dependent part (or,
//   like the store tests on test-support/engines.ts, runs both engines itself in the first pass). The
//   two-server check (scaleOut/) is on PostgreSQL by construction and runs once, in the first pass.
//   Its spec report goes to a file and is printed when the pass fails.
// Seeded catalogues are built once per run and copied for each file (seedTemplates.ts), and each pass
// ends by listing its slowest files (fileDurations.ts), with the time each spent outside its tests.
// `--list` prints which pass runs each file. Each pass writes TAP to <reportsDir>/server-<engine>.tap for the counts. Exits 1 if either failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropTemplateDatabases } from './seedTemplates.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engineSwitch = path.join(serverDir, 'test-support', 'testEngine.ts');

const listOnly = process.argv.includes('--list');
const reportsDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(serverDir, '..', 'var', 'test-reports'));
fs.mkdirSync(reportsDir, { recursive: true });

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') || entry.name.endsWith('.tsx') ? [full] : [];
  });
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g;
const importsOf = new Map<string, string[]>();
function relativeImports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const text = fs.readFileSync(file, 'utf8');
    found = [...text.matchAll(importPattern)].map((match) => path.resolve(path.dirname(file), match[1]!));
    importsOf.set(file, found);
  }
  return found;
}

/** Whether the file reaches testEngine.ts through its relative imports. */
function followsTestEngine(file: string, seen = new Set<string>()): boolean {
  if (file === engineSwitch) return true;
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  return relativeImports(file).some((imported) => followsTestEngine(imported, seen));
}

const testFiles = [...sourceFiles(path.join(serverDir, 'src')), ...sourceFiles(path.join(serverDir, 'tools'))]
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
const enginePassFiles = testFiles.filter((file) => !file.includes(`${path.sep}scaleOut${path.sep}`) && followsTestEngine(file));
// PostgreSQL's own catalogue tests (catalogue/postgres/) open their databases themselves and compare
// them with SQLite whatever the pass: they run once, in the PostgreSQL pass, which keeps the two
// passes about as long as each other (the SQLite pass has every other file).
const postgresOwnFiles = testFiles.filter((file) => file.includes(`${path.sep}catalogue${path.sep}postgres${path.sep}`) && !enginePassFiles.includes(file));
const sqliteFiles = testFiles.filter((file) => !postgresOwnFiles.includes(file));
const postgresFiles = [...enginePassFiles, ...postgresOwnFiles];

if (listOnly) {
  const passesOf = (file: string) => (postgresOwnFiles.includes(file) ? 'postgres' : enginePassFiles.includes(file) ? 'both    ' : 'sqlite  ');
  for (const file of testFiles) process.stdout.write(`${passesOf(file)} ${path.relative(serverDir, file)}\n`);
  process.exit(0);
}

interface Pass {
  engine: 'sqlite' | 'postgres';
  files: string[];
  /** Where the spec report goes: the terminal, or a file printed on failure. */
  specTo: 'stdout' | string;
}

function runPass(pass: Pass): Promise<number> {
  const tap = path.join(reportsDir, `server-${pass.engine}.tap`);
  const durations = path.join(reportsDir, `server-${pass.engine}-durations.tsv`);
  const args = [
    // Three reporters on one stream pass Node's default of ten listeners, which warns for nothing.
    '--disable-warning=MaxListenersExceededWarning',
    '--test', '--test-reporter=spec', `--test-reporter-destination=${pass.specTo}`, '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    `--test-reporter=${path.join(serverDir, 'test-support', 'fileDurations.ts')}`, `--test-reporter-destination=${durations}`,
    ...pass.files.map((file) => path.relative(serverDir, file)),
  ];
  const child = spawn(process.execPath, args, { cwd: serverDir, stdio: 'inherit', env: { ...process.env, TEST_ENGINE: pass.engine, OAP_TEST_TEMPLATES: templatesDir, NODE_COMPILE_CACHE: compileCache } });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** The slowest files of a pass, from its durations report (fileDurations.ts). */
function slowestFiles(engine: Pass['engine'], count: number): string {
  const file = path.join(reportsDir, `server-${engine}-durations.tsv`);
  if (!fs.existsSync(file)) return '';
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const total = lines.reduce((sum, line) => sum + Number(line.split('\t')[0]), 0);
  const seconds = (ms: string | undefined) => (Number(ms) / 1000).toFixed(1);
  const top = lines.slice(0, count).map((line) => {
    const [ms, name, outside] = line.split('\t');
    return `  ${seconds(ms).padStart(6)} s  ${name} (${seconds(outside)} s outside its tests)`;
  });
  return `[serverTests] ${engine}: ${lines.length} files in ${Math.round(total / 1000)} s; the slowest (time outside the tests: loading, file-level hooks, exiting):\n${top.join('\n')}\n`;
}

// Each test file is a process that loads the server's modules again: Node keeps their compiled code
// here between processes (and runs), which cuts that loading by about a quarter.
const compileCache = path.join(serverDir, '..', 'var', 'cache', 'node-compile');
// Seeded databases are made once in the run and copied per test (seedTemplates.ts).
const templatesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-seed-templates-'));
const postgresSpec = path.join(reportsDir, 'server-postgres.txt');
process.stdout.write(`[serverTests] SQLite: ${sqliteFiles.length} files; PostgreSQL, side by side: ${postgresFiles.length} files (report in ${path.relative(process.cwd(), postgresSpec)})\n`);
const [sqliteStatus, postgresStatus] = await Promise.all([
  runPass({ engine: 'sqlite', files: sqliteFiles, specTo: 'stdout' }),
  runPass({ engine: 'postgres', files: postgresFiles, specTo: postgresSpec }),
]);
if (postgresStatus !== 0 && fs.existsSync(postgresSpec)) {
  process.stdout.write(`\n[serverTests] the PostgreSQL pass failed; its report:\n`);
  process.stdout.write(fs.readFileSync(postgresSpec, 'utf8'));
}
fs.rmSync(templatesDir, { recursive: true, force: true });
if (process.env.TEST_DATABASE_URL) await dropTemplateDatabases(process.env.TEST_DATABASE_URL, templatesDir).catch(() => undefined);
process.stdout.write(slowestFiles('sqlite', 12) + slowestFiles('postgres', 12));
process.stdout.write(`[serverTests] SQLite pass: ${sqliteStatus === 0 ? 'passed' : 'FAILED'}; PostgreSQL pass: ${postgresStatus === 0 ? 'passed' : 'FAILED'}\n`);
process.exit(sqliteStatus === 0 && postgresStatus === 0 ? 0 : 1);
