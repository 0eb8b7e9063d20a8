// The topics a search found, as summaries with their journals and guest editors. Topic search runs
// synchronously on its connection (a search thread's, ../searchWorker.ts), so it reads them here with
// node:sqlite; the journal pages read the same through ../../journals/records.ts. The mapping is one
// (../../rows/journalRecords.ts).
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import type { GuestEditorRow } from '../../rows/rows.ts';
import { editorsByOwner, topicSummariesOf, type TopicJournalRow, type TopicRow } from '../../rows/journalRecords.ts';

export function topicSummaries(sql: Sql, rows: TopicRow[], today: string): TopicSummary[] {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const list = placeholders(ids.length);
  const journals = sql.all<TopicJournalRow>(
    `SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
     WHERE tj.topic_id IN (${list}) ORDER BY tj.topic_id, j.name`,
    ...ids,
  );
  const editors = sql.all<GuestEditorRow>(
    `SELECT owner_id, name, affiliation, country, orcid FROM guest_editors WHERE owner_kind = 'topic' AND owner_id IN (${list}) ORDER BY owner_id, position`,
    ...ids,
  );
  return topicSummariesOf(rows, journals, editorsByOwner(editors), today);
}
