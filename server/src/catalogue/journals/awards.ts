// A journal's awards (or travel awards): groups, their yearly editions and each edition's winners.
import { sql } from 'kysely';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { todayIso } from '../rows/rows.ts';
import { AWARD_WINNERS_SELECT, awardGroupsOf, type AwardEditionRow, type AwardGroupRow, type AwardWinnerRow } from '../rows/awardGroups.ts';
import { firstOf, idList, rowsOf } from '../rows/query.ts';


export async function awards(db: Db, journalId: number, travel: boolean, refOf: (id: number) => Promise<JournalRef>, today = todayIso()): Promise<AwardGroup[]> {
  const groups = await rowsOf(db, sql<AwardGroupRow>`
    SELECT * FROM award_groups WHERE journal_id = ${journalId} AND ${travel ? sql`kind = 'travel'` : sql`kind <> 'travel'`} ORDER BY id`);
  return withEditions(db, groups, refOf, today);
}

/** One award group by id, of any kind, travel awards included; null when there is no such group. */
export async function awardGroupById(db: Db, id: number, refOf: (id: number) => Promise<JournalRef>, today = todayIso()): Promise<AwardGroup | null> {
  const group = await firstOf(db, sql<AwardGroupRow>`SELECT * FROM award_groups WHERE id = ${id}`);
  return group ? ((await withEditions(db, [group], refOf, today))[0] ?? null) : null;
}

async function withEditions(db: Db, groups: AwardGroupRow[], refOf: (id: number) => Promise<JournalRef>, today: string): Promise<AwardGroup[]> {
  if (!groups.length) return [];
  const editions = await rowsOf(db, sql<AwardEditionRow>`
    SELECT * FROM award_editions WHERE group_id IN ${idList(groups.map((g) => g.id))} ORDER BY group_id, year DESC`);
  const winners = editions.length
    ? await rowsOf(db, sql<AwardWinnerRow>`${sql.raw(AWARD_WINNERS_SELECT)} WHERE w.edition_id IN ${idList(editions.map((e) => e.id))} ORDER BY w.edition_id, w.position`)
    : [];
  const journals = new Map<number, JournalRef>();
  for (const group of groups) if (group.journal_id !== null && !journals.has(group.journal_id)) journals.set(group.journal_id, await refOf(group.journal_id));
  return awardGroupsOf(groups, editions, winners, journals, today);
}
