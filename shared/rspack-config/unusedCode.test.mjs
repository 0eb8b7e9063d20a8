// The library files that the browser builds replace (unusedCode.mjs) are still where the build looks
// for them, and each replacement exports every name of the original, so that an upgrade which moves
// one or imports a new name from it is caught here rather than by a reader.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { replacements } from './unusedCode.mjs';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const shell = path.join(root, 'shell');
const shellRequire = createRequire(path.join(shell, 'package.json'));

/** The folder of a package, found from the file require.resolve gives. */
function packageRoot(resolved, name) {
  let dir = path.dirname(resolved);
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) dir = path.dirname(dir);
  return dir;
}

const roots = {
  '@module-federation/runtime-core': (() => {
    const enhancedRequire = createRequire(shellRequire.resolve('@module-federation/enhanced'));
    const toolsRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime-tools'));
    const runtimeRequire = createRequire(toolsRequire.resolve('@module-federation/runtime'));
    return packageRoot(runtimeRequire.resolve('@module-federation/runtime-core'), '@module-federation/runtime-core');
  })(),
  'react-router': packageRoot(shellRequire.resolve('react-router'), 'react-router'),
  '@tanstack/query-core': packageRoot(
    createRequire(path.join(packageRoot(shellRequire.resolve('@tanstack/react-query'), '@tanstack/react-query'), 'package.json')).resolve('@tanstack/query-core'),
    '@tanstack/query-core',
  ),
};

/** The names a module exports (`export { a, b as c }`, `export function d`, `export const e`, `export class F`). */
function exportedNames(file) {
  const text = readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) names.add(item.split(/\s+as\s+/).at(-1));
  }
  for (const [, name] of text.matchAll(/export\s+(?:async\s+)?(?:function|class|const|let)\s+([A-Za-z_$][\w$]*)/g)) names.add(name);
  return [...names].sort();
}

for (const [name, files] of Object.entries(replacements)) {
  for (const [file, replacement] of files) {
    test(`${name}'s ${file} is there, and its replacement exports every name it does`, () => {
      const original = path.join(roots[name], file);
      assert.ok(existsSync(original), `${original} is missing: ${name} changed; review unusedCode.mjs`);
      const expected = exportedNames(original);
      assert.ok(expected.length > 0);
      assert.deepEqual(exportedNames(replacement), expected);
    });
  }
}

test("the federation core's replacements import only files it still has", () => {
  const dist = path.join(roots['@module-federation/runtime-core'], 'dist');
  for (const [, replacement] of replacements['@module-federation/runtime-core']) {
    for (const [, internal] of readFileSync(replacement, 'utf8').matchAll(/from 'oap-federation-runtime-core\/([^']+)'/g)) {
      assert.ok(existsSync(path.join(dist, internal)), `${replacement} imports ${internal}, which runtime-core no longer has`);
    }
  }
});

/** The browser sources of every app: .ts and .tsx under src/, tests and server code aside. */
function browserSources() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'server') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const app of ['shell', 'shared', 'mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services']) walk(path.join(root, app, 'src'));
  return files;
}

test("no browser code uses react-query's mutations or infinite queries, whose code the browser builds leave out", () => {
  const api = /\b(useMutation|useIsMutating|useMutationState|getMutationCache|isMutating|useInfiniteQuery|useSuspenseInfiniteQuery|usePrefetchInfiniteQuery|infiniteQueryOptions|infiniteQuery|fetchInfiniteQuery|prefetchInfiniteQuery|ensureInfiniteQueryData|InfiniteQueryObserver)\b/;
  // react-query's MutationObserver, not the DOM's (which the sticky header and the preloader use): imported from the package.
  const observerImport = /import\s*\{[^}]*\bMutationObserver\b[^}]*\}\s*from\s*'@tanstack\/react-query'/;
  const users = browserSources().filter((file) => {
    const text = readFileSync(file, 'utf8');
    return api.test(text) || observerImport.test(text);
  });
  assert.deepEqual(users.map((file) => path.relative(root, file)), [], 'take the react-query replacements out of unusedCode.mjs (and share the names in browserQuery.mjs) before using these');
  const sharedQuery = readFileSync(path.join(root, 'shared', 'rspack-config', 'browserQuery.mjs'), 'utf8');
  assert.doesNotMatch(sharedQuery, api);
  assert.doesNotMatch(sharedQuery, /\bMutationObserver\b/);
});
