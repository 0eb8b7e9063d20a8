// The journal calls' answers as JSON text, made once and sent until the catalogue changes (
// "the API near bare Node"). A journal's record, its sections and boards change when the catalogue
// is seeded again or edited, and the answers that count open special issues change with the date;
// readers ask for them thousands of times in between. Kept as text, a hit costs neither a query nor
// a JSON.stringify.
//
// Invalidation follows the data, not a TTL: the key carries the date (UTC, as the store's "today")
// and the catalogue's change count (data/catalogueVersion.ts: on SQLite the connection's own
// changes and the file's data_version, which moves when any other connection commits). Reading it
// costs microseconds under load, a good part of an answer from the cache, so it is read at most
// every CHANGES_CHECK_MS: a change is in every answer that starts that long after it was committed.
// Nothing in the server writes journal data while it serves (it changes with a new seeding), so
// nobody waits on that window.
import type { CatalogueVersion } from '../../data/catalogueVersion.ts';
import { jsonAnswer, type JsonAnswer } from '../../platform/http/jsonAnswer.ts';
import { LRUCache } from 'lru-cache';

/** How long a committed change may go unseen: the connection's counters are read at most this often. */
export const CHANGES_CHECK_MS = 20;
const DAY_MS = 86_400_000;

/** Not a memory leak on made-up addresses: misses (404s) are never kept, and the journals are few. */
const MAX_ENTRIES = 5_000;

export interface JsonCache {
  /**
   * The answer kept under `key` if the catalogue has not changed since it was made; else `make()`'s,
   * kept unless it is null (a 404: the caller decides what to send).
   */
  get<T>(key: string, make: () => Promise<T | null>): Promise<JsonAnswer | null>;
}

/** `now` is the clock (a test moves the date with it). */
export function createJsonCache(version: CatalogueVersion, now: () => number = Date.now): JsonCache {
  const seen = { day: -1, changes: '', checkedAt: -Infinity };
  const entries = new LRUCache<string, JsonAnswer>({ max: MAX_ENTRIES });
  /** The check being read now: callers meanwhile wait for it rather than take the kept answers unchecked. */
  let checking: Promise<boolean> | null = null;
  const check = async (time: number): Promise<boolean> => {
    const day = Math.floor(time / DAY_MS);
    const changes = await version.changes();
    if (day === seen.day && changes === seen.changes) return true;
    Object.assign(seen, { day, changes });
    return false;
  };
  /** Whether the kept answers still hold; when not, they are dropped and `seen` moves on. */
  const stillValid = (): boolean | Promise<boolean> => {
    if (checking) return checking;
    const time = now();
    if (time - seen.checkedAt < CHANGES_CHECK_MS && time >= seen.checkedAt) return true;
    seen.checkedAt = time;
    checking = check(time).finally(() => {
      checking = null;
    });
    return checking;
  };
  return {
    async get(key, make) {
      if (!(await stillValid())) entries.clear();
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      const value = await make();
      if (value === null) return null;
      const json = jsonAnswer(value);
      // Kept only if nothing changed while it was made.
      if (await stillValid()) {
        entries.set(key, json);
      }
      return json;
    },
  };
}
