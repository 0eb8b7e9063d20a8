// Another process holding the test database's write lock, for the tests of "busy":
// readers go on, writers wait their allowed moment and then get a 503 with Retry-After (or, in the
// background, try again later). On SQLite, a connection of its own in BEGIN IMMEDIATE: the file's
// one write lock. On PostgreSQL, a transaction holding every table of the database (or those named)
// IN EXCLUSIVE MODE: reads pass, and every write, row lock or FOR UPDATE waits for it, as SQLite's
// writers wait for the file.
import pg from 'pg';
import { openTestConnection } from './catalogue/sqlite/testCatalogue.ts';
import type { TestDatabase } from './testDatabase.ts';

export interface HeldLock {
  /** Ends the holder's transaction (rolled back) and closes its connection. */
  release(): Promise<void>;
}

export interface HoldOptions {
  /** A statement the holder runs inside its transaction (a pending write of its own), in SQL both engines speak. */
  statement?: string;
  /** PostgreSQL: the tables locked (default: every table of the database). */
  tables?: readonly string[];
}

export async function holdWriteLock(database: TestDatabase, options: HoldOptions = {}): Promise<HeldLock> {
  if (!database.databaseUrl) {
    const holder = openTestConnection(database.databasePath);
    holder.exec('BEGIN IMMEDIATE');
    if (options.statement) holder.exec(options.statement);
    return {
      release: async () => {
        holder.exec('ROLLBACK');
        holder.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const tables = options.tables ?? (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)).rows.map((row) => row.name);
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${tables.map((name) => client.escapeIdentifier(name)).join(', ')} IN EXCLUSIVE MODE`);
    if (options.statement) await client.query(options.statement);
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    release: async () => {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end();
    },
  };
}
