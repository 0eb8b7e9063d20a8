// The usage counter's writes on SQLite (../articles/usageCounter.ts): a batch in one short
// transaction that never waits for a lock (busy_timeout 0 while it runs), done synchronously, so a
// flush has written before it returns.
import { SQLITE_BUSY_TIMEOUT_MS } from '../../data/sqlite/database.ts';
import type { Sql } from './sql.ts';
import type { CountedUse, UsageWriter } from '../articles/usageCounter.ts';

/** `busyTimeoutMs`: the busy timeout the connection uses for everything else, restored after each batch. */
export function sqliteUsageWriter(sql: Sql, { busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {}): UsageWriter {
  return {
    write: async (events, purgeBefore) => {
      const { db } = sql;
      // The connection closed under a pending write (a shutdown whose owner did not flush first):
      // nothing can be written any more, and a timer must not throw into the process.
      if (!db.isOpen) return [];
      db.exec('PRAGMA busy_timeout = 0');
      try {
        db.exec('BEGIN IMMEDIATE');
      } catch {
        db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
        return null;
      }
      const counted: CountedUse[] = [];
      try {
        const insert = sql.prepare('INSERT OR IGNORE INTO usage_sessions (kind, article_id, session, hour) VALUES (?, ?, ?, ?)');
        const addView = sql.prepare('UPDATE articles SET views = views + 1 WHERE id = ?');
        const addDownload = sql.prepare('UPDATE articles SET downloads = downloads + 1 WHERE id = ?');
        for (const event of events) {
          if (Number(insert.run(event.kind, event.articleId, event.session, event.hour).changes) === 0) continue;
          (event.kind === 'view' ? addView : addDownload).run(event.articleId);
          counted.push({ kind: event.kind, articleId: event.articleId });
        }
        if (purgeBefore !== null) sql.run('DELETE FROM usage_sessions WHERE hour < ?', purgeBefore);
        db.exec('COMMIT');
        return counted;
      } catch {
        // A lock taken between BEGIN and a write, or a busy commit: nothing was applied.
        try {
          db.exec('ROLLBACK');
        } catch {
          // no transaction left to roll back
        }
        return null;
      } finally {
        db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
      }
    },
  };
}
