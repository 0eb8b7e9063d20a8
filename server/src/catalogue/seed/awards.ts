// The awards of the generated journals: best paper, young investigator, outstanding reviewer, thesis and
// travel awards, each with its editions. Like real awards, each keeps its own yearly calendar (one opens
// in September, another in February), and its texts name the journal's own fields.
import type { GeneratedJournal } from './catalogue.ts';
import { listOf } from './english.ts';
import { isoDay } from './journalContent.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;

export interface GeneratedAwardGroup {
  journalIndex: number | null;
  kind: 'best-paper' | 'young-investigator' | 'outstanding-reviewer' | 'thesis' | 'travel';
  name: string;
  description: string;
  prize: string;
  eligibility: string;
  editions: { year: number; opensOn: string; deadline: string }[];
}

export type AwardEdition = GeneratedAwardGroup['editions'][number];

/**
 * An award's yearly calendar: the call for year Y opens on the same day each year, between September of
 * Y-1 and March of Y, and stays open three to eight months.
 */
export function awardCalendar(random: Random): (year: number) => AwardEdition {
  const opensMonth = random.pick([8, 9, 10, 11, 0, 1, 2]);
  const opensDay = random.pick([1, 1, 5, 10, 15, 20]);
  const openDays = random.int(3, 8) * 30 + random.int(-5, 10);
  return (year) => {
    const opensMs = Date.UTC(opensMonth >= 8 ? year - 1 : year, opensMonth, opensDay);
    const deadlineMs = opensMs + openDays * DAY_MS;
    // A deadline on the last day of its month, as award calls usually have.
    const deadline = new Date(deadlineMs);
    return { year, opensOn: isoDay(opensMs), deadline: isoDay(Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth() + 1, 0)) };
  };
}

function editionsSince(random: Random, founded: number, referenceYear: number): AwardEdition[] {
  const calendar = awardCalendar(random);
  const list: AwardEdition[] = [];
  for (let year = Math.max(founded + 3, referenceYear - 5); year <= referenceYear + 1; year++) list.push(calendar(year));
  return list;
}

export function generateAwards(random: Random, journals: GeneratedJournal[], referenceYear: number): GeneratedAwardGroup[] {
  const groups: GeneratedAwardGroup[] = [];
  journals.forEach((journal, journalIndex) => {
    const established = referenceYear - journal.yearFounded >= 4;
    if (!established) return;
    const fields = listOf(random.sample(journal.sections, Math.min(3, journal.sections.length)).map((section) => section.name.toLowerCase()));
    const editions = () => editionsSince(random, journal.yearFounded, referenceYear);
    groups.push({
      journalIndex,
      kind: 'best-paper',
      name: `${journal.name} Best Paper Award`,
      description: random.pick([
        `The ${journal.name} Best Paper Award recognises outstanding papers published in the journal, chosen by the Award Committee for their originality, significance and influence.`,
        `Each year the editors of ${journal.name} honour up to three papers in ${fields} whose methods and findings have changed how the field works.`,
        `Awarded for the most significant research articles and reviews published in ${journal.name}, with particular attention to work that others can build on.`,
      ]),
      prize: `CHF ${random.pick([500, 800, 1000, 1200])} and a certificate`,
      eligibility: `Research articles and reviews published in ${journal.name} in the two years before the deadline.`,
      editions: editions(),
    });
    if (journal.weight >= 4) {
      groups.push({
        journalIndex,
        kind: 'young-investigator',
        name: `${journal.name} Young Investigator Award`,
        description: `Honours an early-career researcher who has made a notable contribution to ${fields} or another field covered by ${journal.name}.`,
        prize: `CHF ${random.pick([1500, 2000, 2500])}, a certificate and a free publication in the journal`,
        eligibility: `Researchers within ${random.pick(['eight', 'ten', 'twelve'])} years of their PhD, nominated by a colleague or applying themselves.`,
        editions: editions(),
      });
    }
    if (journal.weight >= 6) {
      groups.push({
        journalIndex,
        kind: 'outstanding-reviewer',
        name: `${journal.name} Outstanding Reviewer Award`,
        description: `Thanks reviewers whose reports for ${journal.name} were timely, thorough and constructive, chosen by the section editors of ${fields}.`,
        prize: 'A certificate and a voucher for a future article processing charge',
        eligibility: `Reviewers who completed at least ${random.int(3, 6)} reports for ${journal.name} in the award year.`,
        editions: editions(),
      });
    }
    if (random.chance(0.35)) {
      groups.push({
        journalIndex,
        kind: 'thesis',
        name: `${journal.name} Best PhD Thesis Award`,
        description: `Recognises an outstanding doctoral thesis in ${fields} or elsewhere in the scope of ${journal.name}. Candidates submit their thesis through the award page.`,
        prize: `CHF ${random.pick([600, 800, 1000])} and a certificate`,
        eligibility: 'PhD theses defended in the two years before the deadline.',
        editions: editions(),
      });
    }
    groups.push({
      journalIndex,
      kind: 'travel',
      name: `${journal.name} Travel Award`,
      description: `Supports PhD students and postdoctoral researchers presenting work on ${fields} at an international conference.`,
      prize: `CHF ${random.pick([400, 500, 800])} towards travel and registration`,
      eligibility: 'PhD students and postdocs presenting a paper or poster.',
      editions: editions(),
    });
  });
  return groups;
}
