// Opening the SQLite file and bringing its schema up to date (server/migrations/sqlite/, through
// umzug: ../migrations.ts). The one place a node:sqlite connection is opened for the site.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateDatabase, migrationsDirOf } from '../migrations.ts';
import { sqliteDatabase } from './sqliteDatabase.ts';

export const migrationsDir = migrationsDirOf('sqlite');

/** How long a statement waits for another connection's write lock before SQLite answers busy. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Opens (creating file and folder if needed) a SQLite database in WAL mode with foreign keys on. ':memory:' works too. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`);
  return db;
}

/** Applies pending migrations to an open connection, in version order, each in its own transaction; returns the versions applied. */
export async function migrate(db: DatabaseSync, dir: string = migrationsDir): Promise<number[]> {
  const database = sqliteDatabase(db, { ownsConnection: false });
  try {
    return await migrateDatabase(database, dir);
  } finally {
    await database.close();
  }
}

