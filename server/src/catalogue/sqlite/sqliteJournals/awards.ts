// A journal's awards (or travel awards): groups, their yearly editions and each edition's winners.
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { todayIso } from '../../rows/rows.ts';
import { AWARD_WINNERS_SELECT, awardGroupsOf, type AwardEditionRow, type AwardGroupRow, type AwardWinnerRow } from '../../rows/awardGroups.ts';


export function awards(sql: Sql, journalId: number, travel: boolean, refOf: (id: number) => JournalRef, today = todayIso()): AwardGroup[] {
  const groups = sql.all<AwardGroupRow>(`SELECT * FROM award_groups WHERE journal_id = ? AND ${travel ? "kind = 'travel'" : "kind <> 'travel'"} ORDER BY id`, journalId);
  return withEditions(sql, groups, refOf, today);
}

/**
 * One award group by id (the awardGroupId of /journal/{slug}/awards/{awardGroupId}), of any kind, travel
 * awards included; null when there is no such group. A publisher-wide group has no journal.
 */
export function awardGroupById(sql: Sql, id: number, refOf: (id: number) => JournalRef, today = todayIso()): AwardGroup | null {
  const group = sql.get<AwardGroupRow>('SELECT * FROM award_groups WHERE id = ?', id);
  return group ? (withEditions(sql, [group], refOf, today)[0] ?? null) : null;
}

function withEditions(sql: Sql, groups: AwardGroupRow[], refOf: (id: number) => JournalRef, today: string): AwardGroup[] {
  if (!groups.length) return [];
  const editions = sql.all<AwardEditionRow>(`SELECT * FROM award_editions WHERE group_id IN (${placeholders(groups.length)}) ORDER BY group_id, year DESC`, ...groups.map((g) => g.id));
  const winners = editions.length
    ? sql.all<AwardWinnerRow>(`${AWARD_WINNERS_SELECT} WHERE w.edition_id IN (${placeholders(editions.length)}) ORDER BY w.edition_id, w.position`, ...editions.map((e) => e.id))
    : [];
  const journals = new Map<number, JournalRef>();
  for (const group of groups) if (group.journal_id !== null && !journals.has(group.journal_id)) journals.set(group.journal_id, refOf(group.journal_id));
  return awardGroupsOf(groups, editions, winners, journals, today);
}
