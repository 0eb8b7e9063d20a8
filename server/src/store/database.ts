// Opening the SQLite file and bringing its schema up to date from server/migrations/NNN_name.sql.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Opens (creating file and folder if needed) a SQLite database in WAL mode with foreign keys on. ':memory:' works too. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  return db;
}

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = migrationsDir): MigrationFile[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2] ?? '', sql: readFileSync(join(dir, match[0]), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/** Applies pending migrations in version order, each in its own transaction; returns the versions applied. */
export function migrate(db: DatabaseSync, dir: string = migrationsDir): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const done: number[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN');
    try {
      db.exec(migration.sql);
      record.run(migration.version, migration.name);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    done.push(migration.version);
  }
  return done;
}

/**
 * Runs `work` in one write transaction, taken at once (BEGIN IMMEDIATE: a writer waits for the lock
 * up to the busy timeout before doing anything, instead of failing midway), committed when it
 * returns, rolled back when it throws.
 */
export function inWriteTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
