// The people and societies around a journal (its boards: editorial board, advisory panel,
// committee; the societies it is affiliated or collaborates with) from their rows. Both engines add
// their own WHERE (journal, board) and ORDER BY to these selects and map the rows here.
import type { BoardMember, JournalSociety } from '@oap/contracts/api/journals.ts';

export type BoardMemberRow = { name: string; role: string; affiliation: string; orcid: string | null; country: string | null; interests: string; section_name_system: string | null; section_name: string | null };

export const BOARD_MEMBER_SELECT = `SELECT e.name, e.role, e.affiliation, e.orcid, e.country, e.interests, s.name_system AS section_name_system, s.name AS section_name
  FROM journal_editors e LEFT JOIN journal_sections s ON s.id = e.section_id`;

export const boardMemberOf = (row: BoardMemberRow): BoardMember => ({
  name: row.name,
  role: row.role,
  affiliation: row.country ? `${row.affiliation}, ${row.country}` : row.affiliation,
  orcid: row.orcid,
  country: row.country,
  section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
  interests: JSON.parse(row.interests) as string[],
});

export type JournalSocietyRow = { id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string; relation: string; discount_pct: number };

export const JOURNAL_SOCIETY_SELECT = `SELECT s.*, js.relation, js.discount_pct FROM journal_societies js JOIN societies s ON s.id = js.society_id`;

export const journalSocietyOf = (row: JournalSocietyRow): JournalSociety => ({
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
});
