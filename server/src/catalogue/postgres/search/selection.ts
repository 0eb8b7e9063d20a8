// What an article search selects before its sort and page, on PostgreSQL, by the rules of SQLite's
// selection.ts, so that both engines count alike:
// - without words: every article the filters pass (no cap), counted from a histogram;
// - with words: the matches are walked newest first (highest id first) and the walk stops at the
//   MAX_COUNTED_MATCHES + 1st passing one (the total then says "more than 10,000", and facets count
//   the matches walked); before that, a sample of the newest SAMPLE_PASSING passing matches (or
//   SAMPLE_WALKED walked) that estimates far more than the cap stops the walk, and the facet counts
//   are the sample's scaled to the cap (facetCountsEstimated);
// - a tree that joins both text tables by AND, OR or NOT is counted whole (SQLite's exact path);
// - where filters pass few of a word's many matches, the walk past its newest matches reads only the
//   passing articles' matches, and the facet counts of the others are estimated (listSelection.ts
//   passingWalk): reading every match costs seconds at a million, where SQLite's walk does not.
// The walk is one statement: the matches with their facet fields, numbered newest first with a
// running count of the passing ones, where the stopping rules are read off.
import { sql } from 'kysely';
import { MAX_COUNTED_MATCHES } from '@oap/contracts/api/search.ts';
import { SAMPLE, type SampleRule } from '../../searchSampling.ts';
import { treeIndex } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { facetIndexOf, type HistogramRow, type PgCatalogue } from './catalogue.ts';
import { indexWalkSelection, listSelection, PASSING_WALK_MATCHES, UNLISTED } from './listSelection.ts';
import { passingCount, type PgPlan } from './plan.ts';
import { matchIds, readingIndexes } from './textQuery.ts';
import type { WordList } from './wordLists.ts';

/** The sorts a selection keeps whole once asked for (paging.ts). */
export type KeptSort = 'citations' | 'bibliographic';

export interface PgSelection {
  /** Passing ids, ascending; null without words (every passing article: pages are read in SQL). */
  passing: number[] | null;
  /** How many pass (or were counted). */
  count: number;
  capped: boolean;
  /** The facet histogram of the articles walked (in scope). */
  histogram: HistogramRow[];
  /** A sample stopped the walk: facet counts are multiplied by this. */
  sampleScale?: number;
  /** The passing ids newest first by day, once asked for where ids do not follow the dates (paging.ts). */
  newest?: number[];
  /** The relevance order, once asked for (ranking.ts). */
  rank?: number[];
  /** The whole selection by citations or in bibliographic order, once asked for (paging.ts). */
  orders?: Partial<Record<KeptSort, number[]>>;
  /** The search's word list, if any: the selection was walked from it, or it ended too soon to (its title ids serve relevance either way). */
  list?: WordList;
  /** How many matches there are, when a walk in the process read them all (no stop). */
  walkedAll?: number;
  /** The histogram's counts of articles a filter fails are estimates (listSelection.ts passingWalk). */
  facetsEstimated?: boolean;
  /** One word without a list: in few articles' metadata, so in fewer titles still (ranking.ts titleTier). */
  fewInMetadata?: boolean;
}

const NO_STOP = Number.MAX_SAFE_INTEGER;

export const histogramRows = (rows: HistogramRow[]) =>
  rows.map((row) => ({
    ...row,
    journal_id: Number(row.journal_id),
    n: Number(row.n),
    ...(row.year == null ? {} : { year: Number(row.year), section_id: row.section_id == null ? null : Number(row.section_id) }),
  }));

/** A journal's list groups its histogram by year and section as well (see listFacets.ts), on the alias `a`. */
const listGroups = (p: PgPlan, a: string) => (p.listFacets ? sql`, ${sql.ref(`${a}.year`)}, ${sql.ref(`${a}.section_id`)}` : sql``);
const YEAR = sql`substr(a.published_at, 1, 4)::int`;

/** Without words: the histogram of the articles in scope (the catalogue's own when nothing narrows). */
async function browseSelection(db: Db, p: PgPlan, cat: PgCatalogue): Promise<PgSelection> {
  let histogram = cat.histogram;
  const whole = p.from <= 1 && p.to >= cat.maxId && !p.scoped;
  if (!whole) {
    const { rows } = await sql<HistogramRow>`
      SELECT a.journal_id, a.article_type, a.region${listGroups(p, 'a')}, count(*) AS n FROM (
        SELECT a.journal_id, a.article_type, a.region, ${YEAR} AS year, a.section_id FROM articles a
        WHERE a.id BETWEEN ${p.from} AND ${p.to} AND ${p.scope}) a
      GROUP BY a.journal_id, a.article_type, a.region${listGroups(p, 'a')}`.execute(db);
    histogram = histogramRows(rows);
  }
  const count = passingCount(p, histogram);
  return { passing: null, count, capped: false, histogram };
}

interface WalkRow {
  /** More matches than the walk read (the newest `limit`): without a stop among those, it walks again, further. */
  truncated: boolean;
  sampled: boolean;
  sample_passing: number | null;
  cap_n: number | null;
  ids: number[];
  histogram: HistogramRow[];
}

/**
 * The walk over the tree's matches, to the `cap` + 1st passing one, with a sample first (none: to
 * the cap); `exact` counts every match (no cap, no sample). It reads the newest `limit` matches (null:
 * all); a stop among them ends it, as a walk that read them all does.
 */
async function walkOnce(db: Db, p: PgPlan, cap: number, rule: SampleRule | null, exact: boolean, limit: number | null): Promise<WalkRow> {
  const tree = p.tree;
  if (!tree) throw new Error('walkSelection needs words');
  const range = p.to - p.from + 1;
  const want = exact ? NO_STOP : cap + 1;
  const sample = rule ?? { passing: 0, walked: 0, floor: 0 };
  const { rows } = await readingIndexes(db, (tx) => sql<WalkRow>`
    WITH m AS MATERIALIZED (${matchIds(tree, p.from, p.to)}),
    newest AS MATERIALIZED (SELECT id FROM m ORDER BY id DESC LIMIT ${limit}),
    w AS MATERIALIZED (
      SELECT a.id, a.journal_id, a.article_type, a.region, ${YEAR} AS year, a.section_id, ${p.scope} AS in_scope, (${p.scope} AND ${p.facets}) AS passes
      FROM articles a JOIN newest ON newest.id = a.id),
    r AS MATERIALIZED (
      SELECT w.*, row_number() OVER win AS n, count(*) FILTER (WHERE passes) OVER win AS passing
      FROM w WINDOW win AS (ORDER BY id DESC ROWS UNBOUNDED PRECEDING)),
    cap AS (SELECT min(n) AS n FROM r WHERE passes AND passing = ${want}),
    sample AS (
      SELECT n, passing, passing > 0 AND passing * ${range}::float8 / (${p.to} - id + 1) >= ${sample.floor}::float8 AS far
      FROM r WHERE ${rule !== null && !exact} AND ((passes AND passing = ${sample.passing}) OR n = ${sample.walked}) ORDER BY n LIMIT 1),
    stop AS (
      SELECT coalesce((SELECT far FROM sample), false) AS sampled, (SELECT passing FROM sample) AS sample_passing, (SELECT n FROM cap) AS cap_n,
        CASE WHEN coalesce((SELECT far FROM sample), false) THEN (SELECT n FROM sample) ELSE coalesce((SELECT n FROM cap), ${NO_STOP}) END AS n)
    SELECT (SELECT count(*) FROM m) > (SELECT count(*) FROM newest) AS truncated, stop.sampled, stop.sample_passing, CASE WHEN stop.sampled THEN NULL ELSE stop.cap_n END AS cap_n,
      (SELECT coalesce(array_agg(r.id ORDER BY r.id), '{}') FROM r WHERE r.passes AND r.n <= stop.n AND (stop.sampled OR stop.cap_n IS NULL OR r.n < stop.cap_n)) AS ids,
      (SELECT coalesce(json_agg(h), '[]') FROM (
        SELECT r.journal_id, r.article_type, r.region${listGroups(p, 'r')}, count(*) AS n FROM r WHERE r.in_scope AND r.n <= stop.n
        GROUP BY r.journal_id, r.article_type, r.region${listGroups(p, 'r')}) h) AS histogram
    FROM stop`.execute(tx));
  return rows[0] as WalkRow;
}

/** How many of the newest matches a walk reads first: the sample's, then twice the cap (then all). */
const walkLimits = (cap: number, rule: SampleRule | null) => [...new Set([rule?.walked ?? 0, 2 * (cap + 1)])].filter((limit) => limit > 0).sort((a, b) => a - b);

/**
 * The walk, reading as few matches as it can: the newest SAMPLE.walked answer a common word's sample
 * (where the sample check falls), twice the cap a walk to the cap without filters; only a walk that
 * found no stop among those reads every match. The join to the articles and the numbering cost in
 * proportion to the matches read (at 20,000 articles, 45 ms for a word in 16,000 of them).
 */
async function walkSelection(db: Db, p: PgPlan, cap: number, rule: SampleRule | null, exact: boolean): Promise<PgSelection> {
  const limits = exact ? [] : walkLimits(cap, rule);
  let row: WalkRow | null = null;
  for (const limit of [...limits, null]) {
    row = await walkOnce(db, p, cap, rule, exact, limit);
    if (!row.truncated || row.sampled || row.cap_n !== null) break;
  }
  if (!row) throw new Error('no walk');
  const passing = row.ids.map(Number);
  const made: PgSelection = { passing, count: passing.length, capped: row.sampled || row.cap_n !== null, histogram: histogramRows(row.histogram) };
  if (row.sampled) made.sampleScale = cap / Number(row.sample_passing);
  return made;
}

/**
 * The search's selection, computed now. `sample` null walks to the cap (see the note at the top);
 * `cap`, `sample` and `passingFrom` (listSelection.ts PASSING_WALK_MATCHES) are otherwise for tests,
 * as in SQLite's selection().
 */
export async function selection(db: Db, p: PgPlan, cat: PgCatalogue, cap = MAX_COUNTED_MATCHES, sample: SampleRule | null = SAMPLE, passingFrom = PASSING_WALK_MATCHES): Promise<PgSelection> {
  if (!p.tree) return browseSelection(db, p, cat);
  const rule = sample && sample.passing < cap ? sample : null;
  // One common word: its list, when the catalogue has lists and the list can answer.
  const index = await facetIndexOf(db, cat);
  const listed = index ? await listSelection(db, p, cat, index, cap, rule) : null;
  if (listed && listed !== UNLISTED && !('tooShort' in listed)) return listed;
  // SQLite walks a tree newest first when it lies in one index or is one leaf; other trees are exact.
  const exact = treeIndex(p.tree) === 'both' && p.tree.kind !== 'leaf';
  const walked = index && !exact ? await indexWalkSelection(db, p, cat, index, cap, rule, walkLimits(cap, rule), passingFrom) : null;
  const made = walked ?? (await walkSelection(db, p, cap, rule, exact));
  if (listed === UNLISTED) return { ...made, fewInMetadata: true };
  return listed ? { ...made, list: listed.tooShort } : made;
}

/** Selections kept for the next page or sort of the same search, by catalogue stamp and query. */
export interface SelectionMemo {
  entries: Map<string, Promise<PgSelection>>;
  /** Each finished entry, for the ids it holds. */
  finished: Map<string, PgSelection>;
}

export const newSelectionMemo = (): SelectionMemo => ({ entries: new Map(), finished: new Map() });

/** Ids a kept selection holds: its matches and the orders a page kept with it since (paging.ts). */
const heldIds = (sel: PgSelection) =>
  (sel.passing?.length ?? 0) + (sel.newest?.length ?? 0) + (sel.rank?.length ?? 0) + (sel.orders?.citations?.length ?? 0) + (sel.orders?.bibliographic?.length ?? 0);

const MEMO_ENTRIES = 1_000;
/**
 * Ids the memo may hold over all its selections and their kept orders: about 32 MB of numbers, as
 * much as SQLite's two search threads hold (sqlite/sqliteSearch/selection.ts). A common word's
 * selection keeps up to 30,000 (its matches, newest first and by relevance), so a bound of a million
 * kept about 33 searches, and readers paging through others walked theirs again (docs/search.md).
 */
export const MEMO_IDS = 4_000_000;

export function remember(memo: SelectionMemo, key: string, made: Promise<PgSelection>): void {
  memo.entries.delete(key);
  memo.entries.set(key, made);
  memo.finished.delete(key);
  made.then(
    (sel) => {
      if (memo.entries.get(key) !== made) return;
      memo.finished.set(key, sel);
      let held = 0;
      for (const kept of memo.finished.values()) held += heldIds(kept);
      // Least recently used first.
      for (const old of memo.entries.keys()) {
        if (held <= MEMO_IDS && memo.entries.size <= MEMO_ENTRIES) break;
        if (old === key) continue;
        memo.entries.delete(old);
        const gone = memo.finished.get(old);
        held -= gone ? heldIds(gone) : 0;
        memo.finished.delete(old);
      }
    },
    () => {
      if (memo.entries.get(key) === made) memo.entries.delete(key);
    },
  );
}

/**
 * The selection of `key`, kept or computed. With `full`, a sampled selection is replaced by one
 * walked to the cap (the caller needs more than the sample), as SQLite's memoSelection does.
 */
export async function memoSelection(db: Db, memo: SelectionMemo, p: PgPlan, cat: PgCatalogue, key: string, full: (sel: PgSelection) => boolean = () => false): Promise<PgSelection> {
  const fullKey = `${cat.stamp}\u0000${key}`;
  const keptPromise = memo.entries.get(fullKey);
  const kept = keptPromise ? await keptPromise.catch(() => null) : null;
  if (keptPromise && kept && !(kept.sampleScale !== undefined && full(kept))) {
    // Most recently used last.
    memo.entries.delete(fullKey);
    memo.entries.set(fullKey, keptPromise);
    return kept;
  }
  const made = (async () => {
    let sel = kept ? await selection(db, p, cat, MAX_COUNTED_MATCHES, null) : await selection(db, p, cat);
    if (sel.sampleScale !== undefined && full(sel)) sel = await selection(db, p, cat, MAX_COUNTED_MATCHES, null);
    return sel;
  })();
  remember(memo, fullKey, made);
  return made;
}
