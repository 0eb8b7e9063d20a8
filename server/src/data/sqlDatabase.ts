// The one handle through which the site's own data (accounts, sessions, forms, mail, subscriptions,
// limits, usage, releases) is read and written, whichever engine holds it. It is a Kysely
// instance over the dialect the store factory chose (createStore.ts): node:sqlite by default,
// PostgreSQL's `pg` pool when DATABASE_URL is set. A store written against it runs on both.
//
// Stores write their SQL with Kysely's `sql` tag (parameters bound, placeholders per engine), in the
// SQL both engines speak:
// - `INSERT ... ON CONFLICT (...) DO NOTHING | DO UPDATE`, never `INSERT OR IGNORE / REPLACE`;
// - `RETURNING` for generated ids, never `last_insert_rowid()` or `rowid`;
// - times as integers computed in JavaScript, never `strftime` or `now()`;
// - truth as 0 / 1 integers; text compared as stored (no `COLLATE NOCASE`: store it folded).
// Where an engine needs its own statement (row locks with SKIP LOCKED, say), branch on `engine`.
// PostgreSQL runs write transactions side by side where SQLite runs one at a time: a transaction that
// reads what it then writes, or that changes several rows another may change too, locks one row that
// stands for them all first (`SELECT ... FOR UPDATE` on PostgreSQL; the reader's subscribers row, the
// account's users row), so the second waits and then reads afresh instead of acting on what it read
// before, or deadlocking. `afterCommit` runs what must wait for the commit (waking the mail sender).
import type { Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/**
 * No table types: every query is written with the `sql` tag and names the shape of its rows
 * (sql<Row>`...`). The schema lives in the migrations of each engine (server/migrations/<engine>/).
 */
export type Db = Kysely<Record<string, never>>;

export interface SqlDatabase {
  readonly engine: Engine;
  /** Outside a transaction: each statement on its own (SQLite: the connection; PostgreSQL: the pool). */
  readonly db: Db;
  /**
   * Runs `work` in one write transaction, committed when it resolves and rolled back when it throws.
   * SQLite takes the write lock at once (BEGIN IMMEDIATE), so a writer waits for the lock before it
   * does anything rather than failing midway; PostgreSQL runs it READ COMMITTED. Inside, use `tx`
   * only: on SQLite the connection is held by the transaction, and a statement sent through `db`
   * would wait for it for ever.
   */
  write<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `callback` once the transaction `tx` has committed, and never when it rolls back; with a
   * handle outside any transaction (`db`), in a moment, as its statements commit as they run. For
   * what must happen only after the change is visible to others (waking the mail sender, which may
   * read from another connection or another server copy). A callback that throws is an uncaught
   * exception, as an event handler's would be: it must not.
   */
  afterCommit(tx: Db, callback: () => void): void;
  /**
   * Applies one migration, a script of statements, with its record in `schema_migrations`, in one
   * transaction; false when another process applied it first (checked under the write lock, so two
   * servers starting together against one database do not both run it).
   */
  applyMigration(version: number, name: string, script: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The callbacks of each open write transaction, by its handle (any engine's, any database's). */
const commitCallbacks = new WeakMap<Db, Array<() => void>>();

/** SqlDatabase.afterCommit, the same for every engine. */
export function afterCommit(tx: Db, callback: () => void): void {
  const waiting = commitCallbacks.get(tx);
  if (waiting) waiting.push(callback);
  else queueMicrotask(callback);
}

/**
 * For the engines' `write`: `run(transaction)` runs the transaction, whose body calls `track(tx)`
 * first with its handle; the callbacks registered on it are called once `run` resolves (committed)
 * and dropped when it rejects.
 */
export async function withCommitCallbacks<T>(run: (track: (tx: Db) => void) => Promise<T>): Promise<T> {
  const callbacks: Array<() => void> = [];
  let handle: Db | null = null;
  try {
    const result = await run((tx) => {
      handle = tx;
      commitCallbacks.set(tx, callbacks);
    });
    for (const callback of callbacks) queueMicrotask(callback);
    return result;
  } finally {
    if (handle) commitCallbacks.delete(handle);
  }
}

/** The number of rows a write changed (Kysely reports it as a bigint, or not at all). */
export function changedRows(result: { numAffectedRows?: bigint }): number {
  return Number(result.numAffectedRows ?? 0n);
}
