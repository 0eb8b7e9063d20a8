// A journal's awards (or travel awards): groups, their yearly editions and each edition's winners.
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { todayIso } from '../../rows/rows.ts';

type AwardGroupRow = { id: number; journal_id: number | null; kind: AwardGroup['kind']; name: string; description: string; prize: string; eligibility: string };

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
  const editions = sql.all<{ id: number; group_id: number; year: number; opens_on: string; deadline: string }>(
    `SELECT * FROM award_editions WHERE group_id IN (${placeholders(groups.length)}) ORDER BY group_id, year DESC`,
    ...groups.map((g) => g.id),
  );
  const winners = editions.length
    ? sql.all<{ edition_id: number; name: string; affiliation: string; country: string; citation: string; article_id: number | null; title: string | null; issn: string | null; volume: number | null; issue: string | null; identifier: string | null }>(
        `SELECT w.*, a.title, j.issn, v.volume, i.issue, a.identifier FROM award_winners w
         LEFT JOIN articles a ON a.id = w.article_id LEFT JOIN journals j ON j.id = a.journal_id
         LEFT JOIN issues i ON i.id = a.issue_id LEFT JOIN volumes v ON v.id = i.volume_id
         WHERE w.edition_id IN (${placeholders(editions.length)}) ORDER BY w.edition_id, w.position`,
        ...editions.map((e) => e.id),
      )
    : [];
  return groups.map((group) => ({
    id: group.id,
    journal: group.journal_id === null ? null : refOf(group.journal_id),
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
