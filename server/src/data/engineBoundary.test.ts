// The storage engine is chosen in two places by one configuration: data/createStore.ts for the site's
// records and catalogue/openCatalogue.ts for the catalogue. This test fails when code outside the
// engines' own folders reaches an engine directly, so that PostgreSQL and SQLite stay interchangeable
// behind the interfaces. Tests, test fixtures and tools (outside src) may open an engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '..');
const engineFolders = ['data/sqlite/', 'data/postgres/', 'catalogue/sqlite/', 'catalogue/postgres/'];
/** Files that pick or dispatch on the engine: the factories, the busy-error check of each engine, and the secret kept in PostgreSQL. */
const dispatchers = new Set(['data/createStore.ts', 'data/storeBusy.ts', 'catalogue/openCatalogue.ts', 'platform/secrets/sessionSecret.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

/**
 * Code that uses SQLite as a library whatever the engine, on a database of its own in memory: the
 * snippet cutter (FTS5 marks the words of a page of results, on PostgreSQL too).
 */
const sqliteAsLibrary = new Set(['catalogue/search/snippetCutter.ts']);

/** Tests (fixtures and tools live outside src). */
const isTestOrTooling = (file: string) => file.endsWith('.test.ts');

const inEngineFolder = (file: string) => engineFolders.some((folder) => file.startsWith(folder));

const importsOf = (file: string) => [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');

test('no code outside the SQLite folders imports node:sqlite', () => {
  const offenders = sourceFiles(src).filter((file) => !isTestOrTooling(file) && !sqliteAsLibrary.has(file) && !file.startsWith('data/sqlite/') && !file.startsWith('catalogue/sqlite/') && importsOf(file).includes('node:sqlite'));
  assert.deepEqual(offenders, []);
});

test('only createStore.ts and openCatalogue.ts choose an engine: no other code imports from an engine folder', () => {
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
  assert.ok(files.includes('data/sqlite/database.ts') && importsOf('data/sqlite/database.ts').includes('node:sqlite'), 'the SQLite opener is found and imports node:sqlite');
  assert.ok(importsOf('data/createStore.ts').some((specifier) => specifier.startsWith('./sqlite/')), 'the factory is found and reaches the SQLite folder');
  assert.ok(importsOf('catalogue/openCatalogue.ts').some((specifier) => specifier.startsWith('./sqlite/')), 'the catalogue\'s factory is found and reaches its SQLite folder');
});
