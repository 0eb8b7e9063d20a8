// Article usage after the COUNTER Code of Practice, release 5: which uses count, decided in memory
// at once for the usage counter (./usageCounter.ts), which writes the queued uses in batches through
// its engine's writer.
//
// - A view or download counts once per reader session (COUNTER's "unique item" rule, which also
//   covers its 30-second double-click rule). A session is one reader within one clock hour, as
//   COUNTER defines it for sites without a session cookie. The reader is a hash of the client
//   address only: with the user agent in it, a script could add views by changing that header.
// - Robots are filtered by the caller before anything is recorded.
// - Each counted (kind, article, session) is stored by the counter, so server copies sharing the
//   database agree: a session another copy already counted does not count again when this one writes.

/** COUNTER session length: one clock hour. */
export const COUNTER_SESSION_MS = 3_600_000;
export const USAGE_FLUSH_MS = 1000;
/** How many past hours of sessions are kept for cross-copy de-duplication. */
export const KEPT_HOURS = 3;
/** Queued uses beyond this are dropped (counted as lost) rather than growing memory without end. */
const MAX_QUEUED = 200_000;
/**
 * Sessions remembered in memory at most (one reader can open every article in an hour). Past it the
 * memory starts again; the stored sessions still keep a repeat from counting twice.
 */
export const MAX_REMEMBERED = 250_000;

export type UsageKind = 'view' | 'download';

export interface UsageEvent {
  kind: UsageKind;
  articleId: number;
  session: string;
  hour: number;
}

/** The COUNTER hour of a moment (sessions are per hour; stored sessions are purged by it). */
export const counterHour = (nowMs: number): number => Math.floor(nowMs / COUNTER_SESSION_MS);

/** The uses this server copy has decided count, waiting to be written, and the sessions it remembers. */
export class UsageSessions {
  private queue: UsageEvent[] = [];
  /** Sessions already counted in the current hour (so repeats are not even queued). */
  private seen = new Set<string>();
  private seenHour = -1;
  private readonly maxRemembered: number;
  /** Uses dropped because the queue was full (the database refused writes for a long time). */
  dropped = 0;

  constructor(maxRemembered: number = MAX_REMEMBERED) {
    this.maxRemembered = maxRemembered;
  }

  /** Whether a use by `reader` at `nowMs` counts (a first use in the reader's session as far as this copy knows); queued if so. */
  record(kind: UsageKind, articleId: number, reader: string, nowMs: number): boolean {
    const hour = counterHour(nowMs);
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
    if (this.seen.size >= this.maxRemembered) this.seen = new Set();
    this.seen.add(key);
    this.queue.push({ kind, articleId, session, hour });
    return true;
  }

  get remembered(): number {
    return this.seen.size;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** The queued uses, to write; the queue starts empty again. */
  take(): UsageEvent[] {
    const batch = this.queue;
    this.queue = [];
    return batch;
  }

  /** A batch that could not be written, back in front of what came meanwhile. */
  putBack(batch: UsageEvent[]): void {
    this.queue = [...batch, ...this.queue];
  }
}
