#!/usr/bin/env node
// The entry point behind `npm start` and `npm test`: it runs on whatever Node the machine has
// (20 is enough), fetches the pinned Node and pnpm from the npm registry when needed, then hands
// over to scripts/tasks.mjs under the pinned Node. Plain CommonJS on purpose: it must run on old Node.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const pinnedNode = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
// "pnpm@11.28.10" or, as corepack writes it, "pnpm@11.28.10+sha512.…"
const pnpmVersion = require(path.join(root, 'package.json')).packageManager.split('@')[1].split('+')[0];
const toolsDir = path.join(root, '.tools');

function log(message) {
  process.stdout.write(`[run] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function npmInstallInto(prefix, spec) {
  fs.mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(npm, ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', spec]);
  if (status !== 0) {
    throw new Error(`Could not install ${spec} from the npm registry (npm exited ${status}).`);
  }
}

/** Path of a Node binary of the pinned version: this one if it matches, else one fetched from npm. */
function ensurePinnedNode() {
  if (process.versions.node === pinnedNode) return process.execPath;
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(toolsDir, `node-${pinnedNode}`);
  const binary = path.join(prefix, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!fs.existsSync(binary)) {
    log(`Node ${process.versions.node} is not the pinned ${pinnedNode}; fetching ${pkg}@${pinnedNode} from the npm registry`);
    npmInstallInto(prefix, `${pkg}@${pinnedNode}`);
  }
  return binary;
}

function ensurePnpm() {
  const prefix = path.join(toolsDir, `pnpm-${pnpmVersion}`);
  const cli = path.join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');
  const legacyCli = path.join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!fs.existsSync(cli) && !fs.existsSync(legacyCli)) {
    log(`fetching pnpm@${pnpmVersion} from the npm registry`);
    npmInstallInto(prefix, `pnpm@${pnpmVersion}`);
  }
  return fs.existsSync(cli) ? cli : legacyCli;
}

function main() {
  const node = ensurePinnedNode();
  const pnpm = ensurePnpm();
  const env = {
    ...process.env,
    // pnpm's own bin folder too: turbo runs each package's script through `pnpm`.
    PATH: [path.dirname(node), path.join(path.dirname(path.dirname(pnpm)), '..', '.bin'), process.env.PATH ?? ''].join(path.delimiter),
    OAP_NODE: node,
    OAP_PNPM: pnpm,
  };
  const status = run(node, [path.join(__dirname, 'tasks.mjs'), ...process.argv.slice(2)], { env });
  process.exit(status);
}

try {
  main();
} catch (error) {
  process.stderr.write(`[run] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
