// What the journal parts of the store share: SQL, the article index (for statistics), journal lookups.
import type { JournalRef, JournalSummary, SubjectSlug } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import type { JournalRow } from '../../rows/journalPages.ts';

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
  const subjectIndex = new Map<string, number>(subjects.map((s, i) => [s.slug, i]));
  return {
    sql,
    index,
    journalRow: (nameSystem) => sql.get<JournalRow>('SELECT * FROM journals WHERE name_system = ?', nameSystem),
    refOf(journalId) {
      const row = sql.get<JournalRow>('SELECT * FROM journals WHERE id = ?', journalId);
      return { nameSystem: row?.name_system ?? '', name: row?.name ?? '', abbreviation: row?.abbreviation ?? '', issn: row?.issn ?? '' };
    },
    summaries(rows) {
      if (rows.length === 0) return [];
      const byJournal = new Map<number, SubjectSlug[]>();
      for (const row of sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position')) {
        const list = byJournal.get(row.journal_id) ?? [];
        if (subjectIndex.has(row.subject)) list.push(row.subject as SubjectSlug);
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
