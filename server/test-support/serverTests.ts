// The server's test suite on both engines ("the same server test suite runs against both
// engines"), as `npm test` runs it: `node withPostgres.ts node serverTests.ts <reportsDir>`.
//
// Two passes run side by side, each one test file at a time, so on a 2-core machine the two together
// keep both cores busy, where one after the other would take the sum of their times:
// - SQLite: every test file but PostgreSQL's own catalogue tests; its spec report goes to the terminal.
// - PostgreSQL (TEST_ENGINE=postgres): the files whose apps follow TEST_ENGINE, i.e. that import
//   test-support/testEngine.ts directly or through a fixture, and PostgreSQL's own catalogue tests
//   (catalogue/postgres/, once). A file that imports none of them tests no engine-dependent part (or,
//   like the store tests on test-support/engines.ts, runs both engines itself in the first pass). The
//   two-server check (scaleOut/) is on PostgreSQL by construction and runs once, in the first pass.
//   Its spec report goes to files and is printed when the pass fails.
// In each pass, the files run in one process (oneProcess.ts), but for those that leave state on the
// process's globals, which run each in a process of its own after the others.
// Seeded catalogues are built once per run and copied for each file (seedTemplates.ts), and the run
// ends by listing each pass's slowest files (fileDurations.ts), with the time each spent outside its
// tests, and the templates it built. `--list` prints which pass runs each file, and how.
// Each pass writes TAP to <reportsDir>/server-<engine>.tap and server-<engine>-own.tap for the counts.
// Exits 1 if either pass failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropTemplateDatabases } from './seedTemplates.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engineSwitch = path.join(serverDir, 'test-support', 'testEngine.ts');
const ssrFixture = path.join(serverDir, 'test-support', 'ssrFixture.ts');

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

/** Whether the file reaches `target` through its relative imports. */
function reaches(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  return relativeImports(file).some((imported) => reaches(imported, target, seen));
}

const testFiles = [...sourceFiles(path.join(serverDir, 'src')), ...sourceFiles(path.join(serverDir, 'tools'))]
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
const enginePassFiles = testFiles.filter((file) => !file.includes(`${path.sep}scaleOut${path.sep}`) && reaches(file, engineSwitch));
// PostgreSQL's own catalogue tests (catalogue/postgres/) open their databases themselves and compare
// them with SQLite whatever the pass: they run once, in the PostgreSQL pass, but for the store's
// journals and its seed writer, which run in the SQLite pass, so that the two passes take about as
// long as each other (the SQLite pass has every other file; docs/testing.md has both passes' times).
const inTheSqlitePass = [path.join('postgres', 'postgresJournals.test.ts'), path.join('postgres', 'seed', 'postgresCatalogueWriter.test.ts')];
const postgresOwnFiles = testFiles.filter(
  (file) => file.includes(`${path.sep}catalogue${path.sep}postgres${path.sep}`) && !enginePassFiles.includes(file) && !inTheSqlitePass.some((name) => file.endsWith(`${path.sep}catalogue${path.sep}${name}`)),
);
const sqliteFiles = testFiles.filter((file) => !postgresOwnFiles.includes(file));
const postgresFiles = [...enginePassFiles, ...postgresOwnFiles];
// The files that run in a process each rather than with the others (oneProcess.ts): those that render
// pages with the built shell, whose server bundle and federation runtime live on the process's
// globals, and those that say why at their top with an \`// In a process of its own:\` line.
const ownProcessFiles = new Set(testFiles.filter((file) => reaches(file, ssrFixture) || /^\/\/ In a process of its own:/m.test(fs.readFileSync(file, 'utf8'))));

if (listOnly) {
  const passesOf = (file: string) => (postgresOwnFiles.includes(file) ? 'postgres' : enginePassFiles.includes(file) ? 'both    ' : 'sqlite  ');
  for (const file of testFiles) process.stdout.write(`${passesOf(file)} ${ownProcessFiles.has(file) ? 'own   ' : 'shared'} ${path.relative(serverDir, file)}\n`);
  process.exit(0);
}

interface Pass {
  engine: 'sqlite' | 'postgres';
  files: string[];
  /** Where the spec report goes: the terminal, or files (server-<engine>[-own].txt) printed on failure. */
  specTo: 'stdout' | 'file';
}

/**
 * One pass: its files that can share a process in one (oneProcess.ts), then the others each in its
 * own (`node --test`), one after the other, so the two passes side by side keep both cores busy.
 * Each part writes its TAP (server-<engine>.tap and server-<engine>-own.tap) and its files' durations.
 */
async function runPass(pass: Pass): Promise<number> {
  const shared = pass.files.filter((file) => !ownProcessFiles.has(file));
  const own = pass.files.filter((file) => ownProcessFiles.has(file));
  const sharedStatus = shared.length ? await runPart(pass, '', [path.join(serverDir, 'test-support', 'oneProcess.ts'), ...shared]) : 0;
  const ownStatus = own.length ? await runPart(pass, '-own', ['--test', ...own]) : 0;
  return sharedStatus || ownStatus;
}

/** The two parts of a pass, as their reports are named: the files in one process, and those in their own. */
const parts = ['', '-own'] as const;
type Part = (typeof parts)[number];
/** A report of one part of a pass: server-<engine><part><ending> in the reports folder. */
const reportFile = (engine: Pass['engine'], part: Part, ending: string) => path.join(reportsDir, `server-${engine}${part}${ending}`);

function runPart(pass: Pass, part: Part, run: string[]): Promise<number> {
  const report = (ending: string) => reportFile(pass.engine, part, ending);
  const specTo = pass.specTo === 'stdout' ? 'stdout' : report('.txt');
  const args = [
    // Three reporters on one stream pass Node's default of ten listeners, which warns for nothing.
    '--disable-warning=MaxListenersExceededWarning',
    '--test-reporter=spec', `--test-reporter-destination=${specTo}`, '--test-reporter=tap', `--test-reporter-destination=${report('.tap')}`,
    `--test-reporter=${path.join(serverDir, 'test-support', 'fileDurations.ts')}`, `--test-reporter-destination=${report('-durations.tsv')}`,
    ...run.map((file) => (file.startsWith('--') ? file : path.relative(serverDir, file))),
  ];
  const child = spawn(process.execPath, args, { cwd: serverDir, stdio: 'inherit', env: { ...process.env, TEST_ENGINE: pass.engine, OAP_TEST_TEMPLATES: templatesDir, NODE_COMPILE_CACHE: compileCache, TMPDIR: temporaryFiles } });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** The slowest files of a pass, from its durations report (fileDurations.ts). */
function slowestFiles(engine: Pass['engine'], count: number): string {
  const lines = parts
    .map((part) => reportFile(engine, part, '-durations.tsv'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean))
    .sort((a, b) => Number(b.split('\t')[0]) - Number(a.split('\t')[0]));
  if (!lines.length) return '';
  const total = lines.reduce((sum, line) => sum + Number(line.split('\t')[0]), 0);
  const seconds = (ms: string | undefined) => (Number(ms) / 1000).toFixed(1);
  const top = lines.slice(0, count).map((line) => {
    const [ms, name, outside] = line.split('\t');
    return `  ${seconds(ms).padStart(6)} s  ${name} (${seconds(outside)} s outside its tests)`;
  });
  return `[serverTests] ${engine}: ${lines.length} files in ${Math.round(total / 1000)} s; the slowest (time outside the tests: loading, file-level hooks, exiting):\n${top.join('\n')}\n`;
}

/** The seeded templates the run built (seedTemplates.ts logs each), with how long each took and the process's script: the test file, or oneProcess.ts. */
function templatesBuilt(): string {
  const file = path.join(templatesDir, 'builds.tsv');
  if (!fs.existsSync(file)) return '';
  const builds = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => line.split('\t'));
  const total = builds.reduce((sum, [ms]) => sum + Number(ms), 0);
  const lines = builds.sort((a, b) => Number(b[0]) - Number(a[0])).map(([ms, engine, key, by]) => `  ${(Number(ms) / 1000).toFixed(1).padStart(6)} s  ${engine} ${key} (${by})`);
  return `[serverTests] ${builds.length} seeded templates built, in ${Math.round(total / 1000)} s:\n${lines.join('\n')}\n`;
}

// Node keeps the compiled code of the server's modules here between processes and runs, which cuts
// their loading by about a quarter.
const compileCache = path.join(serverDir, '..', 'var', 'cache', 'node-compile');
// Seeded databases are made once in the run and copied per test (seedTemplates.ts).
// The run's own folder, removed at its end: its templates, and every temporary folder its tests and
// the server copies they start make (TMPDIR), which a test's fixtures leave for the process's end.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-test-run-'));
const templatesDir = path.join(runDir, 'templates');
const temporaryFiles = path.join(runDir, 'tmp');
for (const dir of [templatesDir, temporaryFiles]) fs.mkdirSync(dir);
const postgresSpecs = parts.map((part) => reportFile('postgres', part, '.txt'));
process.stdout.write(
  `[serverTests] SQLite: ${sqliteFiles.length} files; PostgreSQL, side by side: ${postgresFiles.length} files (report in ${postgresSpecs.map((file) => path.relative(process.cwd(), file)).join(' and ')}); ` +
    `${ownProcessFiles.size} files in a process of their own, the others in one per pass\n`,
);
const [sqliteStatus, postgresStatus] = await Promise.all([
  runPass({ engine: 'sqlite', files: sqliteFiles, specTo: 'stdout' }),
  runPass({ engine: 'postgres', files: postgresFiles, specTo: 'file' }),
]);
if (postgresStatus !== 0) {
  process.stdout.write(`\n[serverTests] the PostgreSQL pass failed; its report:\n`);
  for (const file of postgresSpecs) if (fs.existsSync(file)) process.stdout.write(fs.readFileSync(file, 'utf8'));
}
const templateBuilds = templatesBuilt();
fs.rmSync(runDir, { recursive: true, force: true });
if (process.env.TEST_DATABASE_URL) await dropTemplateDatabases(process.env.TEST_DATABASE_URL, templatesDir).catch(() => undefined);
process.stdout.write(slowestFiles('sqlite', 12) + slowestFiles('postgres', 12) + templateBuilds);
process.stdout.write(`[serverTests] SQLite pass: ${sqliteStatus === 0 ? 'passed' : 'FAILED'}; PostgreSQL pass: ${postgresStatus === 0 ? 'passed' : 'FAILED'}\n`);
process.exit(sqliteStatus === 0 && postgresStatus === 0 ? 0 : 1);
