// A remote's federation bundler runtime hands the container's runtime module over with only the
// functions the bundler runtime calls on it (remoteBundlerRuntime.mjs): it must call no other.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const shell = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shell');

test("the federation bundler runtime calls only init and getRemoteEntry of a container's runtime module", () => {
  const enhancedRequire = createRequire(createRequire(path.join(shell, 'package.json')).resolve('@module-federation/enhanced'));
  const toolsRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime-tools'));
  const dist = path.dirname(toolsRequire.resolve('@module-federation/webpack-bundler-runtime'));
  const called = new Set();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    // As webpackRequire.federation.runtime.<name>(...), or runtime.<name>(...) once destructured.
    for (const [, name] of text.matchAll(/\bruntime\.([A-Za-z_$][\w$]*)\s*\(/g)) called.add(name);
  }
  assert.deepEqual([...called].sort(), ['getRemoteEntry', 'init']);
});
