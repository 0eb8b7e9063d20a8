// What the journal parts of the store share: SQL, the article index (for statistics), journal lookups.
import type { JournalRef, JournalSummary } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { journalRef, journalSummariesOf, type JournalRow } from '../../rows/journalPages.ts';

export type { JournalRow };
import type { ArticleIndex } from '../articleIndex.ts';

/** Everything the journal parts of the store share: SQL, the article index, journal lookups. */
export interface JournalContext {
  sql: Sql;
  index(): ArticleIndex;
  journalRow(nameSystem: string): JournalRow | undefined;
  refOf(journalId: number): JournalRef;
  summaries(rows: JournalRow[]): JournalSummary[];
}

export function createJournalContext(sql: Sql, index: () => ArticleIndex): JournalContext {
  return {
    sql,
    index,
    journalRow: (nameSystem) => sql.get<JournalRow>('SELECT * FROM journals WHERE name_system = ?', nameSystem),
    refOf: (journalId) => journalRef(sql.get<JournalRow>('SELECT * FROM journals WHERE id = ?', journalId)),
    summaries(rows) {
      if (rows.length === 0) return [];
      return journalSummariesOf(rows, sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position'));
    },
  };
}

export { journalRef };
