// A SqlDatabase on a node:sqlite connection of its own, for a store that must not share the
// connection (and so the lock waits) of the others: the rate limits, whose batched writes give up
// at once on a lock rather than wait behind another writer.
import type { SqlDatabase } from '../sqlDatabase.ts';
import { migrate, openDatabase } from './database.ts';
import { sqliteDatabase } from './sqliteDatabase.ts';

/**
 * Opens the file at `path` on a new connection, migrates it, and sets how long a write waits for
 * another connection's lock (0: fails at once with the busy error). Closing the SqlDatabase closes
 * the connection.
 */
export async function openOwnConnection(path: string, { busyTimeoutMs }: { busyTimeoutMs: number }): Promise<SqlDatabase> {
  const raw = openDatabase(path);
  await migrate(raw);
  raw.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  return sqliteDatabase(raw);
}
