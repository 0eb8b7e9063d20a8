// The usage counter's writes on PostgreSQL (../../articles/usageCounter.ts), for every server copy on
// the database: the stored sessions are shared by all copies, so a session another copy counted does
// not count again here. A batch is one short transaction: its sessions inserted (those already stored
// are left out), the counts of the articles whose sessions were new raised, old sessions purged. Rows
// are locked in one order (sessions and articles sorted), so two copies flushing at once wait for
// each other rather than deadlock; and it waits for no lock longer than a moment (a seeding holds the
// articles for minutes).
import { sql } from 'kysely';
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import type { UsageKind } from '../../articles/usageSessions.ts';
import type { UsageWriter } from '../../articles/usageCounter.ts';

export function postgresUsageWriter(database: SqlDatabase): UsageWriter {
  return {
    async write(batch, purgeBefore) {
      // One order for every copy: sessions by key, articles by id.
      const events = [...batch].sort((a, b) => a.kind.localeCompare(b.kind) || a.articleId - b.articleId || (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
      const counted = await database.write(async (tx) => {
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
        if (purgeBefore !== null) await sql`DELETE FROM usage_sessions WHERE hour < ${purgeBefore}`.execute(tx);
        return rows;
      });
      return counted.map((row) => ({ kind: row.kind, articleId: Number(row.article_id) }));
    },
  };
}
