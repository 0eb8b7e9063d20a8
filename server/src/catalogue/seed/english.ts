// Small rules of English for generated text ("Stem cell niches is central to …" read wrong):
// the number of a noun phrase, the verbs that agree with it, and lower-casing a phrase that starts a
// title or sentence without lower-casing names ("Monte Carlo simulation", "Drosophila melanogaster").
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { APC_EFFECTIVE_FROM } from '../rows/apcCharges.ts';

/** Words whose last letter says nothing about their number. */
const SINGULAR_WORDS = new Set(['diabetes', 'series', 'species', 'news', 'mathematics', 'physics', 'economics', 'electronics', 'robotics', 'dynamics', 'genomics', 'proteomics', 'metabolomics', 'biodiversity']);
const PLURAL_WORDS = new Set(['data', 'spectra', 'criteria', 'phenomena', 'media', 'bacteria', 'cilia', 'mice', 'people', 'children', 'women', 'men', 'microglia']);

/** Whether a noun phrase is plural ("stem cell niches", "gender and work") or singular ("axon guidance", "sepsis"). */
export function isPlural(phrase: string): boolean {
  if (/\sand\s/.test(phrase)) return true;
  const last = (phrase.trim().split(/[\s–-]+/).at(-1) ?? '').toLowerCase();
  if (SINGULAR_WORDS.has(last)) return false;
  if (PLURAL_WORDS.has(last)) return true;
  return /s$/.test(last) && !/(ss|is|us|ics|ness)$/.test(last);
}

/** "is" or "are" for the phrase. */
export const be = (phrase: string): string => (isPlural(phrase) ? 'are' : 'is');
/** "was" or "were" for the phrase. */
export const was = (phrase: string): string => (isPlural(phrase) ? 'were' : 'was');
/** "has" or "have" for the phrase. */
export const has = (phrase: string): string => (isPlural(phrase) ? 'have' : 'has');
/** "it" or "they" for the phrase. */
export const pronoun = (phrase: string): string => (isPlural(phrase) ? 'they' : 'it');
/** A present-tense verb agreeing with the phrase: agree('neutrino oscillations', 'modulate') -> "modulate", agree('autophagy', 'modulate') -> "modulates". */
export function agree(phrase: string, verb: string): string {
  if (isPlural(phrase)) return verb;
  return /(s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

/** First words that are names or their adjectives, kept capitalised mid-sentence. */
const PROPER_FIRST_WORDS = new Set([
  'Monte', 'Bayesian', 'Drosophila', 'Arabidopsis', 'Caenorhabditis', 'Bose–Einstein', 'Alzheimer’s', 'Swiss', 'European', 'Latin', 'Asian',
  'Banach', 'Mediterranean', 'Tibetan', 'North', 'Gaussian', 'Markov', 'Fourier', 'Raman', 'Parkinson’s', 'Zika', 'Ebola', 'Escherichia',
  'Feshbach', 'Kerr', 'Lévy', 'Caputo', 'Lyapunov', 'Galerkin', 'Lewis', 'Robo', 'Hox', 'Notch', 'Wnt', 'Polycomb', 'Sonic', 'Benjamini–Hochberg', 'Cox',
]);

/** Lower-cases the first letter of a phrase placed mid-sentence, unless it starts with a name or an acronym (HIV, RNA, 5G). */
export function lowerFirst(phrase: string): string {
  const first = phrase.split(/\s/)[0] ?? '';
  if (PROPER_FIRST_WORDS.has(first) || /\d/.test(first) || (first.length > 1 && first === first.toUpperCase()) || /^[A-Z][a-z]*[A-Z]/.test(first)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** Upper-cases the first letter (a phrase starting a sentence). */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A number as a reader sees it: 4812 -> "4,812". */
export const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount in Swiss francs, written one way everywhere: "2,600 CHF". */
export const chf = (amount: number): string => `${count(amount)} CHF`;

/** APC_EFFECTIVE_FROM in words, as the pages write dates ("1 January 2027"). */
export const apcChangeDay = (): string => formatDate(APC_EFFECTIVE_FROM);

/** A journal's charge as a text of the seed says it: the one in force, and the announced one. */
export const chargeInWords = (journal: { apcChf: number; apcChfBefore: number }): string =>
  `${chf(journal.apcChfBefore)} (${chf(journal.apcChf)} for manuscripts submitted from ${apcChangeDay()})`;
