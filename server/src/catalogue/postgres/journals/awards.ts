// A journal's awards (or travel awards): groups, their yearly editions and each edition's winners.
import { sql } from 'kysely';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { todayIso } from '../../rows/rows.ts';
import { firstOf, rowsOf } from '../query.ts';

type AwardGroupRow = { id: number; journal_id: number | null; kind: AwardGroup['kind']; name: string; description: string; prize: string; eligibility: string };

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
  const editions = await rowsOf(db, sql<{ id: number; group_id: number; year: number; opens_on: string; deadline: string }>`
    SELECT * FROM award_editions WHERE group_id = ANY(${groups.map((g) => g.id)}::bigint[]) ORDER BY group_id, year DESC`);
  const winners = editions.length
    ? await rowsOf(db, sql<{ edition_id: number; name: string; affiliation: string; country: string; citation: string; article_id: number | null; title: string | null; issn: string | null; volume: number | null; issue: string | null; identifier: string | null }>`
        SELECT w.*, a.title, j.issn, v.volume, i.issue, a.identifier FROM award_winners w
        LEFT JOIN articles a ON a.id = w.article_id LEFT JOIN journals j ON j.id = a.journal_id
        LEFT JOIN issues i ON i.id = a.issue_id LEFT JOIN volumes v ON v.id = i.volume_id
        WHERE w.edition_id = ANY(${editions.map((e) => e.id)}::bigint[]) ORDER BY w.edition_id, w.position`)
    : [];
  const refs = new Map<number, JournalRef>();
  for (const group of groups) if (group.journal_id !== null && !refs.has(group.journal_id)) refs.set(group.journal_id, await refOf(group.journal_id));
  return groups.map((group) => ({
    id: group.id,
    journal: group.journal_id === null ? null : (refs.get(group.journal_id) as JournalRef),
    kind: group.kind,
    name: group.name,
    description: group.description,
    prize: group.prize,
    eligibility: group.eligibility,
    editions: editions
      .filter((edition) => edition.group_id === group.id)
      .map((edition) => ({
        year: edition.year,
        opensOn: edition.opens_on,
        deadline: edition.deadline,
        status: today < edition.opens_on ? 'upcoming' : today <= edition.deadline ? 'open' : 'closed',
        winners: winners
          .filter((winner) => winner.edition_id === edition.id)
          .map((winner) => ({
            name: winner.name,
            affiliation: winner.affiliation,
            country: winner.country,
            citation: winner.citation,
            article: winner.article_id && winner.title ? { title: winner.title, path: `/${winner.issn}/${winner.volume}/${winner.issue}/${winner.identifier}` } : null,
          })),
      })),
  }));
}
