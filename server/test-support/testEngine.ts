// Which engine the server's tests put their apps on ("the same server test suite runs
// against both engines"). By default each fixture's app is over a SQLite file of its own; with
// TEST_ENGINE=postgres, over a PostgreSQL database of its own in the cluster TEST_DATABASE_URL names
// (`node test-support/withPostgres.ts <command>` starts one and names it). Tests about SQLite itself
// (FTS5, WAL, a file lock held by another process, node:sqlite) say so with sqliteOnly(reason).
import type { Engine } from '../src/data/sqlDatabase.ts';

function readTestEngine(value: string | undefined): Engine {
  if (value === undefined || value === '' || value === 'sqlite') return 'sqlite';
  if (value === 'postgres' || value === 'postgresql') return 'postgres';
  throw new Error(`TEST_ENGINE must be sqlite or postgres, not "${value}"`);
}

export const testEngine: Engine = readTestEngine(process.env.TEST_ENGINE);

export const onPostgres = testEngine === 'postgres';

/**
 * Options for node:test's test()/describe() of a test about SQLite itself: skipped, with the reason,
 * when the suite runs on PostgreSQL.
 */
export function sqliteOnly(reason: string): { skip?: string } {
  return onPostgres ? { skip: `SQLite only: ${reason}` } : {};
}
