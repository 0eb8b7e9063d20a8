// What a search selects before its sort and page: the articles passing its filters (ascending ids),
// the count, the facet tallies, and, once asked for, its relevance order. A selection is kept for the
// searches that follow on the same connection (another page, another sort, the export of a page), as
// Solr keeps a query's document set in its filter cache: paging through a search, or sorting it
// another way, costs the page, not the search again. The memo is bounded by the ids it holds and is
// keyed by the catalogue's seeding stamp, so a re-seed never serves old selections.
//
// Searches with words walk their matches newest first and stop at MAX_COUNTED_MATCHES passing ones
// (the total then says "more than 10,000" and facet counts are of the matches walked): the cost of a
// common word is that of ten thousand matches, not of every article it is in.
//
// Most searches do not need even that (a million articles): the walk first reads a sample,
// the newest SAMPLE_PASSING passing matches. Ids follow the order articles were added, so the share of
// the id range the sample spans says how many pass in the whole range. When that estimate is far past
// the cap (ESTIMATE_FLOOR), "more than 10,000" is already known: the walk stops, and the facet counts
// are the sample's scaled to the newest 10,000 (the page labels them as estimates). Anything the sample
// cannot answer (a page past it, a sort by citations, views or bibliographic order, an export larger
// than it) walks on to the cap as before (fullSelection).
import { MAX_COUNTED_MATCHES, type FacetCounts } from '@oap/contracts/api/search.ts';
import type { Catalogue, SearchContext } from './context.ts';
import { filterAndCount, newTally, passTest, type FacetTally } from './filter.ts';
import { newestMatchWalk, type MatchWalk } from './newestMatches.ts';
import type { ArticlePlan } from './plan.ts';
import { textMatches } from './textMatches.ts';
import { wordListWalk } from './wordLists.ts';
import { SAMPLE, sampleStops, type SampleRule } from '../../searchSampling.ts';

export interface Selection {
  /** The passing ids, ascending (the newest MAX_COUNTED_MATCHES when capped). */
  passing: Int32Array;
  /** More pass than were counted: `passing` holds the newest MAX_COUNTED_MATCHES. */
  capped: boolean;
  /** The matches the words found within the range walked (all of them on the exact path). */
  candidates: number;
  tally: FacetTally;
  /** The relevance order, once a search sorted by relevance asked for it (ranking.ts). */
  rank?: { ranked: number[]; bound: number };
  /** The facet counts of every category, once asked for (they follow from the tally). */
  facets?: FacetCounts[];
  /**
   * The walk stopped at a sample (see the note at the top): `passing` is the newest SAMPLE_PASSING
   * passing matches, and the tally counts are multiplied by this to estimate those of the newest
   * MAX_COUNTED_MATCHES. Absent when the counts are exact.
   */
  sampleScale?: number;
}

export { SAMPLE_PASSING, SAMPLE_WALKED, ESTIMATE_FLOOR, type SampleRule } from '../../searchSampling.ts';

/** Ids a memo may hold, over all its selections (about 16 MB per search connection). */
const MEMO_IDS = 4_000_000;
/** Selections a memo may hold. */
const MEMO_ENTRIES = 1_000;

/** The walk's first batch without a sample: enough for the cap when nothing is filtered out. */
const FIRST_BATCH = MAX_COUNTED_MATCHES + 1;

function walkSelection(p: ArticlePlan, cat: Catalogue, walk: MatchWalk, checkpoint: () => void, cap: number, sample: SampleRule | null): Selection {
  const passes = passTest(p, cat);
  const want = cap + 1;
  let found: Int32Array = new Int32Array(sample ? sample.walked : FIRST_BATCH);
  let n = 0;
  let passing = 0;
  let sampling = sample !== null;
  let sampled = false;
  /** Takes the next id of the walk; true when the walk is to stop. */
  const take = (id: number): boolean => {
    if (n === found.length) {
      const grown = new Int32Array(found.length * 2);
      grown.set(found);
      found = grown;
      checkpoint();
    }
    found[n++] = id;
    if (passes(id) && ++passing === want) return true;
    if (sampling && sample && (passing === sample.passing || n === sample.walked)) {
      // The share of the id range the sample spans (it runs from `id` up to p.to) scales it to the whole range.
      if (sampleStops(sample, passing, id, p.from, p.to)) {
        sampled = true;
        return true;
      }
      sampling = false;
    }
    return false;
  };
  // A word's list is read straight from its array (a call per id cost more than the rest of the walk).
  const bulk = walk.bulk?.() ?? null;
  let stopped = false;
  if (bulk) {
    const { ids, end } = bulk;
    for (let i = bulk.start; i < end && !stopped; i++) stopped = take(ids[i] as number);
  }
  if (!stopped) for (let id = walk.next(); id !== 0 && !take(id); id = walk.next());
  const capped = sampled || passing === want;
  // Ascending, as the rest of the search reads ids; the filter pass counts the facets over the walk.
  const candidates = found.subarray(0, n).reverse();
  const tally = newTally(cat.index);
  let kept = filterAndCount(p, cat, candidates, tally);
  // Past the cap: the oldest passing one only showed there are more.
  if (passing === want) kept = kept.subarray(1);
  const made: Selection = { passing: kept.slice(), capped, candidates: n, tally };
  if (sampled) made.sampleScale = cap / passing;
  return made;
}

/**
 * The search's selection, computed now (see memoSelection for the kept ones). `sample` null walks to
 * the cap (fullSelection); `cap` and `sample` are otherwise for tests.
 */
export function selection(ctx: SearchContext, p: ArticlePlan, cat: Catalogue, cap = MAX_COUNTED_MATCHES, sample: SampleRule | null = SAMPLE): Selection {
  const rule = sample && sample.passing < cap ? sample : null;
  const firstBatch = Math.min(rule ? rule.passing + 1 : FIRST_BATCH, cap + 1);
  // After a sample that did not stop the walk, the next batch reads up to the cap, not four times the sample.
  const secondBatch = rule ? Math.max(1, cap + 1 - firstBatch) : undefined;
  const fts = (tree: NonNullable<ArticlePlan['tree']>, to: number) => newestMatchWalk(ctx.walkStatements, ctx.sql, tree, p.from, to, firstBatch, secondBatch);
  // A common word's list when it has one (wordLists.ts), else FTS5.
  const walk = p.tree ? (wordListWalk(ctx.sql.db, ctx.wordLists, cat.stamp, p.tree, p.from, p.to, (below) => fts(p.tree as NonNullable<ArticlePlan['tree']>, below)) ?? fts(p.tree, p.to)) : null;
  if (walk) return walkSelection(p, cat, walk, ctx.checkpoint, cap, rule);
  const matches = p.tree ? textMatches(ctx.sql, p.tree, p.from, p.to) : null;
  ctx.checkpoint();
  const tally = newTally(cat.index);
  const passing = filterAndCount(p, cat, matches, tally);
  // The whole catalogue is shared, not copied; anything else lives in scratch buffers and is copied.
  return { passing: passing === cat.allIds ? passing : passing.slice(), capped: false, candidates: matches?.length ?? passing.length, tally };
}

/**
 * The selection of `key` from the memo, or computed and kept. With `full`, a sampled selection is
 * replaced by one walked to the cap (the caller needs more than the sample: see articles.ts).
 */
export function memoSelection(ctx: SearchContext, p: ArticlePlan, cat: Catalogue, key: string, full: (sel: Selection) => boolean = () => false): Selection {
  const fullKey = `${cat.stamp}\u0000${key}`;
  const kept = ctx.memo.get(fullKey);
  if (kept && !(kept.sampleScale !== undefined && full(kept))) {
    // Most recently used last.
    ctx.memo.delete(fullKey);
    ctx.memo.set(fullKey, kept);
    return kept;
  }
  ctx.memo.delete(fullKey);
  let made = kept ? selection(ctx, p, cat, MAX_COUNTED_MATCHES, null) : selection(ctx, p, cat);
  if (made.sampleScale !== undefined && full(made)) made = selection(ctx, p, cat, MAX_COUNTED_MATCHES, null);
  ctx.memo.set(fullKey, made);
  let held = 0;
  for (const entry of ctx.memo.values()) if (entry.passing !== cat.allIds) held += entry.passing.length + (entry.rank?.ranked.length ?? 0);
  for (const [oldKey, entry] of ctx.memo) {
    if (held <= MEMO_IDS && ctx.memo.size <= MEMO_ENTRIES) break;
    if (oldKey === fullKey) continue;
    ctx.memo.delete(oldKey);
    if (entry.passing !== cat.allIds) held -= entry.passing.length + (entry.rank?.ranked.length ?? 0);
  }
  return made;
}
