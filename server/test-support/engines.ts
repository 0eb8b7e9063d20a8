// Runs a store's tests on both engines: SQLite in a temporary file, and PostgreSQL from
// testPostgres() (postgresServer.ts). Where PostgreSQL cannot be had, the test says so loudly: in CI
// it fails, elsewhere it is skipped with the reason.
import { after, test, type TestContext } from 'node:test';
import path from 'node:path';
import type { Engine, SqlDatabase } from '../src/data/sqlDatabase.ts';
import { migrateDatabase } from '../src/data/migrations.ts';
import { openDatabase } from '../src/data/sqlite/database.ts';
import { sqliteDatabase } from '../src/data/sqlite/sqliteDatabase.ts';
import { postgresDatabase } from '../src/data/postgres/postgresDatabase.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from './postgresServer.ts';
import { temporaryDir } from './testFiles.ts';

export const engines: readonly Engine[] = ['sqlite', 'postgres'];

export interface EngineFixture {
  engine: Engine;
  /** A new handle on this test's database, migrated; several handles are several server copies. */
  open(): Promise<SqlDatabase>;
}

const ci = process.env.CI === 'true' || process.env.CI === '1';

let postgres: Promise<TestPostgres> | null = null;

/** One PostgreSQL database per test file, made on first use and dropped after the file's tests. */
function filePostgres(): Promise<TestPostgres> {
  postgres ??= testPostgres();
  return postgres;
}

/**
 * Drops the file's database after its tests. Registered by each engineTest() at the file's top level,
 * where a hook belongs to the file (its suite when files share a process, oneProcess.ts); the first
 * to run drops it, and the next file that shares the process makes its own.
 */
function dropAfterTheFile(): void {
  after(async () => {
    const made = postgres;
    postgres = null;
    if (made) await (await made).stop();
  });
}

async function fixtureFor(engine: Engine, t: TestContext): Promise<{ fixture: EngineFixture; close(): Promise<void> } | null> {
  const opened: SqlDatabase[] = [];
  const track = async (database: SqlDatabase) => {
    opened.push(database);
    await migrateDatabase(database);
    return database;
  };
  const close = async () => {
    for (const database of opened.reverse()) await database.close();
  };
  if (engine === 'sqlite') {
    const file = path.join(temporaryDir('engine'), 'site.sqlite');
    return { fixture: { engine, open: () => track(sqliteDatabase(openDatabase(file))) }, close };
  }
  const unavailable = postgresUnavailable();
  if (unavailable) {
    const message = `PostgreSQL cannot be had, so this test did not run on it: ${unavailable}`;
    if (ci) throw new Error(message);
    process.stderr.write(`\n*** ${message} ***\n`);
    t.skip(message);
    return null;
  }
  // A schema of its own per test in the file's database, so the tests of one file do not see each other's rows.
  const { url } = await filePostgres();
  const schema = `t_${Math.random().toString(36).slice(2, 10)}`;
  const setup = postgresDatabase(url);
  await setup.pool.query(`CREATE SCHEMA ${schema}`);
  await setup.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  return { fixture: { engine, open: () => track(postgresDatabase(scoped.toString())) }, close };
}

/** `test(title)` once per engine, each with a fresh database of that engine. */
export function engineTest(title: string, body: (fixture: EngineFixture, t: TestContext) => Promise<void>): void {
  dropAfterTheFile();
  for (const engine of engines) {
    test(`${title} (${engine})`, async (t) => {
      const made = await fixtureFor(engine, t);
      if (!made) return;
      try {
        await body(made.fixture, t);
      } finally {
        await made.close();
      }
    });
  }
}
