// The journal calls' answers as JSON text, made once and sent until the catalogue changes (issue 23:
// "the API near bare Node"). A journal's record, its sections and boards change when the catalogue
// is seeded again or edited, and the answers that count open special issues change with the date;
// readers ask for them thousands of times in between. Kept as text, a hit costs neither a query nor
// a JSON.stringify.
//
// Invalidation follows the data, not a TTL: the key carries the date (UTC, as the store's "today")
// and the connection's view of the database file. `total_changes()` changes when this connection
// writes, and is read on every call (under a microsecond). `PRAGMA data_version` changes when any
// other connection (another process, the seed CLI, the server's other connections) commits to the
// file; it costs several microseconds, so it is read at most every OTHER_WRITERS_CHECK_MS: another
// process's change is in the answers from then on, as soon as a reader could tell the difference.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { FastifyReply } from 'fastify';

/** How long a commit by another connection may go unseen: the file's data_version is read at most this often. */
export const OTHER_WRITERS_CHECK_MS = 20;
const DAY_MS = 86_400_000;

/** Not a memory leak on made-up addresses: misses (404s) are never kept, and the journals are few. */
const MAX_ENTRIES = 5_000;

export const JSON_TYPE = 'application/json; charset=utf-8';

export interface JsonCache {
  /**
   * The answer kept under `key` if the catalogue has not changed since it was made; else `make()`'s,
   * kept unless it is null (a 404: the caller decides what to send).
   */
  get<T>(key: string, make: () => Promise<T | null>): Promise<Buffer | null>;
}

/** Answers with JSON text on `reply`, sent as it is (bytes: no encoding per write), typed as Fastify would. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/** `now` is the clock (a test moves the date with it). */
export function createJsonCache(db: DatabaseSync, now: () => number = Date.now): JsonCache {
  const versionStatement: StatementSync = db.prepare('PRAGMA data_version');
  const changesStatement: StatementSync = db.prepare('SELECT total_changes()');
  versionStatement.setReturnArrays(true);
  changesStatement.setReturnArrays(true);
  const read = (statement: StatementSync) => (statement.get() as unknown as [number])[0];
  const seen = { day: -1, changes: -1, dataVersion: -1, checkedAt: -Infinity };
  const entries = new Map<string, Buffer>();
  /** Whether the kept answers still hold; when not, they are dropped and `seen` moves on. */
  const stillValid = (): boolean => {
    const time = now();
    const day = Math.floor(time / DAY_MS);
    const changes = read(changesStatement);
    let dataVersion = seen.dataVersion;
    if (time - seen.checkedAt >= OTHER_WRITERS_CHECK_MS || time < seen.checkedAt) {
      dataVersion = read(versionStatement);
      seen.checkedAt = time;
    }
    if (day === seen.day && changes === seen.changes && dataVersion === seen.dataVersion) return true;
    Object.assign(seen, { day, changes, dataVersion });
    return false;
  };
  return {
    async get(key, make) {
      if (!stillValid()) entries.clear();
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      const value = await make();
      if (value === null) return null;
      const json = Buffer.from(JSON.stringify(value));
      // Kept only if nothing was written while it was made (the store is synchronous today; this keeps it right if not).
      if (stillValid()) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, json);
      }
      return json;
    },
  };
}
