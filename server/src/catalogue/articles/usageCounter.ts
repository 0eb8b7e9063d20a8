// Article usage (COUNTER release 5) on either engine: which uses count is decided in memory
// (./usageSessions.ts); the queued uses are written in batches off the request path, one batch at a
// time, by the engine's writer (sqlite/usageWriter.ts, postgres/articles/usageWriter.ts). A writer
// never waits long for a lock (another process holding it must not stall or fail an article page): a
// batch the database did not take stays queued, in front of what came meanwhile, for the next attempt.
import { KEPT_HOURS, USAGE_FLUSH_MS, UsageSessions, counterHour, type UsageEvent, type UsageKind } from './usageSessions.ts';

export type { UsageKind };

/** A use whose session was not stored before: it raised the article's count. */
export interface CountedUse {
  kind: UsageKind;
  articleId: number;
}

export interface UsageWriter {
  /**
   * Writes `events` in one transaction, and drops the stored sessions of hours before `purgeBefore`
   * when it is given: the uses that counted, or null when the database did not take the batch.
   */
  write(events: readonly UsageEvent[], purgeBefore: number | null): Promise<CountedUse[] | null>;
}

export interface UsageCounterOptions {
  /** Called after a flush for each use that counted (to update in-memory figures). */
  onCounted?: (kind: UsageKind, articleId: number) => void;
  now?: () => number;
  /** Sessions kept in memory at most (MAX_REMEMBERED). */
  maxRemembered?: number;
}

export class UsageCounter {
  private readonly writer: UsageWriter;
  private readonly options: UsageCounterOptions;
  private readonly sessions: UsageSessions;
  private timer: NodeJS.Timeout | null = null;
  private lastPurgeHour = -1;
  private flushing: Promise<boolean> | null = null;
  private closed = false;

  constructor(writer: UsageWriter, options: UsageCounterOptions = {}) {
    this.writer = writer;
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

  /** Uses dropped because the queue was full (the database refused writes for a long time). */
  get dropped(): number {
    return this.sessions.dropped;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().then((written) => {
        if (!written || this.sessions.queued) this.schedule();
      });
    }, USAGE_FLUSH_MS);
    this.timer.unref();
  }

  /**
   * Writes the queued uses; false (keeping them queued) when the database did not take them. One
   * flush at a time. The writer is called at once, so a synchronous engine (SQLite) has written
   * before this returns.
   */
  flush(): Promise<boolean> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<boolean> {
    if (this.sessions.queued === 0) return true;
    const batch = this.sessions.take();
    const hour = counterHour((this.options.now ?? Date.now)());
    const counted = await this.writer.write(batch, hour !== this.lastPurgeHour ? hour - KEPT_HOURS : null).catch(() => null);
    if (!counted) {
      this.sessions.putBack(batch);
      return false;
    }
    this.lastPurgeHour = hour;
    for (const use of counted) this.options.onCounted?.(use.kind, use.articleId);
    return true;
  }

  /** Stops the timer and writes what is queued (on shutdown); false when it could not. */
  close(): Promise<boolean> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.flush();
  }
}
