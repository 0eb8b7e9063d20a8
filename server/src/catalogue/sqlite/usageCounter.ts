// Article usage (COUNTER release 5) on SQLite: which uses count is decided in memory
// (../articles/usageSessions.ts); the writes are applied in batches here, kept off the request path,
// in one short transaction that never waits for a lock (another process holding the write lock must
// not stall or fail an article page). A batch that meets a lock stays queued for the next attempt.
import type { Sql } from './sql.ts';
import { KEPT_HOURS, USAGE_FLUSH_MS, UsageSessions, counterHour, type UsageEvent, type UsageKind } from '../articles/usageSessions.ts';

export { COUNTER_SESSION_MS, MAX_REMEMBERED, USAGE_FLUSH_MS, type UsageKind } from '../articles/usageSessions.ts';

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
  private readonly sessions: UsageSessions;
  private timer: NodeJS.Timeout | null = null;
  private lastPurgeHour = -1;

  constructor(sql: Sql, options: UsageCounterOptions = {}) {
    this.sql = sql;
    this.options = options;
    this.sessions = new UsageSessions(options.maxRemembered);
  }

  /**
   * Records a use of the article by `reader` at `nowMs`. Returns whether it counts (a first use in
   * the reader's session as far as this copy knows); the count is written shortly after.
   */
  record(kind: UsageKind, articleId: number, reader: string, nowMs: number): boolean {
    const counts = this.sessions.record(kind, articleId, reader, nowMs);
    if (counts) this.schedule();
    return counts;
  }

  /** Sessions remembered in memory this hour. */
  get remembered(): number {
    return this.sessions.remembered;
  }

  get queued(): number {
    return this.sessions.queued;
  }

  /** Uses dropped because the queue was full (the database stayed locked for a long time). */
  get dropped(): number {
    return this.sessions.dropped;
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
    if (this.sessions.queued === 0) return true;
    const { db } = this.sql;
    // The connection closed under a pending write (a shutdown whose owner did not flush first):
    // nothing can be written any more, and a timer must not throw into the process.
    if (!db.isOpen) return true;
    const counted: UsageEvent[] = [];
    const batch = this.sessions.take();
    db.exec('PRAGMA busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch {
      db.exec(`PRAGMA busy_timeout = ${this.options.busyTimeoutMs ?? 5000}`);
      this.sessions.putBack(batch);
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
      const hour = counterHour((this.options.now ?? Date.now)());
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
      this.sessions.putBack(batch);
      return false;
    } finally {
      db.exec(`PRAGMA busy_timeout = ${this.options.busyTimeoutMs ?? 5000}`);
    }
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
