// The people and societies around a journal: its boards and the societies it works with.
import { sql } from 'kysely';
import type { BoardMember, JournalSociety } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { rowsOf } from '../query.ts';

export async function boardMembers(db: Db, journalId: number, board: string): Promise<BoardMember[]> {
  const rows = await rowsOf(db, sql<{ name: string; role: string; affiliation: string; orcid: string | null; country: string | null; interests: string; section_name_system: string | null; section_name: string | null }>`
    SELECT e.name, e.role, e.affiliation, e.orcid, e.country, e.interests, s.name_system AS section_name_system, s.name AS section_name
    FROM journal_editors e LEFT JOIN journal_sections s ON s.id = e.section_id
    WHERE e.journal_id = ${journalId} AND e.board = ${board} ORDER BY e.position`);
  return rows.map((row) => ({
    name: row.name,
    role: row.role,
    affiliation: row.country ? `${row.affiliation}, ${row.country}` : row.affiliation,
    orcid: row.orcid,
    country: row.country,
    section: row.section_name_system ? { nameSystem: row.section_name_system, name: row.section_name ?? '' } : null,
    interests: JSON.parse(row.interests) as string[],
  }));
}

export async function societiesOf(db: Db, journalId: number): Promise<JournalSociety[]> {
  const rows = await rowsOf(db, sql<{ id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string; relation: string; discount_pct: number }>`
    SELECT s.*, js.relation, js.discount_pct FROM journal_societies js JOIN societies s ON s.id = js.society_id
    WHERE js.journal_id = ${journalId} ORDER BY js.relation, s.name`);
  return rows.map((row) => ({
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
