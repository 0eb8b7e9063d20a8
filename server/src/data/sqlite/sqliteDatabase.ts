// The SQLite side of SqlDatabase (../sqlDatabase.ts): Kysely's own SQLite dialect over a node:sqlite
// connection. Kysely's dialect expects better-sqlite3's shape (a statement that knows whether it reads,
// arrays of parameters); node:sqlite is close to it, and the adapter below closes the gap. Kysely
// holds the single connection for one caller at a time, so a transaction's statements never
// interleave with another request's.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql, type SqliteDatabase as KyselySqliteDatabase, type SqliteStatement } from 'kysely';
import { afterCommit, withCommitCallbacks, type Db, type SqlDatabase } from '../sqlDatabase.ts';

/** node:sqlite binds numbers, bigints, strings, bytes and null; Kysely may hand it booleans, dates or undefined. */
function bindable(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(bindable);

/**
 * Statements are kept by their text: the same few dozen statements run all day, and preparing one
 * costs more than running it. Bounded, as a store may build statements from lists of varying length.
 */
class StatementCache {
  private readonly statements = new Map<string, { statement: StatementSync; reader: boolean }>();
  private readonly raw: DatabaseSync;
  private readonly limit: number;
  constructor(raw: DatabaseSync, limit = 500) {
    this.raw = raw;
    this.limit = limit;
  }

  get(text: string) {
    let entry = this.statements.get(text);
    if (!entry) {
      if (this.statements.size >= this.limit) this.statements.clear();
      const statement = this.raw.prepare(text);
      entry = { statement, reader: statement.columns().length > 0 };
      this.statements.set(text, entry);
    }
    return entry;
  }
}

function kyselyConnection(raw: DatabaseSync, ownsConnection: boolean): KyselySqliteDatabase {
  const cache = new StatementCache(raw);
  return {
    prepare(text: string): SqliteStatement {
      const { statement, reader } = cache.get(text);
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
    close: () => {
      if (ownsConnection && raw.isOpen) raw.close();
    },
  };
}

/**
 * One queue of write transactions per database file in this process. node:sqlite waits for a lock
 * by blocking the thread: were a second connection of this process to begin (BEGIN IMMEDIATE) while
 * another's transaction waits between its statements for its promise callbacks, it would block the
 * very thread the first needs to commit, until its busy timeout. Writers of one process take turns
 * here instead, without blocking; other processes are kept apart by SQLite's own lock.
 */
const writeTurns = new Map<string, Promise<unknown>>();

/** The files whose turn the current async context holds: a write inside a write would wait for itself. */
const holding = new AsyncLocalStorage<ReadonlySet<string>>();

function inTurn<T>(file: string | null, work: () => Promise<T>): Promise<T> {
  // A database in memory is its connection's alone: nothing to share a turn with.
  if (!file) return work();
  const held = holding.getStore();
  if (held?.has(file)) return Promise.reject(new Error(`a write transaction was begun inside another on ${file}: pass the transaction's handle down instead`));
  const previous = writeTurns.get(file) ?? Promise.resolve();
  const inside = () => holding.run(new Set([...(held ?? []), file]), work);
  const run = previous.then(inside, inside);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  writeTurns.set(file, settled);
  void settled.then(() => {
    if (writeTurns.get(file) === settled) writeTurns.delete(file);
  });
  return run;
}

/**
 * A SqlDatabase over an open node:sqlite connection. `ownsConnection: false` leaves the connection
 * open on close (its opener still uses it).
 */
export function sqliteDatabase(raw: DatabaseSync, { ownsConnection = true }: { ownsConnection?: boolean } = {}): SqlDatabase {
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: kyselyConnection(raw, ownsConnection) }) });
  const location = raw.location();
  const file = location ? path.resolve(location) : null;
  return {
    engine: 'sqlite',
    db,
    write: (work) =>
      withCommitCallbacks((track) => inTurn(file, () => db.connection().execute(async (connection) => {
        track(connection);
        await sql`BEGIN IMMEDIATE`.execute(connection);
        try {
          const result = await work(connection);
          await sql`COMMIT`.execute(connection);
          return result;
        } catch (error) {
          // A failed COMMIT (a busy file) or a statement may already have ended the transaction.
          if (raw.isTransaction) await sql`ROLLBACK`.execute(connection);
          throw error;
        }
      }))),
    afterCommit,
    applyMigration: (version, name, script) =>
      // Under Kysely's hold on the connection, so that nothing else runs between its statements.
      db.connection().execute(async () => {
        raw.exec('BEGIN IMMEDIATE');
        try {
          const done = raw.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(version);
          if (!done) {
            raw.exec(script);
            raw.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(version, name, new Date().toISOString());
          }
          raw.exec('COMMIT');
          return !done;
        } catch (error) {
          if (raw.isTransaction) raw.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => db.destroy(),
  };
}
