// Article usage after COUNTER release 5 on PostgreSQL, for every server copy on the
// database: the rules of the SQLite counter (store/sqlite/usageCounter.ts) — a use counts once per
// reader session (one reader, one clock hour), decided in memory at once and written shortly after in
// a batch — with the stored sessions shared by all copies, so that a session another copy counted
// does not count again here.
//
// A batch is one short transaction: its sessions inserted (those already stored are left out), the
// counts of the articles whose sessions were new raised, sessions older than a few hours purged.
// Rows are locked in one order (sessions and articles sorted), so two copies flushing at once wait for
// each other rather than deadlock; and it waits for no lock longer than a moment (a seeding holds the
// articles for minutes): a batch that cannot be written stays queued for the next attempt.
import { sql } from 'kysely';
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import { COUNTER_SESSION_MS, MAX_REMEMBERED, USAGE_FLUSH_MS, type UsageKind } from '../../sqlite/usageCounter.ts';

/** Queued events beyond this are dropped (counted as lost) rather than growing memory without end. */
const MAX_QUEUED = 200_000;
/** How many past hours of sessions are kept for cross-copy de-duplication. */
const KEPT_HOURS = 3;

interface QueuedEvent {
  kind: UsageKind;
  articleId: number;
  session: string;
  hour: number;
}

export interface PostgresUsageOptions {
  /** Called after a flush for each event that counted. */
  onCounted?: (kind: UsageKind, articleId: number) => void;
  now?: () => number;
  /** Sessions kept in memory at most (MAX_REMEMBERED). */
  maxRemembered?: number;
}

export class PostgresUsageCounter {
  private readonly database: SqlDatabase;
  private readonly options: PostgresUsageOptions;
  private queue: QueuedEvent[] = [];
  private seen = new Set<string>();
  private seenHour = -1;
  private timer: NodeJS.Timeout | null = null;
  private lastPurgeHour = -1;
  private flushing: Promise<boolean> | null = null;
  private closed = false;
  /** Events dropped because the queue was full (the database refused writes for a long time). */
  dropped = 0;

  constructor(database: SqlDatabase, options: PostgresUsageOptions = {}) {
    this.database = database;
    this.options = options;
  }

  /** Records a use; returns whether it counts (a first use in the reader's session as far as this copy knows). */
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

  get remembered(): number {
    return this.seen.size;
  }

  get queued(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().then((written) => {
        if (!written || this.queue.length) this.schedule();
      });
    }, USAGE_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes the queued events; false (keeping them queued) when the database did not take them. One flush at a time. */
  flush(): Promise<boolean> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<boolean> {
    if (this.queue.length === 0) return true;
    const batch = this.queue;
    this.queue = [];
    // One order for every copy: sessions by key, articles by id.
    const events = [...batch].sort((a, b) => a.kind.localeCompare(b.kind) || a.articleId - b.articleId || (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
    const hour = Math.floor((this.options.now ?? Date.now)() / COUNTER_SESSION_MS);
    let counted: { kind: UsageKind; article_id: number }[];
    try {
      counted = await this.database.write(async (tx) => {
        await sql`SET LOCAL lock_timeout = '1s'`.execute(tx);
        const { rows } = await sql<{ kind: UsageKind; article_id: number }>`
          INSERT INTO usage_sessions (kind, article_id, session, hour)
          SELECT e.kind, e.article_id, e.session, e.hour FROM unnest(${events.map((e) => e.kind)}::text[], ${events.map((e) => e.articleId)}::bigint[],
            ${events.map((e) => e.session)}::text[], ${events.map((e) => e.hour)}::bigint[]) WITH ORDINALITY AS e(kind, article_id, session, hour, n)
          ORDER BY n
          ON CONFLICT DO NOTHING RETURNING kind, article_id`.execute(tx);
        const raised = new Map<number, { views: number; downloads: number }>();
        for (const row of rows) {
          const counts = raised.get(row.article_id) ?? { views: 0, downloads: 0 };
          if (row.kind === 'view') counts.views += 1;
          else counts.downloads += 1;
          raised.set(row.article_id, counts);
        }
        const ids = [...raised.keys()].sort((a, b) => a - b);
        if (ids.length) {
          await sql`SELECT id FROM articles WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(tx);
          await sql`
            UPDATE articles a SET views = a.views + c.views, downloads = a.downloads + c.downloads
            FROM unnest(${ids}::bigint[], ${ids.map((id) => raised.get(id)?.views ?? 0)}::bigint[], ${ids.map((id) => raised.get(id)?.downloads ?? 0)}::bigint[])
              AS c(id, views, downloads)
            WHERE a.id = c.id`.execute(tx);
        }
        if (hour !== this.lastPurgeHour) await sql`DELETE FROM usage_sessions WHERE hour < ${hour - KEPT_HOURS}`.execute(tx);
        return rows;
      });
    } catch {
      // Not written (a lock held too long, the database away): back in the queue, in front of what came meanwhile.
      this.queue = [...batch, ...this.queue];
      return false;
    }
    this.lastPurgeHour = hour;
    for (const row of counted) this.options.onCounted?.(row.kind, row.article_id);
    return true;
  }

  /** Stops the timer and writes what is queued (on shutdown); false when it could not. */
  async close(): Promise<boolean> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.flush();
  }
}
