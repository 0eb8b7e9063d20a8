// The project's tasks, run under the pinned Node by scripts/run.cjs:
//   start    install, build what changed (turbo), publish remote builds, create and seed the database, serve
//   build    install, build what changed, publish remote builds
//   test     build, then type-check, unit tests, server tests and the end-to-end run in Chromium
//   release  the release commands (status, publish, promote, canary, rollback, preview, audit, token; list, publish-all)
//   roles    grant, revoke and list roles of reader accounts (the editorial office)
//   alerts   send the table-of-contents alerts of articles published since a day (--since) or the last run
//   deposit  write the Crossref or DOAJ deposit XML of a volume, an issue or an article
//   import   publish JATS articles and packages (docs/publishing.md); journals: set journals up from YAML or JSON;
//            deposit-tokens: create, revoke and list the HTTP deposit's tokens
//   bench    the benchmarks
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.env.OAP_NODE ?? process.execPath;
const pnpmCli = process.env.OAP_PNPM;
const ci = process.env.CI === 'true' || process.env.CI === '1';

export const apps = ['shell', 'mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services'];
export const remotes = apps.filter((app) => app !== 'shell');

function log(message) {
  process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(label, command, args, options) {
  const started = Date.now();
  const status = run(command, args, options);
  if (status !== 0) throw new Error(`${label} failed (exit ${status}).`);
  log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function pnpm(args, options) {
  if (!pnpmCli) throw new Error('OAP_PNPM is not set: run through `npm start` / `npm test` (scripts/run.cjs).');
  return [node, [pnpmCli, ...args], options];
}

function install() {
  const [command, args] = pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  mustRun('install dependencies', command, args);
}

/**
 * Builds every package through turborepo (turbo.json): a package whose inputs (its files, the shared
 * sources and rspack config, its locked dependencies, NODE_ENV) did not change is restored from the
 * local cache in node_modules/.cache/turbo instead of being rebuilt.
 */
function build() {
  mustRun('build (turbo)', ...turbo(['run', 'build', '--output-logs=new-only']));
}

/** turbo, with the pinned pnpm on PATH (it runs each package's script through the package manager). */
function turbo(args, options = {}) {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', NODE_ENV: process.env.NODE_ENV ?? 'production', ...options.env };
  return [node, [path.join(root, 'node_modules', 'turbo', 'bin', 'turbo'), ...args], { ...options, env }];
}

function releaseCli(args, env = process.env) {
  return run(node, [path.join(root, 'server', 'tools', 'cli', 'release.ts'), ...args], { env });
}

/** Publishes every remote's current dist and the shell's, and makes them active together (the local release flow). */
function publishRemotes(env = process.env) {
  const status = releaseCli(['publish-all', '--promote'], env);
  if (status !== 0) throw new Error('publishing the remote builds failed.');
}

function seed(env = process.env) {
  mustRun('database', node, [path.join(root, 'server', 'tools', 'cli', 'seed.ts')], { env });
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's chromium when it is missing; returns a reason when it cannot. */
function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return null;
  const manual = 'install it with `apt-get install chromium` (or set CHROMIUM_PATH), or run with SKIP_E2E=1';
  if (process.platform !== 'linux' || !onPath('apt-get')) return `no Chromium at ${chromiumPath} and no apt-get to install it: ${manual}`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root && !onPath('sudo')) return `no Chromium at ${chromiumPath}, and installing it needs root: ${manual}`;
  log('installing Debian chromium (browser downloads do not work here)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (root ? run('apt-get', args, { env }) : run('sudo', ['-n', '-E', 'apt-get', ...args], { env }));
  if (apt(['update', '-qq']) !== 0) return `apt-get update failed: ${manual}`;
  if (apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']) !== 0 || !fs.existsSync(chromiumPath)) {
    return `installing chromium failed: ${manual}`;
  }
  return null;
}

/**
 * Installs Debian's Java when it is missing: the valid-HTML check (e2e/specs/validHtml.spec.ts) runs
 * the W3C's Nu HTML Checker (vnu-jar) with it. Returns a reason when it cannot.
 */
function ensureJava() {
  if (onPath('java')) return null;
  const manual = 'install it with `apt-get install openjdk-17-jre-headless`, or the valid-HTML check is skipped';
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform !== 'linux' || !onPath('apt-get') || (!root && !onPath('sudo'))) return `no java: ${manual}`;
  log('installing Debian openjdk-17-jre-headless (for the Nu HTML Checker)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (root ? run('apt-get', args, { env }) : run('sudo', ['-n', '-E', 'apt-get', ...args], { env }));
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', '--no-install-recommends', 'openjdk-17-jre-headless']) !== 0 || !onPath('java')) return `installing java failed: ${manual}`;
  return null;
}

/**
 * Installs Debian's PostgreSQL when it is missing (the server tests run their stores on it as well as
 * on SQLite); returns a reason when it cannot. The server itself never needs it unless
 * configured to.
 */
function ensurePostgres() {
  const installed = () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));
  if (process.env.TEST_DATABASE_URL || installed()) return null;
  const manual = 'install it with `apt-get install postgresql`, or set TEST_DATABASE_URL to a PostgreSQL the tests may create databases in';
  if (process.platform !== 'linux' || !onPath('apt-get')) return `no PostgreSQL and no apt-get to install it: ${manual}`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root && !onPath('sudo')) return `no PostgreSQL, and installing it needs root: ${manual}`;
  log('installing Debian postgresql (the server tests run on it too)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (root ? run('apt-get', args, { env }) : run('sudo', ['-n', '-E', 'apt-get', ...args], { env }));
  if (apt(['update', '-qq']) !== 0) return `apt-get update failed: ${manual}`;
  // The package's own cluster is not used (the tests start their own): it is not created.
  if (root) {
    fs.mkdirSync('/etc/postgresql-common/createcluster.d', { recursive: true });
    fs.writeFileSync('/etc/postgresql-common/createcluster.d/oap-no-main-cluster.conf', 'create_main_cluster = false\n');
  }
  if (apt(['install', '-y', '-qq', '--no-install-recommends', 'postgresql']) !== 0 || !installed()) return `installing postgresql failed: ${manual}`;
  return null;
}

/**
 * Installs Debian's varnish, varnish-modules (its xkey module) and haproxy when missing: the edge check
 * and the two-server check run the site behind them with the shipped configurations (deploy/).
 * Returns a reason when it cannot; the server itself never needs them.
 */
function ensureEdge() {
  const missing = [
    ['varnish', '/usr/sbin/varnishd'],
    ['varnish-modules', '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so'],
    ['haproxy', '/usr/sbin/haproxy'],
  ].filter(([, file]) => !fs.existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return null;
  const manual = `install them with \`apt-get install ${missing.join(' ')}\``;
  if (process.platform !== 'linux' || !onPath('apt-get')) return `no ${missing.join(', ')} and no apt-get to install them: ${manual}`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root && !onPath('sudo')) return `no ${missing.join(', ')}, and installing them needs root: ${manual}`;
  log(`installing Debian ${missing.join(', ')} (the edge checks run the site behind them)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (root ? run('apt-get', args, { env }) : run('sudo', ['-n', '-E', 'apt-get', ...args], { env }));
  if (apt(['update', '-qq']) !== 0) return `apt-get update failed: ${manual}`;
  if (apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]) !== 0) return `installing ${missing.join(', ')} failed: ${manual}`;
  // The packages' own services are not used (the checks start their own on loopback).
  for (const service of ['varnish', 'varnishncsa', 'haproxy']) spawnSync('systemctl', ['disable', '--now', service], { stdio: 'ignore' });
  return null;
}

function prepare() {
  install();
  build();
  publishRemotes();
}

function start() {
  prepare();
  seed();
  const server = spawn(node, [path.join(root, 'server', 'src', 'app', 'main.ts')], { stdio: 'inherit', cwd: root });
  const stop = (signal) => server.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A server ended by a signal it did not ask for (out of memory, say) is a failure.
  server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
}

/** Reads the summary files the runners wrote and prints one plain closing line. */
function summarise(results) {
  let passed = 0;
  let failed = 0;
  for (const result of results) {
    passed += result.passed;
    failed += result.failed;
    log(`${result.label}: ${result.passed} passed, ${result.failed} failed${result.notRun ? `, ${result.notRun} not run` : ''}`);
  }
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  return failed;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Starts jest in the background, its output to a file: its exit status, its log and its JSON report. */
function startUnitTests(reports) {
  const report = path.join(reports, 'jest.json');
  const logFile = path.join(reports, 'jest.log');
  const output = fs.openSync(logFile, 'w');
  const started = Date.now();
  log('unit tests (jest): starting, beside the type-check and lint');
  const child = spawn(node, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--json', `--outputFile=${report}`, ...(ci ? ['--maxWorkers=2'] : [])], {
    cwd: root,
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { exited, log: logFile, report, started };
}

async function test() {
  const reports = path.join(root, 'var', 'test-reports');
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  prepare();
  // A missing browser fails only the browser step; the other steps still run and report.
  const chromiumProblem = process.env.SKIP_E2E === '1' ? null : ensureChromium();
  const javaProblem = process.env.SKIP_E2E === '1' ? null : ensureJava();
  if (javaProblem) process.stderr.write(`${javaProblem}\n`);
  // A missing PostgreSQL is reported by the tests that need it (and fails them in CI).
  const postgresProblem = ensurePostgres();
  if (postgresProblem) process.stderr.write(`${postgresProblem}\n`);
  // Missing Varnish or HAProxy is reported by the checks that need them (and fails them in CI).
  const edgeProblem = ensureEdge();
  if (edgeProblem) process.stderr.write(`${edgeProblem}\n`);

  const results = [];
  const failures = [];
  const step = (label, fn) => {
    const started = Date.now();
    log(`${label}: starting`);
    const status = fn();
    log(`${label}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (status !== 0) failures.push(label);
  };

  // The unit tests run beside the type-check and the lint, which leave a core idle much of the time
  // (the server's lint runs alone at its end): jest's workers take it. Jest writes to a file, printed
  // after the lint's output, so the two do not interleave.
  const unitTests = startUnitTests(reports);

  step('type-check', () => run(node, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json']));

  // Every package's own lint script (turbo skips the packages whose files did not change).
  step('lint (eslint, every package)', () => run(...turbo(['run', 'lint', '--output-logs=errors-only'])));

  const status = await unitTests.exited;
  process.stdout.write(fs.readFileSync(unitTests.log));
  const report = readJson(unitTests.report);
  // A suite that fails to load has no failed tests of its own; count it as a failure.
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  results.push({ label: 'unit tests', passed: report?.numPassedTests ?? 0, failed: report ? failed : status === 0 ? 0 : 1 });
  log(`unit tests (jest, beside the type-check and lint): ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${((Date.now() - unitTests.started) / 1000).toFixed(1)} s`);
  if (status !== 0) failures.push('unit tests (jest)');

  step('build tests (node --test, shared/rspack-config)', () => {
    // What the builds write and leave out (build-metadata.json, shared modules, unused code).
    const tapFile = path.join(reports, 'build-tests.tap');
    const status = run(node, ['--test', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`], { cwd: path.join(root, 'shared', 'rspack-config') });
    const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
    const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
    results.push({ label: 'build tests', passed: count('pass'), failed: count('fail') || (status === 0 ? 0 : 1) });
    return status;
  });

  step('server tests (node --test, SQLite and PostgreSQL side by side)', () => {
    // Through withPostgres.ts: one PostgreSQL cluster for the run. serverTests.ts runs every file on
    // SQLite and, at the same time, every file whose apps follow TEST_ENGINE on PostgreSQL.
    const status = run(node, [path.join('test-support', 'withPostgres.ts'), node, path.join('test-support', 'serverTests.ts'), reports], {
      cwd: path.join(root, 'server'),
    });
    for (const [engine, label] of [['sqlite', 'server tests (SQLite)'], ['postgres', 'server tests (PostgreSQL)']]) {
      // A pass writes a TAP report per part (serverTests.ts: its files in one process, and those in their own).
      const taps = fs.readdirSync(reports).filter((name) => name.startsWith(`server-${engine}`) && name.endsWith('.tap')).map((name) => fs.readFileSync(path.join(reports, name), 'utf8'));
      const count = (name) => taps.reduce((sum, tap) => sum + Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0), 0);
      results.push({ label, passed: count('pass'), failed: count('fail') || (status === 0 ? 0 : taps.length ? 0 : 1) });
    }
    return status;
  });

  if (process.env.SKIP_E2E !== '1') {
    step('end-to-end tests (playwright, chromium)', () => {
      if (chromiumProblem) {
        process.stderr.write(`${chromiumProblem}\n`);
        results.push({ label: 'end-to-end tests', passed: 0, failed: 1 });
        return 1;
      }
      // A freshly seeded database for every run, so the specs never meet data of an older seed.
      fs.rmSync(path.join(root, 'var', 'e2e'), { recursive: true, force: true });
      const outputFile = path.join(reports, 'e2e.json');
      const status = run(node, [path.join(root, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'e2e/playwright.config.ts'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
      });
      const report = readJson(outputFile);
      // Skipped: the specs of a project whose dependency failed (the site-wide changes wait for the
      // others, e2e/playwright.config.ts) did not run, and the summary says so.
      results.push({ label: 'end-to-end tests', passed: report?.stats?.expected ?? 0, failed: report?.stats?.unexpected ?? (status === 0 ? 0 : 1), notRun: report?.stats?.skipped ?? 0 });
      return status;
    });
  }

  const failedTests = summarise(results);
  if (failures.length > 0 || failedTests > 0) {
    process.stderr.write(`Failed: ${failures.join(', ') || 'tests'}\n`);
    process.exit(1);
  }
}

// bench [search|abuse|pages|lighthouse|mail|article|findability|api|engines|scale-out|edge|seed-text] [args]: search (the default) times article search at scale;
// abuse attacks a running server and pages measures page throughput against a bare Node server
//: both start the server on the built site, so they build first. lighthouse (e2e) runs
// Lighthouse against a site that is already running (URL as argument). mail times a form from its
// post to its stored row and to its confirmation in the outbox folder. findability times
// sitemaps to first byte and an OAI-PMH harvest on the million-article bench database. engines
// times the same searches on SQLite and PostgreSQL side by side. scale-out measures pages and
// API calls through HAProxy with one server copy and with two, on each engine. edge times
// page views through Varnish against the server alone, with the hit ratio and a publish's freshness. seed-text times
// the seed's article generator against a baseline commit's, side by side.
function bench(args) {
  const names = ['search', 'abuse', 'pages', 'lighthouse', 'mail', 'article', 'findability', 'api', 'engines', 'scale-out', 'edge', 'seed-text', 'import'];
  const name = names.includes(args[0]) ? args.shift() : 'search';
  if (name === 'scale-out' || name === 'edge') {
    const problem = ensureEdge();
    if (problem) throw new Error(problem);
  }
  if (name === 'abuse' || name === 'pages' || name === 'scale-out' || name === 'edge' || name === 'import') prepare();
  else install();
  const workspace = name === 'lighthouse' ? '@oap/e2e' : '@oap/server';
  const [command, pnpmArgs] = pnpm(['--filter', workspace, 'run', `bench:${name}`, ...args]);
  process.exit(run(command, pnpmArgs));
}

const [task, ...rest] = process.argv.slice(2);
try {
  switch (task) {
    case 'start':
      start();
      break;
    case 'build':
      prepare();
      break;
    case 'test':
      await test();
      break;
    case 'release':
      install();
      process.exit(releaseCli(rest));
      break;
    case 'roles':
      install();
      process.exit(run(node, [path.join(root, 'server', 'tools', 'cli', 'roles.ts'), ...rest]));
      break;
    case 'alerts':
      install();
      process.exit(run(node, [path.join(root, 'server', 'tools', 'cli', 'alerts.ts'), ...rest]));
      break;
    case 'deposit':
      install();
      process.exit(run(node, [path.join(root, 'server', 'tools', 'cli', 'deposit.ts'), ...rest]));
      break;
    case 'import':
    case 'journals':
    case 'deposit-tokens':
      install();
      process.exit(run(node, [path.join(root, 'server', 'tools', 'cli', `${task === 'deposit-tokens' ? 'depositTokens' : task}.ts`), ...rest]));
      break;
    case 'bench':
      bench(rest);
      break;
    default:
      process.stderr.write('usage: node scripts/run.cjs start|build|test|release|roles|alerts|deposit|import|journals|deposit-tokens|bench\n');
      process.exit(2);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
