// The people and societies around a journal on PostgreSQL (the rows' mapping: ../rows/journalPeople.ts).
import { sql } from 'kysely';
import type { BoardMember, JournalSociety } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { rowsOf } from '../rows/query.ts';
import { BOARD_MEMBER_SELECT, JOURNAL_SOCIETY_SELECT, boardMemberOf, journalSocietyOf, type BoardMemberRow, type JournalSocietyRow } from '../rows/journalPeople.ts';

export async function boardMembers(db: Db, journalId: number, board: string): Promise<BoardMember[]> {
  const rows = await rowsOf(db, sql<BoardMemberRow>`${sql.raw(BOARD_MEMBER_SELECT)} WHERE e.journal_id = ${journalId} AND e.board = ${board} ORDER BY e.position`);
  return rows.map(boardMemberOf);
}

export async function societiesOf(db: Db, journalId: number): Promise<JournalSociety[]> {
  const rows = await rowsOf(db, sql<JournalSocietyRow>`${sql.raw(JOURNAL_SOCIETY_SELECT)} WHERE js.journal_id = ${journalId} ORDER BY js.relation, s.name`);
  return rows.map(journalSocietyOf);
}
