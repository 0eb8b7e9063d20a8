// A journal's awards (or travel awards) from their rows: groups, their yearly editions and each
// edition's winners. Both engines select these rows with their own SQL and map them here.
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import { awardEditionStatus } from '../submissionStatus.ts';

export type AwardGroupRow = { id: number; journal_id: number | null; kind: AwardGroup['kind']; name: string; description: string; prize: string; eligibility: string };
export type AwardEditionRow = { id: number; group_id: number; year: number; opens_on: string; deadline: string };
export type AwardWinnerRow = {
  edition_id: number;
  name: string;
  affiliation: string;
  country: string;
  citation: string;
  article_id: number | null;
  title: string | null;
  issn: string | null;
  volume: number | null;
  issue: string | null;
  identifier: string | null;
};

/** The winners' columns with their article's address parts, over `award_winners w` (the caller adds WHERE and ORDER BY). */
export const AWARD_WINNERS_SELECT = `SELECT w.*, a.title, j.issn, v.volume, i.issue, a.identifier FROM award_winners w
  LEFT JOIN articles a ON a.id = w.article_id LEFT JOIN journals j ON j.id = a.journal_id
  LEFT JOIN issues i ON i.id = a.issue_id LEFT JOIN volumes v ON v.id = i.volume_id`;


/** The groups with their editions (newest first, as selected) and winners; `journals` names each group's journal. */
export function awardGroupsOf(groups: readonly AwardGroupRow[], editions: readonly AwardEditionRow[], winners: readonly AwardWinnerRow[], journals: ReadonlyMap<number, JournalRef>, today: string): AwardGroup[] {
  return groups.map((group) => ({
    id: group.id,
    journal: group.journal_id === null ? null : (journals.get(group.journal_id) as JournalRef),
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
        status: awardEditionStatus(edition, today),
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
