// The journal calls' answers as JSON text, made once and sent until the catalogue changes (issue 23:
// "the API near bare Node"). A journal's record, its sections and boards change when the catalogue
// is seeded again or edited, and the answers that count open special issues change with the date;
// readers ask for them thousands of times in between. Kept as text, a hit costs neither a query nor
// a JSON.stringify.
//
// Invalidation is exact, not a TTL: the key carries the date and the connection's view of the
// database file. `PRAGMA data_version` changes when any other connection (another process, the
// seed CLI, the server's other connections) commits to the file, and `total_changes()` when this
// connection writes; either change empties the cache before the next answer. Checking both costs
// one small statement per request, far less than the queries it saves.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { FastifyReply } from 'fastify';

/** Not a memory leak on made-up addresses: misses (404s) are never kept, and the journals are few. */
const MAX_ENTRIES = 5_000;

export const JSON_TYPE = 'application/json; charset=utf-8';

export interface JsonCache {
  /**
   * The answer kept under `key` if the catalogue has not changed since it was made; else `make()`'s,
   * kept unless it is null (a 404: the caller decides what to send).
   */
  get<T>(key: string, make: () => Promise<T | null>): Promise<string | null>;
}

/** Answers as JSON text on `reply`: the text is sent as it is, with the type Fastify would have set. */
export function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type(JSON_TYPE).send(text);
}

export function createJsonCache(db: DatabaseSync, today: () => string = () => new Date().toISOString().slice(0, 10)): JsonCache {
  const versionStatement: StatementSync = db.prepare('PRAGMA data_version');
  const changesStatement: StatementSync = db.prepare('SELECT total_changes() AS n');
  versionStatement.setReturnArrays(true);
  changesStatement.setReturnArrays(true);
  const version = () => `${today()}:${(versionStatement.get() as unknown as [number])[0]}:${(changesStatement.get() as unknown as [number])[0]}`;
  let current = '';
  const entries = new Map<string, string>();
  return {
    async get(key, make) {
      const now = version();
      if (now !== current) {
        entries.clear();
        current = now;
      }
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      const value = await make();
      if (value === null) return null;
      const text = JSON.stringify(value);
      // Only if nothing was written while it was made (the store is synchronous today; this keeps it right if not).
      if (version() === current) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, text);
      }
      return text;
    },
  };
}
