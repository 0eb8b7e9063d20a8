// What the journal parts of the store share, on either engine: the database handle, the journal
// lookups, and the journal's figures, which each engine counts its own way (SQLite from its
// in-memory article index, ../sqlite/journalStatistics.ts; PostgreSQL in one grouped query,
// ../postgres/journalStatistics.ts). The rows' mapping is ../rows/journalPages.ts.
import { sql } from 'kysely';
import type { JournalRef, JournalSummary } from '@oap/contracts/api/journals.ts';
import type { JournalGraphs } from '@oap/contracts/api/journalSubpages.ts';
import type { Db, Engine, SqlDatabase } from '../../data/sqlDatabase.ts';
import { journalRef, journalSummariesOf, type JournalRow, type JournalStatisticsFigures } from '../rows/journalPages.ts';
import { firstOf, idList, rowsOf } from '../rows/query.ts';

export type { JournalRow };

export interface JournalContext {
  db: Db;
  engine: Engine;
  /** A journal's figures: articles, the last year's, citations, views, downloads and the graphs. */
  statistics(journalId: number): Promise<JournalStatisticsFigures & { graphs: JournalGraphs }>;
  journalRow(nameSystem: string): Promise<JournalRow | undefined>;
  refOf(journalId: number): Promise<JournalRef>;
  summaries(rows: JournalRow[]): Promise<JournalSummary[]>;
}

export function createJournalContext(database: Pick<SqlDatabase, 'db' | 'engine'>, statistics: JournalContext['statistics']): JournalContext {
  const { db } = database;
  return {
    db,
    engine: database.engine,
    statistics,
    journalRow: (nameSystem) => firstOf(db, sql<JournalRow>`SELECT * FROM journals WHERE name_system = ${nameSystem}`),
    refOf: async (journalId) => journalRef(await firstOf(db, sql<JournalRow>`SELECT * FROM journals WHERE id = ${journalId}`)),
    async summaries(rows) {
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      return journalSummariesOf(
        rows,
        await rowsOf(db, sql<{ journal_id: number; subject: string }>`SELECT journal_id, subject FROM journal_subjects WHERE journal_id IN ${idList(ids)} ORDER BY journal_id, position`),
      );
    },
  };
}

export { journalRef };
