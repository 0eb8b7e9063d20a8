// The people and societies around a journal: its boards (editorial board, advisory panel, committee)
// and the societies it is affiliated or collaborates with.
import type { BoardMember, JournalSociety } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';

export function boardMembers(sql: Sql, journalId: number, board: string): BoardMember[] {
  return sql
    .all<{ name: string; role: string; affiliation: string; orcid: string | null; country: string | null; interests: string; section_name_system: string | null; section_name: string | null }>(
      `SELECT e.name, e.role, e.affiliation, e.orcid, e.country, e.interests, s.name_system AS section_name_system, s.name AS section_name
       FROM journal_editors e LEFT JOIN journal_sections s ON s.id = e.section_id
       WHERE e.journal_id = ? AND e.board = ? ORDER BY e.position`,
      journalId,
      board,
    )
    .map((row) => ({
      name: row.name,
      role: row.role,
      affiliation: row.country ? `${row.affiliation}, ${row.country}` : row.affiliation,
      orcid: row.orcid,
      country: row.country,
      section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
      interests: JSON.parse(row.interests) as string[],
    }));
}

export function societiesOf(sql: Sql, journalId: number): JournalSociety[] {
  return sql
    .all<{ id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string; relation: string; discount_pct: number }>(
      `SELECT s.*, js.relation, js.discount_pct FROM journal_societies js JOIN societies s ON s.id = js.society_id
       WHERE js.journal_id = ? ORDER BY js.relation, s.name`,
      journalId,
    )
    .map((row) => ({
      id: row.id,
      nameSystem: row.name_system,
      name: row.name,
      abbreviation: row.abbreviation,
      country: row.country,
      yearFounded: row.year_founded,
      url: row.url,
      description: row.description,
      relation: row.relation === 'affiliated' ? 'affiliated' : 'collaboration',
      discountPct: row.discount_pct,
    }));
}
