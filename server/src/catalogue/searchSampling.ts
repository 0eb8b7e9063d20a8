// How an article search with words stays cheap at a million articles, on both engines: what it
// samples, and which searches read a word's kept list of matches instead of the text index. The
// engines keep and walk the lists in their own terms (SQLite: sqlite/sqliteSearch/wordLists.ts, PostgreSQL:
// postgres/search/wordLists.ts); the rules are these.
//
// Sampling: a walk over the matches, newest first, first reads a sample, the newest SAMPLE_PASSING
// passing matches (or SAMPLE_WALKED walked, for filters that pass few). Ids follow the order articles
// were added, so the share of the id range the sample spans says how many pass in the whole range.
// When that estimate is past ESTIMATE_FLOOR, "more than 10,000" is already known: the walk stops, and
// the facet counts are the sample's scaled to the newest MAX_COUNTED_MATCHES (labelled as estimates).
import { MAX_COUNTED_MATCHES } from '@oap/contracts/api/search.ts';
import { buildQueryPlan, type QueryNode } from './articleSearch.ts';

export interface SampleRule {
  /** Passing matches a sample reads. */
  passing: number;
  /** Matches a sample walks at most (filters that pass few). */
  walked: number;
  /** A sample stops the walk when it estimates at least this many passing. */
  floor: number;
}

export const SAMPLE_PASSING = 1_000;
export const SAMPLE_WALKED = 8_000;
/** A quarter over the cap: a margin for uneven dates. */
export const ESTIMATE_FLOOR = 1.25 * MAX_COUNTED_MATCHES;
export const SAMPLE: SampleRule = { passing: SAMPLE_PASSING, walked: SAMPLE_WALKED, floor: ESTIMATE_FLOOR };

/**
 * Whether a sample that has read `passing` passing matches, the oldest of them `id`, in the id range
 * [from, to], estimates enough to stop the walk.
 */
export function sampleStops(rule: SampleRule, passing: number, id: number, from: number, to: number): boolean {
  return passing > 0 && (passing * (to - from + 1)) / (to - id + 1) >= rule.floor;
}

/** Stems in at least this many articles' metadata get a list. */
export const WORD_LIST_MIN_DOCS = 2_000;
/** Ids a list keeps: past the cap and the sample's floor, enough for any first walk. */
export const WORD_LIST_IDS = 12_600;
/**
 * Title ids a list keeps: the newest articles with the word in their title, whose first
 * RANK_TITLE_TIER in a search's range are its relevance title tier. Ten tiers' worth, so that filters
 * and dates that pass over some still find theirs in the list.
 */
export const WORD_TITLE_IDS = 600;

/** The one-word search the query plan makes of `word` (its leaf), or null when it makes another. */
export function oneWordLeaf(word: string): Extract<QueryNode, { kind: 'leaf' }> | null {
  const { tree } = buildQueryPlan({ q: word });
  return tree && tree.kind === 'leaf' ? tree : null;
}

/**
 * The word of a search that a word list can answer, or null: one plain word searched as a prefix
 * over every common field, exactly the search a reader's one word makes (the lists are of that search).
 */
export function listedWord(tree: QueryNode): string | null {
  if (tree.kind !== 'leaf') return null;
  const word = /^"([^"\s*]+)"\*$/.exec(tree.terms)?.[1];
  if (!word) return null;
  const plain = oneWordLeaf(word);
  if (!plain || plain.terms !== tree.terms || plain.columns.join(' ') !== tree.columns.join(' ')) return null;
  return word;
}

/**
 * A word list's ids, newest first, from the one-word search's newest matches in the metadata (as a
 * prefix) and in the full text (whole), merged as the search unites them; `below` is where it stops
 * being exact. Both engines build their lists with it.
 */
export function mergeNewest(head: number[], text: number[], keep: number): { ids: number[]; below: number } {
  // Each side is complete down to its last id when it filled its limit; the union is exact above both.
  const below = Math.max(head.length === keep ? (head.at(-1) as number) : 0, text.length === keep ? (text.at(-1) as number) : 0);
  const ids: number[] = [];
  let i = 0;
  let j = 0;
  while (ids.length < keep && (i < head.length || j < text.length)) {
    const x = head[i] ?? 0;
    const y = text[j] ?? 0;
    const id = Math.max(x, y);
    if (id < below) break;
    ids.push(id);
    if (x === id) i++;
    if (y === id) j++;
  }
  // Cut short by `keep`: exact down to its last id.
  return { ids, below: ids.length === keep ? (ids.at(-1) as number) : below };
}

/** Ranges idsOfDays worked out, per days array (a catalogue's: a new one comes with every change). */
const rangesOfDays = new WeakMap<Int32Array, Map<string, { from: number; to: number }>>();
/** Ranges kept per catalogue: date filters are mostly whole years and months, few of them. */
const KEPT_RANGES = 256;

/**
 * The ids a date range allows where ids do not follow the dates (an article imported with an earlier
 * date than the last): from the smallest to the largest id of an article with a day in the range, so
 * a walk, and its sample's share of the range, spans the range's articles and not the whole catalogue.
 * Each match in it is still tested for its day. `days[id]` is an article's day; `exists(id)` whether
 * there is one. An empty range is from > to. Kept per days array: finding a range mid-catalogue
 * visits half a million ids at a million articles (4 ms).
 */
export function idsOfDays(days: Int32Array, exists: (id: number) => boolean, maxId: number, dayFrom: number, dayTo: number): { from: number; to: number } {
  let kept = rangesOfDays.get(days);
  if (!kept) rangesOfDays.set(days, (kept = new Map()));
  const key = `${maxId} ${dayFrom} ${dayTo}`;
  const known = kept.get(key);
  if (known) return known;
  const inRange = (id: number) => exists(id) && (days[id] as number) >= dayFrom && (days[id] as number) <= dayTo;
  let from = 1;
  while (from <= maxId && !inRange(from)) from++;
  let to = maxId;
  while (to >= from && !inRange(to)) to--;
  if (kept.size >= KEPT_RANGES) kept.clear();
  kept.set(key, { from, to });
  return { from, to };
}
