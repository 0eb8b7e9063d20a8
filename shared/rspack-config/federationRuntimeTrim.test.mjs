// The federation runtime's files that the browser builds replace (federationRuntimeTrim.mjs) are
// still where the build looks for them, and each replacement exports every name of the original, so
// that a runtime upgrade which moves one or imports a new name from it is caught here.
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runtimeCoreReplacements } from './federationRuntimeTrim.mjs';

const shell = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shell');

function runtimeCoreDist() {
  const enhancedRequire = createRequire(createRequire(path.join(shell, 'package.json')).resolve('@module-federation/enhanced'));
  const toolsRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime-tools'));
  const runtimeRequire = createRequire(toolsRequire.resolve('@module-federation/runtime'));
  // The package's ES module entry is dist/index.js.
  return path.dirname(runtimeRequire.resolve('@module-federation/runtime-core').replace(/index\.cjs$/, 'index.js'));
}

/** The names a module exports (`export { a, b as c }`, `export function d`, `export class E`). */
function exportedNames(file) {
  const text = readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) names.add(item.split(/\s+as\s+/).at(-1));
  }
  for (const [, name] of text.matchAll(/export\s+(?:async\s+)?(?:function|class|const|let)\s+([A-Za-z_$][\w$]*)/g)) names.add(name);
  return [...names].sort();
}

for (const [file, replacement] of runtimeCoreReplacements) {
  test(`runtime-core's ${file} is there, and its replacement exports every name it does`, () => {
    const original = path.join(runtimeCoreDist(), file);
    assert.ok(existsSync(original), `${original} is missing: the federation runtime changed; review federationRuntimeTrim.mjs`);
    const expected = exportedNames(original);
    assert.ok(expected.length > 0);
    assert.deepEqual(exportedNames(replacement), expected);
  });
}

test('the replacements import only files runtime-core still has', () => {
  const dist = runtimeCoreDist();
  for (const [, replacement] of runtimeCoreReplacements) {
    for (const [, internal] of readFileSync(replacement, 'utf8').matchAll(/from 'oap-federation-runtime-core\/([^']+)'/g)) {
      assert.ok(existsSync(path.join(dist, internal)), `${replacement} imports ${internal}, which runtime-core no longer has`);
    }
  }
});
