// A database of a test's own on the engine the suite runs on (testEngine.ts): a SQLite file at the
// path given, or, with TEST_ENGINE=postgres, a new PostgreSQL database in TEST_DATABASE_URL's cluster
// (dropped when the test closes it). Fixtures put it in their config (databasePath, databaseUrl) so
// that createStore / openCatalogue open the app on it as the server would, and give tests `rows`, a
// handle of their own through which they read and write rows in SQL both engines speak.
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { migrateDatabase } from '../src/data/migrations.ts';
import { changedRows, type Db, type Engine, type SqlDatabase } from '../src/data/sqlDatabase.ts';
import { openDatabase } from '../src/data/sqlite/database.ts';
import { sqliteDatabase } from '../src/data/sqlite/sqliteDatabase.ts';
import { postgresDatabase } from '../src/data/postgres/postgresDatabase.ts';
import { testPostgres } from './postgresServer.ts';
import { testEngine } from './testEngine.ts';

/** Rows read and written by a test, in SQL both engines speak (the `sql` tag, parameters as `${}`). */
export interface TestRows {
  readonly engine: Engine;
  /** The handle itself, for a store a test builds over the same database. */
  readonly database: SqlDatabase;
  all<T>(query: RawBuilder<T>): Promise<T[]>;
  get<T>(query: RawBuilder<T>): Promise<T | undefined>;
  /** The first column of the first row as a number (a count, a sum, a max), 0 when there is no row or it is null. */
  count(query: RawBuilder<unknown>): Promise<number>;
  /** Runs a statement; the rows it changed. */
  run(query: RawBuilder<unknown>): Promise<number>;
  /** A top-level field of a JSON text column, as text (SQLite's json_extract, PostgreSQL's ->>). */
  jsonField(column: string, key: string): RawBuilder<unknown>;
}

export function rowsOf(database: SqlDatabase): TestRows {
  const db: Db = database.db;
  return {
    engine: database.engine,
    database,
    all: async (query) => (await query.execute(db)).rows,
    get: async (query) => (await query.execute(db)).rows[0],
    count: async (query) => {
      const row = (await query.execute(db)).rows[0] as Record<string, unknown> | undefined;
      const value = row ? Object.values(row)[0] : null;
      return value === null || value === undefined ? 0 : Number(value);
    },
    run: async (query) => changedRows(await query.execute(db)),
    jsonField: (column, key) =>
      database.engine === 'postgres' ? sql`(${sql.ref(column)}::json ->> ${sql.lit(key)})` : sql`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`,
  };
}

export interface TestDatabase {
  readonly engine: Engine;
  /** The SQLite file; on PostgreSQL unused as a database, but the sign-in state folder is kept beside it. */
  readonly databasePath: string;
  /** The PostgreSQL database's URL (null on SQLite). */
  readonly databaseUrl: string | null;
  /** What a ServerConfig / StoreConfig takes to open the app on this database. */
  readonly config: { databasePath: string; databaseUrl: string | null };
  /** What a server in a child process takes (DATABASE_PATH, and DATABASE_URL: empty on SQLite). */
  readonly env: Record<string, string>;
  /** A new handle on the database, migrated; the caller closes it (another server copy, say). */
  open(): Promise<SqlDatabase>;
  /** The test's own handle (opened on first use, migrated, closed by close()). */
  rows(): Promise<TestRows>;
  /** Closes the test's handle and drops the database (PostgreSQL); the SQLite file stays with its folder. */
  close(): Promise<void>;
}

/** Databases not closed yet: closed (their handle, then dropped) when the test process has nothing left to do. */
const unclosed = new Set<TestDatabase>();
// A fixture that hands its app to the test (platformApp) has no close of its own to drop the database
// in: what is left is closed once every test of the file has ended and the apps are closed.
process.on('beforeExit', () => {
  const left = [...unclosed];
  unclosed.clear();
  if (left.length) void Promise.all(left.map((database) => database.close().catch(() => undefined)));
});

const needCluster =
  'TEST_ENGINE=postgres needs a PostgreSQL cluster: run the tests through `node src/testing/withPostgres.ts <command>` (it starts one), or set TEST_DATABASE_URL';

/** A new database for a test, on the suite's engine; `databasePath` is the SQLite file (or, on PostgreSQL, where the sign-in state goes). */
export async function testDatabase(databasePath: string, engine: Engine = testEngine): Promise<TestDatabase> {
  const resolved = path.resolve(databasePath);
  let databaseUrl: string | null = null;
  let drop = async () => {};
  if (engine === 'postgres') {
    // One cluster for the run (withPostgres.ts): a cluster started per test file would cost seconds each.
    if (!process.env.TEST_DATABASE_URL) throw new Error(needCluster);
    const made = await testPostgres();
    databaseUrl = made.url;
    drop = made.stop;
  }
  const open = async (): Promise<SqlDatabase> => {
    let database: SqlDatabase;
    if (databaseUrl) {
      database = postgresDatabase(databaseUrl, { maxConnections: 4 });
    } else {
      database = sqliteDatabase(openDatabase(resolved));
    }
    try {
      await migrateDatabase(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  };
  let own: Promise<SqlDatabase> | null = null;
  let closed = false;
  const made: TestDatabase = {
    engine,
    databasePath: resolved,
    databaseUrl,
    config: { databasePath: resolved, databaseUrl },
    // DATABASE_URL empty on SQLite: a child never inherits one from the test run's own environment.
    env: { DATABASE_PATH: resolved, DATABASE_URL: databaseUrl ?? '' },
    open,
    rows: async () => {
      own ??= open();
      return rowsOf(await own);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      unclosed.delete(made);
      const handle = own;
      own = null;
      if (handle) await (await handle).close();
      await drop();
    },
  };
  unclosed.add(made);
  return made;
}
