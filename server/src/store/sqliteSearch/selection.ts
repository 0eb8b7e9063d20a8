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
import { MAX_COUNTED_MATCHES, type FacetCounts } from '@oap/contracts/api/search.ts';
import type { Catalogue, SearchContext } from './context.ts';
import { filterAndCount, newTally, passTest, type FacetTally } from './filter.ts';
import { newestMatchWalk } from './newestMatches.ts';
import type { ArticlePlan } from './plan.ts';
import { textMatches } from './textMatches.ts';

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
}

/** Ids a memo may hold, over all its selections (about 16 MB per search connection). */
const MEMO_IDS = 4_000_000;
/** Selections a memo may hold. */
const MEMO_ENTRIES = 1_000;

/** The walk's first batch: enough for the cap when nothing is filtered out. */
const FIRST_BATCH = MAX_COUNTED_MATCHES + 1;

function walkSelection(p: ArticlePlan, cat: Catalogue, walk: { next(): number }, checkpoint: () => void, cap: number): Selection {
  const passes = passTest(p, cat);
  const want = cap + 1;
  let found: Int32Array = new Int32Array(FIRST_BATCH);
  let n = 0;
  let passing = 0;
  for (let id = walk.next(); id !== 0; id = walk.next()) {
    if (n === found.length) {
      const grown = new Int32Array(found.length * 2);
      grown.set(found);
      found = grown;
      checkpoint();
    }
    found[n++] = id;
    if (passes(id) && ++passing === want) break;
  }
  const capped = passing === want;
  // Ascending, as the rest of the search reads ids; the filter pass counts the facets over the walk.
  const candidates = found.subarray(0, n).reverse();
  const tally = newTally(cat.index);
  let kept = filterAndCount(p, cat, Array.from(candidates), tally);
  // Past the cap: the oldest passing one only showed there are more.
  if (capped) kept = kept.subarray(1);
  return { passing: kept.slice(), capped, candidates: n, tally };
}

/** The search's selection, computed now (see memoSelection for the kept ones); `cap` is for tests. */
export function selection(ctx: SearchContext, p: ArticlePlan, cat: Catalogue, cap = MAX_COUNTED_MATCHES): Selection {
  const walk = p.tree ? newestMatchWalk(ctx.walkStatements, ctx.sql, p.tree, p.from, p.to, Math.min(FIRST_BATCH, cap + 1)) : null;
  if (walk) return walkSelection(p, cat, walk, ctx.checkpoint, cap);
  const matches = p.tree ? textMatches(ctx.sql, p.tree, p.from, p.to) : null;
  ctx.checkpoint();
  const tally = newTally(cat.index);
  const passing = filterAndCount(p, cat, matches, tally);
  // The whole catalogue is shared, not copied; anything else lives in scratch buffers and is copied.
  return { passing: passing === cat.allIds ? passing : passing.slice(), capped: false, candidates: matches?.length ?? passing.length, tally };
}

/** The selection of `key` from the memo, or computed and kept. */
export function memoSelection(ctx: SearchContext, p: ArticlePlan, cat: Catalogue, key: string): Selection {
  const fullKey = `${cat.stamp}\u0000${key}`;
  const kept = ctx.memo.get(fullKey);
  if (kept) {
    // Most recently used last.
    ctx.memo.delete(fullKey);
    ctx.memo.set(fullKey, kept);
    return kept;
  }
  const made = selection(ctx, p, cat);
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
