// The people and societies around a journal on SQLite (the rows' mapping: ../../rows/journalPeople.ts).
import type { BoardMember, JournalSociety } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { BOARD_MEMBER_SELECT, JOURNAL_SOCIETY_SELECT, boardMemberOf, journalSocietyOf, type BoardMemberRow, type JournalSocietyRow } from '../../rows/journalPeople.ts';

export function boardMembers(sql: Sql, journalId: number, board: string): BoardMember[] {
  return sql.all<BoardMemberRow>(`${BOARD_MEMBER_SELECT} WHERE e.journal_id = ? AND e.board = ? ORDER BY e.position`, journalId, board).map(boardMemberOf);
}

export function societiesOf(sql: Sql, journalId: number): JournalSociety[] {
  return sql.all<JournalSocietyRow>(`${JOURNAL_SOCIETY_SELECT} WHERE js.journal_id = ? ORDER BY js.relation, s.name`, journalId).map(journalSocietyOf);
}
