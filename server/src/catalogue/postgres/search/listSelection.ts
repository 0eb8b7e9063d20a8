// A one-word search's selection from its word list (wordLists.ts): the walk of selection.ts, newest
// first with its sample and its cap (catalogue/searchSampling.ts), over the list's ids in this
// process, each filtered and counted by the facet index (facetIndex.ts). The database is asked for
// one row, not a bitmap of every article with the word. When the list cannot answer (its exact part
// ends before the walk stops, a scope it cannot test), the caller walks the indexes as before.
import { sql } from 'kysely';
import { listedWord, mergeNewest, sampleStops, type SampleRule } from '../../searchSampling.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { HistogramRow, PgCatalogue } from './catalogue.ts';
import type { FacetIndex } from './facetIndex.ts';
import { facetTests, type PgPlan } from './plan.ts';
import type { PgSelection } from './selection.ts';
import { leafSides, matchIds, readingIndexes, readsPairs, type LeafSides } from './textQuery.ts';
import { treeIndex, type QueryNode } from '../../articleSearch.ts';
import { restOfList, unpackIds, wordListOf, type WordList } from './wordLists.ts';

/** The histogram row a key stands for (n to be set). */
function rowOf(index: FacetIndex, key: number): HistogramRow {
  const region = key >>> 24;
  return { journal_id: key & 0xffff, article_type: index.types[((key >>> 16) & 0xff) - 1] ?? '', region: region ? (index.regions[region - 1] ?? null) : null, n: 0 };
}

const IN_SCOPE = 1;
const PASSES = 2;

/**
 * What the plan says of an article with this key: IN_SCOPE (its journal scope; the dates are the id
 * range), and PASSES when the facet filters pass it too. Worked out once per key (a few hundred occur).
 */
function keyVerdicts(index: FacetIndex, p: PgPlan): (key: number) => number {
  const verdicts = new Map<number, number>();
  return (key) => {
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      const row = rowOf(index, key);
      const inScope = key !== 0 && (!p.scopeJournal || row.journal_id === p.scopeJournal);
      verdict = inScope ? IN_SCOPE | (facetTests(p, row).every(Boolean) ? PASSES : 0) : 0;
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

/** The histogram of counted keys. */
function histogramOf(index: FacetIndex, counts: Map<number, number>, countOf = (_key: number, n: number) => n): HistogramRow[] {
  return [...counts].map(([key, n]) => ({ ...rowOf(index, key), n: countOf(key, n) }));
}

/** Matches of articles added since the list was made, newest first (from the indexes: there are few). */
async function newerMatches(db: Db, p: PgPlan, list: WordList): Promise<number[]> {
  const from = Math.max(p.from, list.listedTo + 1);
  if (!p.tree || from > p.to) return [];
  const tree = p.tree;
  const { rows } = await readingIndexes(db, (tx) => sql<{ id: number }>`SELECT id FROM (${matchIds(tree, from, p.to)}) m ORDER BY id DESC`.execute(tx), { bitmaps: readsPairs(tree) });
  return rows.map((row) => Number(row.id));
}

/** A walk over matches newest first (selection.ts's rules), each filtered and counted by the facet index. */
interface FacetWalk {
  /** Takes the next match; true when the walk stops there. */
  take(id: number): boolean;
  /** Whether the article of this id passes the filters and its day the dates (a walk of the passing ones: passingWalk). */
  passes(id: number): boolean;
  /** Takes the next match among those that pass, the others below the last taken left unread; true when the walk stops there. */
  takePassing(id: number): boolean;
  /** The selection walked (called once, when the walk is over: it hands over its ids). */
  selection(list?: WordList): PgSelection;
  /**
   * The selection of a walk whose last matches were read among the passing articles only: the
   * counts of the others are those of the matches taken before, times `scale` (called once, as selection).
   */
  estimatedSelection(scale: number): PgSelection;
}

/** Whether the facet index can answer the plan's filters (it holds journal, type, region and day; not section or editors' choice). */
const facetIndexServes = (p: PgPlan) => !(p.scopeSection || p.editorsChoice);

function facetWalk(p: PgPlan, index: FacetIndex, cap: number, rule: SampleRule | null): FacetWalk {
  const { keys, days } = index;
  const verdictOf = keyVerdicts(index, p);
  // Dates the id range does not hold: a match of another day is walked, in no scope (as in SQL).
  const dated = p.days;
  const want = cap + 1;
  const counts = new Map<number, number>();
  const newestFirst: number[] = [];
  let n = 0;
  let passing = 0;
  let sampling = rule !== null;
  let samplePassing = 0;
  let capped = false;
  const verdictAt = (id: number, key: number) => {
    const day = days[id] as number;
    return dated && (day < dated.from || day > dated.to) ? 0 : verdictOf(key);
  };
  const count = (key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);
  /** What the walk selected, with this histogram (it hands over its ids: once). */
  const walked = (histogram: HistogramRow[]): PgSelection => ({ passing: newestFirst.reverse(), count: newestFirst.length, capped, histogram });
  /** Counts a passing match; true at the cap + 1st (past the cap: the oldest passing one only shows there are more). */
  const pass = (id: number) => {
    passing++;
    if (passing === want) return (capped = true);
    newestFirst.push(id);
    return false;
  };
  return {
    take(id) {
      const key = keys[id] ?? 0;
      // An id with no article (the index's gaps) is no match, as the join to the articles drops it.
      if (!key) return false;
      n++;
      const verdict = verdictAt(id, key);
      if (verdict & IN_SCOPE) count(key);
      if (verdict & PASSES && pass(id)) return true;
      if (sampling && rule && (((verdict & PASSES) !== 0 && passing === rule.passing) || n === rule.walked)) {
        if (sampleStops(rule, passing, id, p.from, p.to)) {
          samplePassing = passing;
          return (capped = true);
        }
        sampling = false;
      }
      return false;
    },
    selection(list) {
      const made: PgSelection = { ...walked(histogramOf(index, counts)), ...(list ? { list } : {}) };
      // Not stopped: every match was read (the list's below `below` too, else the caller walks the indexes).
      if (!capped) made.walkedAll = n;
      if (samplePassing) made.sampleScale = cap / samplePassing;
      return made;
    },
    passes(id) {
      const key = keys[id] ?? 0;
      return key !== 0 && (verdictAt(id, key) & PASSES) !== 0;
    },
    takePassing(id) {
      count(keys[id] as number);
      return pass(id);
    },
    estimatedSelection(scale) {
      // A key that passes was counted at each of its matches; the others only above the passing walk.
      return { ...walked(histogramOf(index, counts, (key, n) => (verdictOf(key) & PASSES ? n : Math.max(1, Math.round(n * scale))))), facetsEstimated: true };
    },
  };
}

/** What listSelection answers for one word that has no list: it was in fewer than POSTGRES_WORD_LIST_MIN_DOCS articles' metadata when the lists were made. */
export const UNLISTED = 'unlisted';

/** What listSelection answers for a word whose list ends before the walk stops: the list, whose title ids still serve relevance (ranking.ts). */
export interface ListTooShort {
  tooShort: WordList;
}

/**
 * The selection from the search's word list, UNLISTED for one word without a list, ListTooShort when
 * the list ends before the walk stops, or null when the search is not one word, the plan scopes by
 * what the facet index does not hold (a section, editors' choice), or the list changed while read.
 */
export async function listSelection(db: Db, p: PgPlan, cat: PgCatalogue, index: FacetIndex, cap: number, rule: SampleRule | null): Promise<PgSelection | typeof UNLISTED | ListTooShort | null> {
  if (!p.tree || !facetIndexServes(p)) return null;
  const list = await wordListOf(db, p.tree, listHead(rule));
  if (!list) return listedWord(p.tree) === null ? null : UNLISTED;
  const walk = facetWalk(p, index, cap, rule);
  let stopped = false;
  for (const id of await newerMatches(db, p, list)) if ((stopped = walk.take(id))) break;
  let ids: Int32Array | null = list.ids;
  let ended = false;
  while (!stopped && !ended) {
    for (const id of ids) {
      if (id > p.to) continue;
      if ((ended = id < p.from) || (stopped = walk.take(id))) break;
    }
    if (stopped || ended || ids !== list.ids || list.idCount <= ids.length) break;
    ids = await restOfList(db, list);
    // The list changed since its head was read: the indexes answer.
    if (!ids) return null;
  }
  // The list holds every match down to `below`: a walk that goes on below it needs the indexes.
  if (!stopped && list.below > p.from) return { tooShort: list };
  return walk.selection(list);
}

/**
 * How much of a list to read first: what a sampled walk of an unfiltered word takes (its sample,
 * with room for the ids of articles taken out and a date's newest bound), a few kilobytes of a list's
 * fifty. A walk behind filters that goes on reads the rest; one counted whole reads it all at once.
 */
const listHead = (rule: SampleRule | null) => (rule ? Math.ceil(rule.passing * 1.25) : null);

/**
 * The selection of a search no list answers, walked here rather than in SQL: the index gives the
 * matches' ids newest first (the newest `limit` of them, then all if no stop was among those), and
 * the facet index filters and counts them, so the database neither joins them to the articles nor
 * numbers them. Null when the facet index cannot answer the plan's filters.
 */
export async function indexWalkSelection(
  db: Db,
  p: PgPlan,
  cat: PgCatalogue,
  index: FacetIndex,
  cap: number,
  rule: SampleRule | null,
  limits: number[],
  passingFrom = PASSING_WALK_MATCHES,
): Promise<PgSelection | null> {
  const tree = p.tree;
  // A journal's list counts by year and section too, which the facet index does not hold.
  if (!tree || !facetIndexServes(p) || p.listFacets) return null;
  // Matches kept from an earlier walk of the same words answer any of the passes. A tree of several
  // leaves over both the metadata and the full text combines walks of both, which PostgreSQL cannot
  // stop at a limit: each pass would visit every match, so one pass reads them all (and keeps them).
  // One leaf over both is read side by side instead, and a tree of phrases in one table in windows (newestOfSides).
  const kept = await keptMatches(db, cat, tree, p);
  const sides = windowedSides(tree);
  // An unfiltered walk stops at the sample's passing matches: about that many are read first, as a
  // list's head is, then the caller's limits.
  const reads = rule ? [...new Set([listHead(rule) as number, ...limits])].sort((a, b) => a - b) : limits;
  const sidesRead: SidesRead = {};
  const passes = kept || (treeIndex(tree) === 'both' && !sides) ? [null] : [...reads, null];
  for (const limit of passes) {
    const ids = limit === null ? (kept ?? (await everyMatch(db, cat, tree, p))) : sides ? await newestOfSides(db, sides, p, limit + 1, sidesRead) : await newestMatches(db, tree, p, limit + 1);
    const truncated = limit !== null && ids.length > limit;
    const walk = facetWalk(p, index, cap, rule);
    let stopped = false;
    const end = truncated ? (limit as number) : ids.length;
    for (let at = 0; at < end && !stopped; at++) stopped = walk.take(ids[at] as number);
    if (stopped || !truncated) return walk.selection();
    // The last read before every match: the passing articles' matches may be far fewer.
    if (limit === passes.at(-2)) {
      const made = await passingWalk(db, tree, p, walk, { lowest: ids[end - 1] as number, matches: end }, passingFrom);
      if (made) return made;
    }
  }
  return null;
}

/**
 * A walk that reads every match to find the few its filters pass at a million would visit hundreds of
 * thousands of rows: "analysis" behind one article type, 14 s; "cells" behind brief reports, 6 s. One
 * whose newest matches say at least this many more lie below them reads, instead, the matches among
 * the articles the filters pass (passingWalk).
 */
export const PASSING_WALK_MATCHES = 20_000;

/** Ids of passing articles read per statement: each reads the word's GIN bitmap again, and the statement's planning grows with its ids. */
const PASSING_CHUNK = 100_000;

/**
 * The rest of a walk whose newest `walked.matches` matches (down to id `walked.lowest`) neither
 * reached the cap nor ended, read from the articles the facet index says pass (their ids, newest
 * first, intersected with the word's matches by the indexes' bitmaps), when the matches below are
 * estimated at `from` or more and the passing articles are fewer than twice them; null otherwise.
 * The passing matches, their count and facet counts are exact; the facet counts of the matches that
 * fail a filter (another journal, article type or region: each category counts them but for its
 * own filter) are estimated from those above, as many more per id below as there were above, and
 * marked as estimates. A search that reads every match (everyMatch) counts them all exactly, as SQLite
 * does; at a million, that costs seconds.
 */
async function passingWalk(db: Db, tree: QueryNode, p: PgPlan, walk: FacetWalk, walked: { lowest: number; matches: number }, from: number): Promise<PgSelection | null> {
  const span = p.to - walked.lowest + 1;
  const below = (walked.matches * (walked.lowest - p.from)) / span;
  if (below < from) return null;
  const candidates: number[] = [];
  for (let id = walked.lowest - 1; id >= p.from && candidates.length <= 2 * below; id--) if (walk.passes(id)) candidates.push(id);
  if (candidates.length > 2 * below) return null;
  let stop: number | null = null;
  for (let at = 0; at < candidates.length && stop === null; at += PASSING_CHUNK) {
    const among = candidates.slice(at, at + PASSING_CHUNK);
    const { rows } = await readingIndexes(
      db,
      (tx) => sql<{ ids: Buffer | null }>`SELECT string_agg(int4send(id::int4), ''::bytea ORDER BY id DESC) AS ids FROM (${matchIds(tree, p.from, p.to, false, among)}) m`.execute(tx),
      { among: true },
    );
    for (const id of unpackIds(rows[0]?.ids ?? Buffer.alloc(0))) {
      if (walk.takePassing(id)) {
        stop = id;
        break;
      }
    }
  }
  return walk.estimatedSelection((p.to - (stop ?? p.from) + 1) / span);
}

/** The newest `limit` matches' ids (all with null), newest first. */
async function newestMatches(db: Db, tree: QueryNode, p: PgPlan, limit: number | null): Promise<number[]> {
  const { rows } = await readingIndexes(db, (tx) =>
    sql<{ ids: number[] }>`
      SELECT coalesce(array_agg(id::int4 ORDER BY id DESC), '{}') AS ids FROM (
        SELECT id FROM (${matchIds(tree, p.from, p.to)}) m ORDER BY id DESC LIMIT ${limit}) newest`.execute(tx),
    { bitmaps: readsPairs(tree) },
  );
  return rows[0]?.ids ?? [];
}

/**
 * How many ids of the id index's bitmap cost as much as visiting one match: a window of 780,000 ids
 * took 90 to 170 ms to make into a bitmap, and a match's row is visited in 3 to 5 µs.
 */
const ID_BITMAP_COST = 25;

/**
 * A window read of a word in most of its rows is planned as the id index's bitmap of the window with
 * each row's vector tested, a large value fetched and decompressed per row ("model" in 17,500 ids of
 * 50,000: 107 ms); the whole range is read through the GIN index alone, its rows visited for their ids
 * and not decompressed (33,000 matches: 28 ms). So a window of at least 1 / WHOLE_RANGE_FROM of the
 * range is read as the whole range.
 */
const WHOLE_RANGE_FROM = 3;

/** The sides a walk reads in windows: a leaf's two (leafSides), or the one table of a tree of phrases (readsPairs). */
type Sides = Partial<LeafSides>;

/** What a walk's reads of each side found last: the ids they covered (the window, or from its newest id down to its last match when it filled its limit), its matches, and whether that was all of the range. */
type SidesRead = Partial<Record<keyof LeafSides, { span: number; ids: number[]; complete: boolean }>>;

/** The sides of a tree read in windows, or null for a tree read whole (newestMatches). */
function windowedSides(tree: QueryNode): Sides | null {
  const sides = leafSides(tree);
  if (sides) return sides;
  const where = treeIndex(tree);
  // A common phrase's pairs (every "in the" of the metadata) are many, and a bitmap visits them all.
  return where !== 'both' && readsPairs(tree) ? { [where]: (from: number, to: number, filtered?: boolean) => matchIds(tree, from, to, filtered) } : null;
}

/**
 * The newest `limit` matches of one leaf over both tables, or of a tree of phrases in one, newest
 * first: each side's newest `limit`, merged (a side that filled its limit is complete down to its
 * last id, so the union is exact above both). Each side is read in a window of the range's newest
 * ids, made larger (by the density of its matches there) until it holds the side's `limit` or the
 * whole range: through the GIN index intersected with the window, a side visits the rows of its
 * matches in the window alone. Their union in one statement visits every match: for a word in most
 * full texts and few metadata, without a list, 4.3 s at a million ("applied"), where this reads a
 * sample's in about 100 ms.
 */
async function newestOfSides(db: Db, sides: Sides, p: PgPlan, limit: number, read: SidesRead): Promise<number[]> {
  const newestOf = async (name: keyof LeafSides): Promise<number[]> => {
    const side = sides[name] as LeafSides[keyof LeafSides];
    const last = read[name];
    if (last?.complete) return last.ids;
    // A larger read than the last starts from the density of the matches the last one found.
    for (let span = last ? Math.ceil((1.5 * limit * last.span) / Math.max(1, last.ids.length)) : 4 * limit; ; ) {
      // A window of a third of the range or more is the range: see WHOLE_RANGE_FROM.
      const from = span * WHOLE_RANGE_FROM >= p.to - p.from + 1 ? p.from : Math.max(p.from, p.to - span + 1);
      const seen = read[name];
      // Sparse matches (by the last read's density) cost less to visit outside the window than a
      // bitmap of every id in it: the window is then a test of each match's id.
      const filtered = seen !== undefined && (seen.ids.length / seen.span) * (from - p.from) * ID_BITMAP_COST < span;
      const { rows } = await readingIndexes(
        db,
        (tx) => sql<{ ids: Buffer | null }>`SELECT string_agg(int4send(id::int4), ''::bytea ORDER BY id DESC) AS ids FROM (
          SELECT id FROM (${side(from, p.to, filtered)}) m ORDER BY id DESC LIMIT ${limit}) newest`.execute(tx),
        { bitmaps: true },
      );
      const ids = Array.from(unpackIds(rows[0]?.ids ?? Buffer.alloc(0)));
      // A read that filled its limit found the matches' density over the ids they cover, not the whole window.
      const covered = ids.length === limit ? p.to - (ids[limit - 1] as number) + 1 : span;
      read[name] = { span: covered, ids, complete: from === p.from && ids.length < limit };
      if (ids.length === limit || from === p.from) return ids;
      // The next window from the matches' density in this one, with room (a side with none here: all of the range).
      span = Math.max(4 * span, Math.ceil((1.5 * limit * span) / Math.max(1, ids.length)));
    }
  };
  // Each side on a connection of its own, at the same time.
  const [first, second] = await Promise.all((Object.keys(sides) as (keyof LeafSides)[]).map(newestOf));
  return second ? mergeNewest(first ?? [], second, limit).ids : (first ?? []);
}

/**
 * Every match of a search, kept with the catalogue. A walk reads them all when its filters pass too
 * few of the newest to stop it: a common word behind one article type or a small journal. The indexes
 * then visit each match's row for its id (for a word in 80,000 articles at a million, 200 to 400 ms;
 * "cells" behind a small journal, 4.6 s on a cold cache), and the reader's next filter on the same
 * words would visit them all again.
 */
async function everyMatch(db: Db, cat: PgCatalogue, tree: QueryNode, p: PgPlan): Promise<Int32Array> {
  const ids = Int32Array.from(await newestMatches(db, tree, p, null));
  cat.matchSets.set(matchSetKey(tree, p, cat), { ids, upTo: p.to });
  return ids;
}

/**
 * The kept matches of a search, or null. A catalogue extended by a publish keeps its matches (every
 * article it added is new): those of the articles published since are read through the indexes (a
 * few ids) and put first. A search of a catalogue older than the kept matches takes those in its range.
 */
async function keptMatches(db: Db, cat: PgCatalogue, tree: QueryNode, p: PgPlan): Promise<Int32Array | null> {
  const key = matchSetKey(tree, p, cat);
  const kept = cat.matchSets.get(key);
  if (!kept) return null;
  if (kept.upTo > p.to) {
    let at = 0;
    while (at < kept.ids.length && (kept.ids[at] as number) > p.to) at++;
    return kept.ids.subarray(at);
  }
  if (kept.upTo === p.to) return kept.ids;
  const newer = await newestMatches(db, tree, { ...p, from: kept.upTo + 1 }, null);
  const ids = new Int32Array(newer.length + kept.ids.length);
  ids.set(newer);
  ids.set(kept.ids, newer.length);
  cat.matchSets.set(key, { ids, upTo: p.to });
  return ids;
}

/** A search's kept matches, under its range: one that ends at the catalogue's newest article stays the same through publishes. */
const matchSetKey = (tree: QueryNode, p: PgPlan, cat: PgCatalogue) => `${p.from}-${p.to >= cat.maxId ? 'newest' : p.to} ${JSON.stringify(tree)}`;
