// Article usage after the COUNTER Code of Practice, release 5, kept off the request path.
//
// - A view or download counts once per reader session (COUNTER's "unique item" rule, which also
//   covers its 30-second double-click rule). A session is one reader within one clock hour, as
//   COUNTER defines it for sites without a session cookie. The reader is a hash of the client
//   address only: with the user agent in it, a script could add views by changing that header.
// - Robots are filtered by the caller (api/articles.ts) before anything is recorded.
// - The decision is made in memory at once; the writes are queued and applied in batches, in one
//   short transaction that never waits for a lock (another process holding the write lock must not
//   stall or fail an article page). A batch that meets a lock stays queued for the next attempt.
// - Each counted (kind, article, session) is stored, so server copies sharing the file agree: a
//   session that another copy already counted does not count again when this copy flushes.
import type { Sql } from './sql.ts';

/** COUNTER session length: one clock hour. */
export const COUNTER_SESSION_MS = 3_600_000;
export const USAGE_FLUSH_MS = 1000;
/** Queued events beyond this are dropped (counted as lost) rather than growing memory without end. */
const MAX_QUEUED = 200_000;
/** How many past hours of sessions are kept for cross-copy de-duplication. */
const KEPT_HOURS = 3;
/**
 * Sessions remembered in memory at most (one reader can open every article in an hour). Past it the
 * memory starts again; the stored sessions still keep a repeat from counting twice.
 */
export const MAX_REMEMBERED = 250_000;

export type UsageKind = 'view' | 'download';

interface QueuedEvent {
  kind: UsageKind;
  articleId: number;
  session: string;
  hour: number;
}

export interface UsageCounterOptions {
  /** Called after a flush for each event that counted (to update in-memory figures). */
  onCounted?: (kind: UsageKind, articleId: number) => void;
  /** The busy timeout the connection uses for everything else, restored after each flush. */
  busyTimeoutMs?: number;
  now?: () => number;
  /** Sessions kept in memory at most (MAX_REMEMBERED). */
  maxRemembered?: number;
}

export class UsageCounter {
  private readonly sql: Sql;
  private readonly options: UsageCounterOptions;
  private queue: QueuedEvent[] = [];
  /** Sessions this copy has already counted in the current hour (so repeats are not even queued). */
  private seen = new Set<string>();
  private seenHour = -1;
  private timer: NodeJS.Timeout | null = null;
  private lastPurgeHour = -1;
  /** Events dropped because the queue was full (the database stayed locked for a long time). */
  dropped = 0;

  constructor(sql: Sql, options: UsageCounterOptions = {}) {
    this.sql = sql;
    this.options = options;
  }

  /**
   * Records a use of the article by `reader` at `nowMs`. Returns whether it counts (a first use in
   * the reader's session as far as this copy knows); the count is written shortly after.
   */
  record(kind: UsageKind, articleId: number, reader: string, nowMs: number): boolean {
    const hour = Math.floor(nowMs / COUNTER_SESSION_MS);
    if (hour !== this.seenHour) {
      this.seen = new Set();
      this.seenHour = hour;
    }
    const session = `${reader}.${hour}`;
    const key = `${kind}:${articleId}:${session}`;
    if (this.seen.has(key)) return false;
    if (this.queue.length >= MAX_QUEUED) {
      this.dropped += 1;
      return false;
    }
    if (this.seen.size >= (this.options.maxRemembered ?? MAX_REMEMBERED)) this.seen = new Set();
    this.seen.add(key);
    this.queue.push({ kind, articleId, session, hour });
    this.schedule();
    return true;
  }

  /** Sessions remembered in memory this hour. */
  get remembered(): number {
    return this.seen.size;
  }

  get queued(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.flush()) this.schedule();
    }, USAGE_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes the queued events; returns false (keeping them queued) when the file is locked. */
  flush(): boolean {
    if (this.queue.length === 0) return true;
    const batch = this.queue;
    const { db } = this.sql;
    // The connection closed under a pending write (a shutdown whose owner did not flush first):
    // nothing can be written any more, and a timer must not throw into the process.
    if (!db.isOpen) return true;
    const counted: QueuedEvent[] = [];
    db.exec('PRAGMA busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch {
      db.exec(`PRAGMA busy_timeout = ${this.options.busyTimeoutMs ?? 5000}`);
      return false;
    }
    try {
      const insert = this.sql.prepare('INSERT OR IGNORE INTO usage_sessions (kind, article_id, session, hour) VALUES (?, ?, ?, ?)');
      const addView = this.sql.prepare('UPDATE articles SET views = views + 1 WHERE id = ?');
      const addDownload = this.sql.prepare('UPDATE articles SET downloads = downloads + 1 WHERE id = ?');
      for (const event of batch) {
        if (Number(insert.run(event.kind, event.articleId, event.session, event.hour).changes) === 0) continue;
        (event.kind === 'view' ? addView : addDownload).run(event.articleId);
        counted.push(event);
      }
      const hour = Math.floor((this.options.now ?? Date.now)() / COUNTER_SESSION_MS);
      if (hour !== this.lastPurgeHour) {
        this.sql.run('DELETE FROM usage_sessions WHERE hour < ?', hour - KEPT_HOURS);
        this.lastPurgeHour = hour;
      }
      db.exec('COMMIT');
    } catch {
      // A lock taken between BEGIN and a write, or a busy commit: nothing was applied; retry later.
      try {
        db.exec('ROLLBACK');
      } catch {
        // no transaction left to roll back
      }
      return false;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${this.options.busyTimeoutMs ?? 5000}`);
    }
    this.queue = [];
    for (const event of counted) this.options.onCounted?.(event.kind, event.articleId);
    return true;
  }

  /** Stops the timer and writes what is queued (on shutdown); false when it could not. */
  close(): boolean {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.flush();
  }
}
