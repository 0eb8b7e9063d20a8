// The reference list of a generated article: works on its own theme, by plausible author lists, in
// the catalogue's own journals with a volume that fits the journal's age and a page range. Their
// identifiers look like DOIs but say they are generated (10.5555 is the prefix DOI's documentation
// reserves for examples, and "generated" is in every one), and they are never links: nothing here may
// pass for a real paper's record.
import type { GeneratedJournal } from './catalogue.ts';
import { agree, capitalise, lowerFirst } from './english.ts';
import type { Random } from './random.ts';
import { factorsOf } from './themeFactors.ts';
import type { Words } from './studyWords.ts';
import { givenNames, surnames } from './vocabulary.ts';

export interface GeneratedReference {
  label: string;
  /** The anchor in-text citations link to. */
  id: string;
  text: string;
  doi: null;
  year: number;
  firstAuthor: string;
}

const initial = (random: Random) => random.pick(givenNames).charAt(0) || 'A';

function authorList(random: Random): { text: string; first: string } {
  // One to eight authors, most often two to four; Vancouver style lists six, then "et al.".
  const count = 1 + Math.floor(random.next() ** 1.3 * 8);
  const first = random.pick(surnames);
  let text = `${first} ${initial(random)}`;
  for (let i = 1; i < Math.min(count, 6); i++) text += `, ${random.pick(surnames)} ${initial(random)}${random.chance(0.3) ? initial(random) : ''}`;
  return { text: count > 6 ? `${text}, et al` : text, first };
}

function referenceTitle(w: Words, random: Random): string {
  const { theme } = w.study;
  const { factors, conditions } = factorsOf(theme);
  // Only the chosen form's words are drawn: a reference list has dozens of titles.
  switch (random.int(0, 9)) {
    case 0:
      return `${capitalise(random.pick(factors))} and ${lowerFirst(random.pick(theme.topics))} in ${random.pick(theme.settings)}`;
    case 1:
      return `${capitalise(random.pick(theme.topics))}: a review`;
    case 2:
      return `${capitalise(lowerFirst(random.pick(theme.methods)))} of ${lowerFirst(random.pick(theme.topics))} ${random.pick(conditions)}`;
    case 3:
      return `The role of ${lowerFirst(random.pick(factors))} in ${random.pick(theme.outcomes)}`;
    case 4: {
      const factor = random.pick(factors);
      return `${capitalise(factor)} ${agree(factor, random.pick(['influence', 'predict', 'shape']))} ${random.pick(theme.outcomes)} in ${random.pick(theme.settings)}`;
    }
    case 5:
      return `Long-term changes in ${random.pick(theme.outcomes)} in ${random.pick(theme.settings)}`;
    case 6:
      return `${capitalise(random.pick(theme.topics))} and ${random.pick(theme.outcomes)}: evidence from ${random.pick(theme.settings)}`;
    case 7:
      return `Measuring ${random.pick(theme.outcomes)}: methods and pitfalls`;
    case 8:
      return `${capitalise(random.pick(theme.topics))} ${random.pick(conditions)}`;
    default:
      return `A framework for studying ${lowerFirst(random.pick(theme.topics))}`;
  }
}

/**
 * The article's references, made as the text first cites them (numbered from 1): `reference(n)` gives
 * the n-th, making those before it; `list()` gives those made so far.
 */
export function referenceList(w: Words, random: Random, journals: readonly GeneratedJournal[], publishedYear: number) {
  const made: GeneratedReference[] = [];
  const reference = (number: number): GeneratedReference => {
    while (made.length < number) made.push(generateReference(w, random, made.length + 1, journals, publishedYear));
    return made[number - 1] as GeneratedReference;
  };
  return { reference, list: (count: number) => (reference(count), made.slice(0, count)) };
}

function generateReference(w: Words, random: Random, number: number, journals: readonly GeneratedJournal[], publishedYear: number): GeneratedReference {
  const year = publishedYear - 1 - Math.floor(random.next() ** 1.6 * 20);
  const open = journals.filter((journal) => journal.yearFounded <= year);
  const journal = open.length ? random.pick(open) : null;
  const authors = authorList(random);
  const first = random.int(1, 980);
  const pages = random.chance(0.5) ? `${first}–${first + random.int(6, 22)}` : String(random.int(1000, 9999));
  const volume = journal ? year - journal.yearFounded + 1 : random.int(1, 60);
  const source = journal?.abbreviation ?? 'Proc. Annu. Meet.';
  const identifier = `10.5555/generated.${journal?.doiPrefix ?? 'proc'}.${year}.${pages.split('–')[0]}`;
  return {
    label: String(number),
    id: `ref-${number}`,
    text: `${authors.text}. ${referenceTitle(w, random)}. ${source} ${year};${volume}:${pages}. Generated identifier ${identifier}.`,
    doi: null,
    year,
    firstAuthor: authors.first,
  };
}
