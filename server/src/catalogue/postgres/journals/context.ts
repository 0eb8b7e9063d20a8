// What the journal parts of the PostgreSQL store share: the database handle and the journal lookups
// (the rows are SQLite's, store/sqlite/sqliteJournals/context.ts, read from the same columns).
import { sql } from 'kysely';
import type { JournalRef, JournalSummary, SubjectSlug } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { JournalRow } from '../../rows/journalPages.ts';
import { firstOf, rowsOf } from '../query.ts';

export type { JournalRow };

export interface JournalContext {
  db: Db;
  journalRow(nameSystem: string): Promise<JournalRow | undefined>;
  refOf(journalId: number): Promise<JournalRef>;
  summaries(rows: JournalRow[]): Promise<JournalSummary[]>;
}

const subjectSlugs = new Set<string>(subjects.map((s) => s.slug));

export function createJournalContext(db: Db): JournalContext {
  return {
    db,
    journalRow: (nameSystem) => firstOf(db, sql<JournalRow>`SELECT * FROM journals WHERE name_system = ${nameSystem}`),
    async refOf(journalId) {
      const row = await firstOf(db, sql<JournalRow>`SELECT * FROM journals WHERE id = ${journalId}`);
      return { nameSystem: row?.name_system ?? '', name: row?.name ?? '', abbreviation: row?.abbreviation ?? '', issn: row?.issn ?? '' };
    },
    async summaries(rows) {
      if (rows.length === 0) return [];
      const byJournal = new Map<number, SubjectSlug[]>();
      const ids = rows.map((row) => row.id);
      for (const row of await rowsOf(db, sql<{ journal_id: number; subject: string }>`
        SELECT journal_id, subject FROM journal_subjects WHERE journal_id = ANY(${ids}::bigint[]) ORDER BY journal_id, position`)) {
        const list = byJournal.get(row.journal_id) ?? [];
        if (subjectSlugs.has(row.subject)) list.push(row.subject as SubjectSlug);
        byJournal.set(row.journal_id, list);
      }
      return rows.map((row) => ({
        id: row.id,
        nameSystem: row.name_system,
        name: row.name,
        abbreviation: row.abbreviation,
        issn: row.issn,
        subjects: byJournal.get(row.id) ?? [],
        impactFactor: row.impact_factor,
        citeScore: row.cite_score,
        yearFounded: row.year_founded,
        articleCount: row.article_count,
        coverImageUrl: row.cover_image_url ?? null,
        accentColor: row.accent_color ?? null,
      }));
    },
  };
}

/** A journal's reference as other records carry it. */
export const journalRef = (row: JournalRow): JournalRef => ({ nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn });
