// What the journal parts of the PostgreSQL store share: the database handle and the journal lookups
// (the rows and their mapping are both engines', ../../rows/journalPages.ts).
import { sql } from 'kysely';
import type { JournalRef, JournalSummary } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { journalRef, journalSummariesOf, type JournalRow } from '../../rows/journalPages.ts';
import { firstOf, rowsOf } from '../query.ts';

export type { JournalRow };

export interface JournalContext {
  db: Db;
  journalRow(nameSystem: string): Promise<JournalRow | undefined>;
  refOf(journalId: number): Promise<JournalRef>;
  summaries(rows: JournalRow[]): Promise<JournalSummary[]>;
}

export function createJournalContext(db: Db): JournalContext {
  return {
    db,
    journalRow: (nameSystem) => firstOf(db, sql<JournalRow>`SELECT * FROM journals WHERE name_system = ${nameSystem}`),
    refOf: async (journalId) => journalRef(await firstOf(db, sql<JournalRow>`SELECT * FROM journals WHERE id = ${journalId}`)),
    async summaries(rows) {
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      return journalSummariesOf(
        rows,
        await rowsOf(db, sql<{ journal_id: number; subject: string }>`SELECT journal_id, subject FROM journal_subjects WHERE journal_id = ANY(${ids}::bigint[]) ORDER BY journal_id, position`),
      );
    },
  };
}

export { journalRef };
