// Article usage after COUNTER release 5 on PostgreSQL, for every server copy on the database: which
// uses count is decided in memory (../../articles/usageSessions.ts, as for SQLite), and written
// shortly after in a batch, with the stored sessions shared by all copies, so that a session another
// copy counted does not count again here.
//
// A batch is one short transaction: its sessions inserted (those already stored are left out), the
// counts of the articles whose sessions were new raised, sessions older than a few hours purged.
// Rows are locked in one order (sessions and articles sorted), so two copies flushing at once wait for
// each other rather than deadlock; and it waits for no lock longer than a moment (a seeding holds the
// articles for minutes): a batch that cannot be written stays queued for the next attempt.
import { sql } from 'kysely';
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import { KEPT_HOURS, USAGE_FLUSH_MS, UsageSessions, counterHour, type UsageKind } from '../../articles/usageSessions.ts';

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
  private readonly sessions: UsageSessions;
  private timer: NodeJS.Timeout | null = null;
  private lastPurgeHour = -1;
  private flushing: Promise<boolean> | null = null;
  private closed = false;

  constructor(database: SqlDatabase, options: PostgresUsageOptions = {}) {
    this.database = database;
    this.options = options;
    this.sessions = new UsageSessions(options.maxRemembered);
  }

  /** Records a use; returns whether it counts (a first use in the reader's session as far as this copy knows). */
  record(kind: UsageKind, articleId: number, reader: string, nowMs: number): boolean {
    const counts = this.sessions.record(kind, articleId, reader, nowMs);
    if (counts) this.schedule();
    return counts;
  }

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

  /** Writes the queued events; false (keeping them queued) when the database did not take them. One flush at a time. */
  flush(): Promise<boolean> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<boolean> {
    if (this.sessions.queued === 0) return true;
    const batch = this.sessions.take();
    // One order for every copy: sessions by key, articles by id.
    const events = [...batch].sort((a, b) => a.kind.localeCompare(b.kind) || a.articleId - b.articleId || (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
    const hour = counterHour((this.options.now ?? Date.now)());
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
      this.sessions.putBack(batch);
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
