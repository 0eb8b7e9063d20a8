// Bringing a database's schema up to date: umzug runs the migrations of the database's
// engine, server/migrations/<engine>/NNN_name.sql, in version order, each once. The record of what
// ran is the `schema_migrations` table (version, name, applied_at), the same table the site kept
// before umzug, so a database made earlier carries on where it was.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { Umzug, type UmzugStorage } from 'umzug';
import type { Engine, SqlDatabase } from './sqlDatabase.ts';

/** Any fixed number: the advisory lock every PostgreSQL server copy takes while it migrates. */
export const MIGRATION_LOCK = 7_420_024;

export function migrationsDirOf(engine: Engine): string {
  return fileURLToPath(new URL(`../../migrations/${engine}/`, import.meta.url));
}

export interface MigrationFile {
  version: number;
  name: string;
  /** As umzug knows it: the file's name without `.sql`. */
  id: string;
  path: string;
}

export function readMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2] ?? '', id: `${match[1]}_${match[2]}`, path: join(dir, match[0]) }))
    .sort((a, b) => a.version - b.version);
}

/**
 * umzug's record of what ran, kept in `schema_migrations`. Logging is part of each migration's own
 * transaction (SqlDatabase.applyMigration), so that a migration and its record commit together.
 */
function schemaMigrationsStorage(database: SqlDatabase, files: MigrationFile[]): UmzugStorage {
  const idOf = new Map(files.map((file) => [file.version, file.id]));
  return {
    logMigration: async () => {},
    unlogMigration: async () => {
      throw new Error('migrations are not undone: write a new one');
    },
    executed: async () => {
      const { rows } = await sql<{ version: number; name: string }>`SELECT version, name FROM schema_migrations`.execute(database.db);
      return rows.map((row) => idOf.get(Number(row.version)) ?? `${row.version}_${row.name}`);
    },
  };
}

/** Applies the pending migrations; returns the versions applied by this call. */
export async function migrateDatabase(database: SqlDatabase, dir: string = migrationsDirOf(database.engine)): Promise<number[]> {
  const createRecord = sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;
  // On PostgreSQL under the migration lock: two copies creating the table at once collide. On SQLite
  // a statement of its own, which only reads when the table exists: a copy that starts while another
  // process holds the write lock must start all the same (auth/busyDatabase.test.ts).
  if (database.engine === 'postgres') {
    await database.write(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      await createRecord.execute(tx);
    });
  } else await createRecord.execute(database.db);
  const files = readMigrations(dir);
  const applied: number[] = [];
  const umzug = new Umzug({
    migrations: files.map((file) => ({
      name: file.id,
      path: file.path,
      up: async () => {
        try {
          if (await database.applyMigration(file.version, file.name, readFileSync(file.path, 'utf8'))) applied.push(file.version);
        } catch (error) {
          throw new Error(`Migration ${file.id} failed: ${(error as Error).message}`, { cause: error });
        }
      },
    })),
    storage: schemaMigrationsStorage(database, files),
    logger: undefined,
  });
  await umzug.up();
  return applied;
}
