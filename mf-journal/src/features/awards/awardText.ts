// What readers call each kind of award, and which of an award's editions is the current call.
import type { AwardEdition, AwardGroup } from '@oap/contracts/api/journalSubpages.ts';

export const awardKindLabels: Record<AwardGroup['kind'], string> = {
  'best-paper': 'Best Paper Award',
  'young-investigator': 'Young Investigator Award',
  'outstanding-reviewer': 'Outstanding Reviewer Award',
  thesis: 'Thesis Award',
  travel: 'Travel Award',
};

/** The edition open now, else the next one to open, else none. */
export function currentEdition(group: AwardGroup): AwardEdition | null {
  const byYear = [...group.editions].sort((a, b) => a.year - b.year);
  return byYear.find((edition) => edition.status === 'open') ?? byYear.find((edition) => edition.status === 'upcoming') ?? null;
}

/** The latest edition with winners. */
export function latestWinners(group: AwardGroup): AwardEdition | null {
  return [...group.editions].sort((a, b) => b.year - a.year).find((edition) => edition.winners.length > 0) ?? null;
}

/** The path of the thesis submission form of an award group. */
export const thesisFormPath = (slug: string, group: Pick<AwardGroup, 'id'>) => `/journal/${encodeURIComponent(slug)}/awards/submit/${group.id}/thesis`;
