// The storage engine is chosen in one place (issue 24): createStore.ts. This test fails when code
// outside the engines' own folders reaches an engine directly, so that PostgreSQL and SQLite stay
// interchangeable behind the interfaces. Tests, test fixtures and benchmarks may open an engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '..');
const engineFolders = ['store/sqlite/', 'store/postgres/'];
/** Files that pick or dispatch on the engine: the factory, and the busy-error check of each engine. */
const dispatchers = new Set(['store/createStore.ts', 'store/storeBusy.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

/** Tests and what only tests and benchmarks run: fixtures (testing/ folders, test*.ts) and bench/. */
const isTestOrTooling = (file: string) =>
  file.endsWith('.test.ts') || file.startsWith('bench/') || file.split('/').includes('testing') || /(^|\/)test[A-Z]\w*\.ts$/.test(file);

const inEngineFolder = (file: string) => engineFolders.some((folder) => file.startsWith(folder));

const importsOf = (file: string) => [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');

test('no code outside store/sqlite/ imports node:sqlite', () => {
  const offenders = sourceFiles(src).filter((file) => !isTestOrTooling(file) && !file.startsWith('store/sqlite/') && importsOf(file).includes('node:sqlite'));
  assert.deepEqual(offenders, []);
});

test('only createStore.ts chooses an engine: no other code imports from an engine folder', () => {
  const offenders = sourceFiles(src).filter((file) => {
    if (isTestOrTooling(file) || inEngineFolder(file) || dispatchers.has(file)) return false;
    return importsOf(file).some((specifier) => {
      if (!specifier.startsWith('.')) return false;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      return inEngineFolder(target);
    });
  });
  assert.deepEqual(offenders, []);
});

test('the check sees what it is meant to see', () => {
  const files = sourceFiles(src);
  assert.ok(files.includes('store/sqlite/database.ts') && importsOf('store/sqlite/database.ts').includes('node:sqlite'), 'the SQLite opener is found and imports node:sqlite');
  assert.ok(importsOf('store/createStore.ts').some((specifier) => specifier.startsWith('./sqlite/')), 'the factory is found and reaches the SQLite folder');
});
