// Search over SQLite FTS5 plus the in-memory article index (spec 9.1, 4, 5):
// - articles: FTS5 gives the matching ids (one pass, no row reads); the article index filters, counts
//   facets (each category without its own filter), sorts and pages; bm25 ranks a bounded window of
//   the newest matches; snippets are cut from a per-page temporary FTS table with the same tokenizer;
// - journals and topics: small tables, searched with their own FTS5 indexes and filtered in memory;
// - the journal finder: bm25 of the manuscript's words over one term profile per journal.
import type { Article, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { ArticleRange, RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalFinderResponse, SubjectSlug, TopicSummary } from '@oap/contracts/api/journals.ts';
import type { FacetCounts, FacetValueCount, JournalSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { StatementSync } from 'node:sqlite';
import type { ArticleScope, SearchStore } from './store.ts';
import type { Sql } from './sql.ts';
import { placeholders } from './sql.ts';
import { ArticleIndex, FACET_KEY_SPACE, facetKeyParts } from './articleIndex.ts';
import { BM25_WEIGHTS, articleSearchConfig, buildQueryTree, doiSearchText, pageNumber, pageSize, rankingExpression, rankingWidens, renderExpression, snippetExpression, termToFts, treeIndex, wholeWords, HEAD_COLUMNS, TEXT_COLUMNS } from './articleSearch.ts';
import type { QueryNode } from './articleSearch.ts';
import { articleTypeLabel } from './articleTypes.ts';
import { journalSearchConfig, topicSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { MARK_CLOSE, MARK_OPEN, SUMMARY_COLUMNS, SUMMARY_FROM, boundedText, markedSnippet, toSummary, todayIso } from './rows.ts';
import type { SummaryRow } from './rows.ts';
import { fullArticles } from './sqliteArticles.ts';
import { topicSummaries } from './sqliteJournals.ts';
import { contentWords } from './words.ts';

const DAY_MS = 86_400_000;

/**
 * Relevance ranks at most this many of the newest matching articles that pass the filters, and at
 * most RANK_WINDOW_MATCHES of the newest text matches (bm25 costs about a microsecond per row).
 * Within the window the order is bm25; matches older than the window follow, newest first.
 */
export const RANK_WINDOW = 4000;
export const RANK_WINDOW_MATCHES = 16000;
/** At most this many rows are scored (newest first). */
export const RANK_SCORED_ROWS = 8000;
/** Result sets up to this size are sorted directly; larger ones walk a precomputed global order. */
const DIRECT_SORT_LIMIT = 50_000;

export class SearchInputError extends Error {
  readonly statusCode = 400;
}

interface JournalInfo {
  id: number;
  nameSystem: string;
  name: string;
  subjects: number[];
}

/** The article index plus the journal facts facets need, for one catalogue (reloaded when it is re-seeded). */
interface Catalogue {
  stamp: string;
  index: ArticleIndex;
  journals: Map<number, JournalInfo>;
  journalByName: Map<string, JournalInfo>;
  /** Rank of each journal id by name, for bibliographic order. */
  nameRank: Map<number, number>;
  /** Buffers reused by every search (searches run one at a time on this thread). */
  scratch: { passing: Int32Array; histogram: Int32Array; passes: Uint8Array };
  /** Every article id, ascending, and the facet-key histogram of the whole catalogue (for unfiltered browsing). */
  allIds: Int32Array;
  fullHistogram: Int32Array | null;
  /** Each journal's article ids, ascending. */
  journalIds: Map<number, Int32Array>;
}

interface ArticlePlan {
  tree: QueryNode | null;
  /** The tree as one MATCH over all columns, as the search runs it (for snippets), or null without terms. */
  match: string | null;
  from: number;
  to: number;
  dayFrom: number;
  dayTo: number;
  /** Allowed values as lookup tables (1 = allowed), or null for no filter. */
  journals: Uint8Array | null;
  subjectJournals: Uint8Array | null;
  types: Uint8Array | null;
  regions: Uint8Array | null;
  scopeJournal: number;
  scopeSection: number;
  editorsChoice: boolean;
  /** Values the reader selected, per facet category (to report zero counts of selected values). */
  selected: Map<string, Set<string>>;
}

interface FacetTally {
  journals: Int32Array;
  subjectsByJournal: Int32Array;
  types: Int32Array;
  regions: Int32Array;
}

const FACET_LABELS = new Map(articleSearchConfig.facets.map((facet) => [facet.id, facet.label]));

function isoToDay(value: string, end: boolean): number | null {
  if (!/^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)) return null;
  const full = value.length === 4 ? (end ? `${value}-12-31` : `${value}-01-01`) : value.length === 7 ? (end ? `${value}-31` : `${value}-01`) : value;
  // "2024-02-31" as an end means the month's end: clamp by parsing the first of the next month.
  const [y, m, d] = full.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, Math.min(d, new Date(Date.UTC(y, m, 0)).getUTCDate()));
  return Number.isNaN(ms) ? null : Math.floor(ms / DAY_MS);
}

function sortedFacetValues(values: FacetValueCount[]): FacetValueCount[] {
  return values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** How many ids of an ascending list are below `bound`. */
function countBelow(list: ArrayLike<number>, bound: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Set operations on ascending id lists. */
function union(a: number[], b: number[]): number[] {
  if (!a.length) return b;
  if (!b.length) return a;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) {
      out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++] as number);
  while (j < b.length) out.push(b[j++] as number);
  return out;
}

function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

function difference(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && (b[j] as number) < x) j++;
    if (b[j] !== x) out.push(x);
  }
  return out;
}

/** Which facet filters an article with this facet key passes: [journals, subjects, types, regions]. */
function facetTests(p: ArticlePlan, key: number): [boolean, boolean, boolean, boolean] {
  const [j, t, r] = facetKeyParts(key);
  return [!p.journals || p.journals[j] === 1, !p.subjectJournals || p.subjectJournals[j] === 1, !p.types || p.types[t] === 1, !p.regions || p.regions[r] === 1];
}

/**
 * Facet counts from a histogram of facet keys: each category counts the articles that pass every
 * filter but its own (so ticking a second value of a category widens, and other categories still filter).
 */
function tallyFromHistogram(p: ArticlePlan, index: ArticleIndex, histogram: Int32Array, tally: FacetTally): void {
  for (const key of index.facetKeys) {
    const count = histogram[key] as number;
    if (!count) continue;
    const [j, t, r] = facetKeyParts(key);
    const [okJ, okS, okT, okR] = facetTests(p, key);
    const failed = (okJ ? 0 : 1) + (okS ? 0 : 1) + (okT ? 0 : 1) + (okR ? 0 : 1);
    if (failed === 0) {
      tally.journals[j] = (tally.journals[j] as number) + count;
      tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + count;
      tally.types[t] = (tally.types[t] as number) + count;
      tally.regions[r] = (tally.regions[r] as number) + count;
    } else if (failed === 1) {
      if (!okJ) tally.journals[j] = (tally.journals[j] as number) + count;
      else if (!okS) tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + count;
      else if (!okT) tally.types[t] = (tally.types[t] as number) + count;
      else tally.regions[r] = (tally.regions[r] as number) + count;
    }
  }
}

/**
 * `checkpoint` is called between the steps of an article search (after matching, after filtering,
 * before snippets) and may throw to stop it: the search worker cancels a search whose reader left.
 */
export function createSearchStore(sql: Sql, options: { checkpoint?: () => void } = {}): SearchStore & { index(): ArticleIndex; recordView(id: number): void } {
  const checkpoint = options.checkpoint ?? (() => {});
  let catalogue: Catalogue | null = null;

  function current(): Catalogue {
    const stamp = sql.get<{ value: string }>("SELECT value FROM catalogue_info WHERE key = 'seededAt'")?.value ?? '';
    if (catalogue && catalogue.stamp === stamp) return catalogue;
    const index = ArticleIndex.load(sql.db, stamp);
    const journals = new Map<number, JournalInfo>();
    for (const row of sql.all<{ id: number; name_system: string; name: string }>('SELECT id, name_system, name FROM journals ORDER BY name')) {
      journals.set(row.id, { id: row.id, nameSystem: row.name_system, name: row.name, subjects: [] });
    }
    const subjectNumber = new Map<string, number>(subjects.map((s, i) => [s.slug, i]));
    for (const row of sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position')) {
      const number = subjectNumber.get(row.subject);
      if (number !== undefined) journals.get(row.journal_id)?.subjects.push(number);
    }
    const nameRank = new Map<number, number>();
    [...journals.values()].forEach((journal, rank) => nameRank.set(journal.id, rank));
    const allIds = new Int32Array(index.count);
    const perJournal = new Map<number, number>();
    let n = 0;
    for (let id = 1; id <= index.maxId; id++) {
      const journal = index.journal[id] as number;
      if (!journal) continue;
      allIds[n++] = id;
      perJournal.set(journal, (perJournal.get(journal) ?? 0) + 1);
    }
    const journalIds = new Map<number, Int32Array>();
    const fill = new Map<number, number>();
    for (const [journal, size] of perJournal) {
      journalIds.set(journal, new Int32Array(size));
      fill.set(journal, 0);
    }
    for (const id of allIds) {
      const journal = index.journal[id] as number;
      const at = fill.get(journal) as number;
      (journalIds.get(journal) as Int32Array)[at] = id;
      fill.set(journal, at + 1);
    }
    catalogue = {
      stamp,
      index,
      journals,
      journalByName: new Map([...journals.values()].map((j) => [j.nameSystem, j])),
      nameRank,
      scratch: { passing: new Int32Array(index.maxId + 1), histogram: new Int32Array(FACET_KEY_SPACE), passes: new Uint8Array(FACET_KEY_SPACE) },
      allIds,
      fullHistogram: null,
      journalIds,
    };
    return catalogue;
  }

  // Articles --------------------------------------------------------------------------------------------

  function plan(query: SearchQuery, scope: ArticleScope | undefined, cat: Catalogue, dropFacet?: string): ArticlePlan | null {
    const { index } = cat;
    const selected = new Map<string, Set<string>>();
    for (const facet of query.facets ?? []) {
      const values = selected.get(facet.id) ?? new Set<string>();
      values.add(facet.value);
      selected.set(facet.id, values);
    }
    const active = (id: string) => (id === dropFacet ? undefined : selected.get(id));
    const lookup = (codes: number[]) => {
      const table = new Uint8Array(256);
      for (const code of codes) if (code >= 0 && code < 256) table[code] = 1;
      return table;
    };
    let journals: Uint8Array | null = null;
    const journalValues = active('journals');
    if (journalValues) journals = lookup([...journalValues].map((value) => cat.journalByName.get(value)?.id ?? -1));
    let subjectJournals: Uint8Array | null = null;
    const subjectValues = active('subjects');
    if (subjectValues) {
      subjectJournals = new Uint8Array(256);
      const wanted = new Set([...subjectValues].map((slug) => subjects.findIndex((s) => s.slug === slug)));
      for (const journal of cat.journals.values()) if (journal.subjects.some((s) => wanted.has(s))) subjectJournals[journal.id] = 1;
    }
    let types: Uint8Array | null = null;
    const typeValues = active('article_types');
    if (typeValues) types = lookup([...typeValues].map((value) => index.typeIds.indexOf(value)));
    let regions: Uint8Array | null = null;
    const regionValues = active('regions');
    if (regionValues) regions = lookup([...regionValues].map((value) => index.regions.indexOf(value) + 1).map((code) => (code === 0 ? -1 : code)));

    let dayFrom = -Infinity;
    let dayTo = Infinity;
    for (const item of query.basic ?? []) {
      const value = item.value.trim();
      if (item.id === 'date_from') dayFrom = Math.max(dayFrom, isoToDay(value, false) ?? -Infinity);
      if (item.id === 'date_to') dayTo = Math.min(dayTo, isoToDay(value, true) ?? Infinity);
    }
    let scopeJournal = 0;
    const journalName = scope?.journal ?? query.nameSystem;
    if (journalName) {
      const journal = cat.journalByName.get(journalName);
      if (!journal) return null;
      scopeJournal = journal.id;
    }
    let scopeSection = 0;
    if (scope?.section) {
      const section = sql.get<{ id: number }>('SELECT id FROM journal_sections WHERE journal_id = ? AND name_system = ?', scopeJournal, scope.section);
      if (!section) return null;
      scopeSection = section.id;
    }
    let from = 1;
    let to = index.maxId;
    if (index.dateOrdered) {
      if (dayFrom > -Infinity) from = index.firstIdOnOrAfter(dayFrom);
      if (dayTo < Infinity) to = index.lastIdOnOrBefore(dayTo);
    }
    const tree = buildQueryTree(query);
    return {
      tree,
      match: tree ? snippetExpression(tree) : null,
      from,
      to,
      dayFrom,
      dayTo,
      journals,
      subjectJournals,
      types,
      regions,
      scopeJournal,
      scopeSection,
      editorsChoice: scope?.editorsChoice ?? false,
      selected,
    };
  }

  /**
   * Ascending ids matching `expression` in one text index (FTS5 doclists only: no article rows are read).
   * With `within`, only those ids are kept: SQLite tests each match against the list before it is
   * collected (`+rowid` keeps the list out of FTS5's plan, which would restart the query once per id).
   */
  function indexMatches(index: 'head' | 'text', expression: string, from: number, to: number, within?: number[]): number[] {
    const table = index === 'head' ? 'article_search' : 'article_search_text';
    // Words match as prefixes in the metadata (with prefix indexes); in the long texts they match whole
    // (after stemming), where a prefix would merge the lists of every word it begins, over every article.
    if (index === 'text') expression = wholeWords(expression);
    try {
      const row = within
        ? sql.get<{ ids: string }>(
            `SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ? AND +rowid IN (SELECT value FROM json_each(?))`,
            expression,
            from,
            to,
            JSON.stringify(within),
          )
        : sql.get<{ ids: string }>(`SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ?`, expression, from, to);
      return JSON.parse(row?.ids ?? '[]') as number[];
    } catch (error) {
      if (/fts5|syntax/i.test((error as Error).message)) throw new SearchInputError('Invalid search request: the search terms could not be read');
      throw error;
    }
  }

  /**
   * Ascending ids of the articles matching the tree. A (sub)tree within one index is one MATCH there
   * (FTS5 intersects its word lists itself); a tree over both indexes combines its parts' id lists.
   * For AND and NOT the right side is looked up between the left side's first and last id, and when
   * the left side is a small fraction of the catalogue (a narrow search), only for its ids: handing
   * over an id costs about as much as collecting twenty, and the right side of "... AND references:
   * cohort" is otherwise every article citing a cohort study.
   */
  function textMatches(tree: QueryNode, from: number, to: number): number[] {
    if (from > to) return [];
    const where = treeIndex(tree);
    if (where !== 'both') return indexMatches(where, renderExpression(tree) as string, from, to);
    if (tree.kind === 'leaf') {
      return union(
        indexMatches('head', renderExpression(tree, HEAD_COLUMNS) as string, from, to),
        indexMatches('text', renderExpression(tree, TEXT_COLUMNS) as string, from, to),
      );
    }
    const left = textMatches(tree.left, from, to);
    if (tree.op === 'OR') return union(left, textMatches(tree.right, from, to));
    if (left.length === 0) return left;
    const low = left[0] as number;
    const high = left[left.length - 1] as number;
    const rightIndex = treeIndex(tree.right);
    const right =
      rightIndex !== 'both' && left.length * 200 < to - from + 1
        ? indexMatches(rightIndex, renderExpression(tree.right) as string, low, high, left)
        : textMatches(tree.right, low, high);
    return tree.op === 'AND' ? intersect(left, right) : difference(left, right);
  }

  /**
   * One pass over the candidates: the ids passing every filter (ascending), and, when `tally` is
   * given, facet counts where each category ignores its own filter but not the others'.
   */
  function filterAndCount(p: ArticlePlan, cat: Catalogue, candidates: number[] | null, tally: FacetTally | null): Int32Array {
    const { index, scratch } = cat;
    const size = candidates ? candidates.length : Math.max(0, p.to - p.from + 1);
    const passing = scratch.passing.length >= size ? scratch.passing : new Int32Array(size);
    let n = 0;
    const checkDaysFast = !index.dateOrdered && (p.dayFrom > -Infinity || p.dayTo < Infinity);
    const unfiltered = !p.journals && !p.subjectJournals && !p.types && !p.regions;
    const wholeCatalogue = !candidates && p.from <= 1 && p.to >= index.maxId;
    if (wholeCatalogue && !p.scopeJournal && !p.scopeSection && !p.editorsChoice) {
      // Browsing without words: the facet counts come from the catalogue's own histogram of facet keys.
      if (tally) {
        if (!cat.fullHistogram) {
          const histogram = new Int32Array(FACET_KEY_SPACE);
          for (const id of cat.allIds) histogram[index.facetKey[id] as number] = (histogram[index.facetKey[id] as number] as number) + 1;
          cat.fullHistogram = histogram;
        }
        tallyFromHistogram(p, index, cat.fullHistogram, tally);
      }
      if (unfiltered) return cat.allIds;
      const passes = scratch.passes;
      for (const key of index.facetKeys) {
        const ok = facetTests(p, key);
        passes[key] = ok[0] && ok[1] && ok[2] && ok[3] ? 1 : 0;
      }
      const facetKey = index.facetKey;
      if (p.journals || p.subjectJournals) {
        // Only the chosen journals' articles are read.
        const lists = [...cat.journalIds].filter(([journal]) => (!p.journals || p.journals[journal] === 1) && (!p.subjectJournals || p.subjectJournals[journal] === 1));
        for (const [, ids] of lists) {
          for (const id of ids) if (passes[facetKey[id] as number] === 1) passing[n++] = id;
        }
        const result = passing.subarray(0, n);
        if (lists.length > 1) result.sort();
        return result;
      }
      for (const id of cat.allIds) if (passes[facetKey[id] as number] === 1) passing[n++] = id;
      return passing.subarray(0, n);
    }
    if (!p.scopeJournal && !p.scopeSection && !p.editorsChoice && !checkDaysFast) {
      // The common case, one lookup per article: its facet key says whether it passes every facet filter,
      // and a histogram of keys gives all facet counts afterwards (a few thousand keys, not a million articles).
      const passes = scratch.passes;
      for (const key of index.facetKeys) {
        const ok = facetTests(p, key);
        passes[key] = ok[0] && ok[1] && ok[2] && ok[3] ? 1 : 0;
      }
      const facetKey = index.facetKey;
      const histogram = tally ? scratch.histogram : null;
      if (candidates) {
        for (let k = 0; k < size; k++) {
          const id = candidates[k] as number;
          const key = facetKey[id] as number;
          if (key === 0) continue;
          if (histogram) histogram[key] = (histogram[key] as number) + 1;
          if (passes[key] === 1) passing[n++] = id;
        }
      } else {
        for (let id = p.from; id <= p.to; id++) {
          const key = facetKey[id] as number;
          if (key === 0) continue;
          if (histogram) histogram[key] = (histogram[key] as number) + 1;
          if (passes[key] === 1) passing[n++] = id;
        }
      }
      if (tally && histogram) {
        tallyFromHistogram(p, index, histogram, tally);
        for (const key of index.facetKeys) histogram[key] = 0;
      }
      return passing.subarray(0, n);
    }
    // Journal lists (a journal, a section, editors' choice) and catalogues whose ids are not in date order.
    const { journal, type, region, day, section, editorsChoice } = index;
    const checkDays = !index.dateOrdered && (p.dayFrom > -Infinity || p.dayTo < Infinity);
    for (let k = 0; k < size; k++) {
      const id = candidates ? (candidates[k] as number) : p.from + k;
      const j = journal[id] as number;
      if (j === 0) continue;
      if (p.scopeJournal && j !== p.scopeJournal) continue;
      if (p.scopeSection && section[id] !== p.scopeSection) continue;
      if (p.editorsChoice && editorsChoice[id] !== 1) continue;
      if (checkDays) {
        const d = day[id] as number;
        if (d < p.dayFrom || d > p.dayTo) continue;
      }
      const t = type[id] as number;
      const r = region[id] as number;
      const okJ = !p.journals || p.journals[j] === 1;
      const okS = !p.subjectJournals || p.subjectJournals[j] === 1;
      const okT = !p.types || p.types[t] === 1;
      const okR = !p.regions || p.regions[r] === 1;
      const fails = (okJ ? 0 : 1) + (okS ? 0 : 1) + (okT ? 0 : 1) + (okR ? 0 : 1);
      if (fails === 0) {
        passing[n++] = id;
        if (tally) {
          tally.journals[j] = (tally.journals[j] as number) + 1;
          tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + 1;
          tally.types[t] = (tally.types[t] as number) + 1;
          tally.regions[r] = (tally.regions[r] as number) + 1;
        }
      } else if (fails === 1 && tally) {
        if (!okJ) tally.journals[j] = (tally.journals[j] as number) + 1;
        else if (!okS) tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + 1;
        else if (!okT) tally.types[t] = (tally.types[t] as number) + 1;
        else tally.regions[r] = (tally.regions[r] as number) + 1;
      }
    }
    return passing.subarray(0, n);
  }

  function facetCounts(p: ArticlePlan, cat: Catalogue, tally: FacetTally, only?: string): FacetCounts[] {
    const out: FacetCounts[] = [];
    const want = (id: string) => !only || only === id;
    const selected = (id: string, value: string) => p.selected.get(id)?.has(value) ?? false;
    const keep = (id: string, values: FacetValueCount[]) => sortedFacetValues(values.filter((v) => v.count > 0 || v.selected));
    if (want('subjects')) {
      const counts = new Array<number>(subjects.length).fill(0);
      for (const journal of cat.journals.values()) for (const s of journal.subjects) counts[s] = (counts[s] ?? 0) + (tally.subjectsByJournal[journal.id] as number);
      out.push({
        id: 'subjects',
        label: FACET_LABELS.get('subjects') ?? 'Subjects',
        values: keep('subjects', subjects.map((s, i) => ({ value: s.slug, label: s.label, count: counts[i] ?? 0, selected: selected('subjects', s.slug) }))),
      });
    }
    if (want('journals')) {
      out.push({
        id: 'journals',
        label: FACET_LABELS.get('journals') ?? 'Journals',
        values: keep('journals', [...cat.journals.values()].map((j) => ({ value: j.nameSystem, label: j.name, count: tally.journals[j.id] as number, selected: selected('journals', j.nameSystem) }))),
      });
    }
    if (want('article_types')) {
      out.push({
        id: 'article_types',
        label: FACET_LABELS.get('article_types') ?? 'Article Types',
        values: keep('article_types', cat.index.typeIds.map((id, code) => ({ value: id, label: articleTypeLabel(id), count: tally.types[code] as number, selected: selected('article_types', id) }))),
      });
    }
    if (want('regions')) {
      out.push({
        id: 'regions',
        label: FACET_LABELS.get('regions') ?? 'Regions',
        values: keep('regions', cat.index.regions.map((region, i) => ({ value: region, label: region, count: tally.regions[i + 1] as number, selected: selected('regions', region) }))),
      });
    }
    // Selected values the catalogue does not know still show, with zero.
    for (const facet of out) {
      for (const value of p.selected.get(facet.id) ?? []) {
        if (!facet.values.some((v) => v.value === value)) facet.values.push({ value, label: value, count: 0, selected: true });
      }
    }
    return out;
  }

  const newTally = (index: ArticleIndex): FacetTally => ({
    journals: new Int32Array(256),
    subjectsByJournal: new Int32Array(256),
    types: new Int32Array(Math.max(1, index.typeIds.length)),
    regions: new Int32Array(index.regions.length + 1),
  });

  const rankStatements = new Map<'all' | 'listed', StatementSync>();
  /**
   * The scoring query. 'listed' also takes the ids to score (a JSON array): `+rowid` keeps the list out
   * of FTS5's plan, so FTS5 walks its word lists once and SQLite tests each match against the list
   * before bm25 runs (bm25 is the cost: a few microseconds per row, for its column sizes). Given the
   * list as a plain `rowid IN`, FTS5 would restart the whole query once per id.
   */
  const rankStatement = (kind: 'all' | 'listed'): StatementSync => {
    let statement = rankStatements.get(kind);
    if (!statement) {
      statement = sql.db.prepare(
        `SELECT rowid, bm25(article_search, ${BM25_WEIGHTS.join(', ')}) FROM article_search WHERE article_search MATCH ? AND rowid BETWEEN ? AND ?
         ${kind === 'listed' ? 'AND +rowid IN (SELECT value FROM json_each(?))' : ''}
         ORDER BY rowid DESC LIMIT ${RANK_SCORED_ROWS}`,
      );
      statement.setReturnArrays(true);
      rankStatements.set(kind, statement);
    }
    return statement;
  };

  /**
   * Relevance order of the newest matches (see RANK_WINDOW): the ids of the window, best first, and the
   * window's lowest id. bm25 scores the short fields (title, abstract, keywords, authors, DOI: see
   * rankingExpression), with the words as typed (no prefix): a prefix longer than the prefix indexes
   * makes FTS5 merge the doclists of every term with that prefix, once for the query and again for
   * each word's weight (idf).
   * Articles that match only in the long texts, or only by prefix ("cellular" for "cell"), follow,
   * newest first. When the exact words score nothing (a half-typed word), the prefix form is scored.
   *
   * Only the window's articles are scored. The scoring query alone would find every article its
   * short-field part matches, which can be many times the window: a part on the long texts
   * ("AND references: cohort"), a NOT or a facet filter narrows the search but not the scoring query.
   */
  function rankWindow(p: ArticlePlan, matches: number[], passing: Int32Array): { ranked: number[]; bound: number } {
    const lowPassing = passing.length > RANK_WINDOW ? (passing[passing.length - RANK_WINDOW] as number) : (passing[0] as number);
    const lowMatches = matches.length > RANK_WINDOW_MATCHES ? (matches[matches.length - RANK_WINDOW_MATCHES] as number) : (matches[0] as number);
    const bound = Math.max(lowPassing, lowMatches);
    const window = passing.subarray(countBelow(passing, bound));
    // The window is narrower than what the scoring query finds when filters dropped matches, or when the
    // scoring query leaves out a narrowing part (see rankingWidens); then the window's ids go with it.
    const matchesInWindow = matches.length - countBelow(matches, bound);
    const listed = window.length < RANK_SCORED_ROWS && (window.length * 2 < matchesInWindow || (p.tree !== null && rankingWidens(p.tree)));
    const windowList = listed ? JSON.stringify(Array.from(window)) : null;
    const score = (expression: string) => {
      // bm25() cannot feed an aggregate, so the rows come back as arrays (no per-row objects).
      // Newest first and at most RANK_SCORED_ROWS: bm25 costs per row it scores.
      const scored = (
        (windowList ? rankStatement('listed').all(expression, bound, p.to, windowList) : rankStatement('all').all(expression, bound, p.to)) as unknown as [number, number][]
      ).reverse();
      // Keep the scored rows that pass the filters (both lists ascend by id).
      const kept: { id: number; score: number }[] = [];
      let k = 0;
      for (const [id, value] of scored) {
        while (k < window.length && (window[k] as number) < id) k++;
        if (k >= window.length) break;
        if (window[k] === id) kept.push({ id, score: value });
      }
      return kept;
    };
    const ranking = p.tree ? rankingExpression(p.tree) : null;
    let kept: { id: number; score: number }[] = [];
    if (ranking) {
      const exact = wholeWords(ranking);
      if (exact !== ranking) kept = score(exact);
      if (!kept.length) kept = score(ranking);
    }
    kept.sort((a, b) => a.score - b.score || b.id - a.id);
    const ranked = kept.map((entry) => entry.id);
    if (ranked.length < window.length) {
      const scoredIds = new Set(ranked);
      for (let i = window.length - 1; i >= 0; i--) {
        const id = window[i] as number;
        if (!scoredIds.has(id)) ranked.push(id);
      }
    }
    return { ranked, bound };
  }

  /** The ids of one page of `passing` in the query's sort order. */
  function pageIds(p: ArticlePlan, cat: Catalogue, sort: string, passing: Int32Array, matches: number[] | null, offset: number, size: number): number[] {
    const { index } = cat;
    const newestFirst = (list: Int32Array, start: number, count: number): number[] => {
      if (index.dateOrdered) {
        const out: number[] = [];
        for (let i = list.length - 1 - start; i >= 0 && out.length < count; i--) out.push(list[i] as number);
        return out;
      }
      return Array.from(list)
        .sort((a, b) => (index.day[b] as number) - (index.day[a] as number) || b - a)
        .slice(start, start + count);
    };
    if (sort === 'relevancy' && p.match && matches && passing.length) {
      const { ranked, bound } = rankWindow(p, matches, passing);
      if (offset + size <= ranked.length) return ranked.slice(offset, offset + size);
      const out = ranked.slice(offset);
      const older = passing.subarray(0, countBelow(passing, bound));
      return out.concat(newestFirst(older, Math.max(0, offset - ranked.length), size - out.length));
    }
    if (sort === 'citations' || sort === 'views' || sort === 'bibliographic') {
      const rank = (journalId: number) => cat.nameRank.get(journalId) ?? 63;
      if (passing.length <= DIRECT_SORT_LIMIT) {
        const keyOf =
          sort === 'citations'
            ? (id: number) => index.citations[id] as number
            : sort === 'views'
              ? (id: number) => index.views[id] as number
              : (id: number) => (63 - rank(index.journal[id] as number)) * 4096 + (index.volume[id] as number) * 16 + Math.min(15, index.issue[id] as number);
        const idBits = 2 ** 21;
        const keys = new Float64Array(passing.length);
        for (let i = 0; i < passing.length; i++) {
          const id = passing[i] as number;
          keys[i] = keyOf(id) * idBits + (sort === 'bibliographic' ? idBits - 1 - id : id);
        }
        keys.sort();
        const out: number[] = [];
        for (let i = keys.length - 1 - offset; i >= 0 && out.length < size; i--) {
          const low = (keys[i] as number) % idBits;
          out.push(sort === 'bibliographic' ? idBits - 1 - low : low);
        }
        return out;
      }
      // Every article passes (no text, no filter): the global order is the answer.
      const everything = passing.length === index.count;
      const member = everything ? null : new Uint8Array(index.maxId + 1);
      if (member) for (const id of passing) member[id] = 1;
      const order = index.order(sort, rank);
      const out: number[] = [];
      let skipped = 0;
      for (let i = 0; i < order.length && out.length < size; i++) {
        const id = order[i] as number;
        if (member && !member[id]) continue;
        if (skipped < offset) skipped++;
        else out.push(id);
      }
      return out;
    }
    return newestFirst(passing, offset, size);
  }

  function summaries(ids: number[]): ArticleSummary[] {
    if (!ids.length) return [];
    const rows = sql.all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id IN (${placeholders(ids.length)})`, ...ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is SummaryRow => row !== undefined).map(toSummary);
  }

  let snippetTableReady = false;
  /**
   * Highlighted snippets for a page of results: the page's texts go into a temporary FTS5 table with
   * the index's tokenizer and the same MATCH runs there, so highlighting follows exactly the rules
   * (stemming, accent folding, prefixes, columns) that found the articles.
   */
  function snippets(match: string, ids: number[]): Map<number, string> {
    const out = new Map<number, string>();
    if (!ids.length) return out;
    if (!snippetTableReady) {
      sql.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.snippet_docs USING fts5(
        title, abstract, keywords, authors, affiliations, doi, fulltext, "references", tokenize = 'porter unicode61 remove_diacritics 2')`);
      snippetTableReady = true;
    }
    const rows = sql.all<{ id: number; title: string; abstract_html: string; body_html: string; doi: string; author_names: string; references_json: string; keywords: string | null; affiliations: string | null }>(
      `SELECT a.id, a.title, a.abstract_html, a.body_html, a.doi, a.author_names, a.references_json,
         (SELECT group_concat(keyword, '; ') FROM article_keywords k WHERE k.article_id = a.id) AS keywords,
         (SELECT group_concat(text, '; ') FROM article_affiliations f WHERE f.article_id = a.id) AS affiliations
       FROM articles a WHERE a.id IN (${placeholders(ids.length)})`,
      ...ids,
    );
    const text = (html: string) =>
      html.replace(/<\/?(?:em|strong|sup|sub|u|code|s|span|a)\b[^>]*>/g, '').replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    sql.db.exec('SAVEPOINT snippets');
    try {
      for (const row of rows) {
        const references = boundedText((JSON.parse(row.references_json) as { text: string }[]).map((r) => r.text).join('\n'));
        sql.run(
          'INSERT INTO temp.snippet_docs (rowid, title, abstract, keywords, authors, affiliations, doi, fulltext, "references") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          row.id,
          row.title,
          text(row.abstract_html),
          row.keywords ?? '',
          (JSON.parse(row.author_names) as string[]).join('; '),
          row.affiliations ?? '',
          doiSearchText(row.doi),
          boundedText(text(row.body_html)),
          references,
        );
      }
      for (const row of sql.all<{ id: number; snippet: string }>(
        `SELECT rowid AS id, snippet(snippet_docs, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet FROM temp.snippet_docs WHERE snippet_docs MATCH ?`,
        match,
      )) {
        if (row.snippet) out.set(row.id, markedSnippet(row.snippet.replace(/\u200B/g, '').replace(/\s+/g, ' ').trim()));
      }
    } finally {
      sql.db.exec('ROLLBACK TO snippets; RELEASE snippets');
    }
    return out;
  }

  function runArticles(query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope; limit?: number; sortOverride?: string }) {
    const cat = current();
    const page = pageNumber(query.page);
    const size = options.limit ?? pageSize(query.resultsPerPage);
    const p = plan(query, options.scope, cat);
    if (!p) return null;
    const matches = p.tree ? textMatches(p.tree, p.from, p.to) : null;
    checkpoint();
    const tally = options.includeFacets ? newTally(cat.index) : null;
    const passing = filterAndCount(p, cat, matches, tally);
    checkpoint();
    const sort = options.sortOverride ?? query.sort ?? (p.match ? 'relevancy' : 'publication_date');
    const ids = pageIds(p, cat, sort, passing, matches, options.limit ? 0 : (page - 1) * size, size);
    return { cat, p, page, size, total: passing.length, ids, facets: tally ? facetCounts(p, cat, tally) : undefined };
  }

  function articleResults(query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope } = {}): SearchResults<ArticleSummary> | null {
    const run = runArticles(query, options);
    if (!run) return null;
    const items = summaries(run.ids);
    checkpoint();
    if (run.p.match) {
      const marked = snippets(run.p.match, run.ids);
      for (const item of items) {
        const snippet = marked.get(item.id);
        if (snippet) item.snippet = snippet;
      }
    }
    const results: SearchResults<ArticleSummary> = { total: run.total, page: run.page, resultsPerPage: run.size, items };
    if (run.facets) results.facets = run.facets;
    return results;
  }

  // Journals ------------------------------------------------------------------------------------------

  interface JournalRecord extends JournalSearchItem {
    subjectNumbers: number[];
  }

  function journalRecords(): JournalRecord[] {
    const rows = sql.all<{ id: number; name_system: string; name: string; abbreviation: string; issn: string; year_founded: number; impact_factor: number | null; cite_score: number | null; apc_chf: number; article_count: number; description: string }>(
      'SELECT * FROM journals WHERE is_public = 1 ORDER BY name',
    );
    const subjectsOf = new Map<number, string[]>();
    for (const row of sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position')) {
      subjectsOf.set(row.journal_id, [...(subjectsOf.get(row.journal_id) ?? []), row.subject]);
    }
    const indexingOf = new Map<number, string[]>();
    for (const row of sql.all<{ journal_id: number; database: string }>('SELECT journal_id, database FROM journal_indexing ORDER BY journal_id, position')) {
      indexingOf.set(row.journal_id, [...(indexingOf.get(row.journal_id) ?? []), row.database]);
    }
    return rows.map((row) => {
      const slugs = (subjectsOf.get(row.id) ?? []).filter((slug) => subjects.some((s) => s.slug === slug)) as SubjectSlug[];
      return {
        id: row.id,
        nameSystem: row.name_system,
        name: row.name,
        abbreviation: row.abbreviation,
        issn: row.issn,
        subjects: slugs,
        impactFactor: row.impact_factor,
        citeScore: row.cite_score,
        yearFounded: row.year_founded,
        articleCount: row.article_count,
        description: row.description,
        indexing: indexingOf.get(row.id) ?? [],
        apcChf: row.apc_chf,
        subjectNumbers: slugs.map((slug) => subjects.findIndex((s) => s.slug === slug)),
      };
    });
  }

  function journalSearch(query: SearchQuery, includeFacets: boolean, only?: string) {
    const records = journalRecords();
    const term = (query.q ?? '').trim();
    // Spec 5: single-character terms count in journal search (a reader typing "J" sees journals starting with J).
    const match = term ? termToFts(term, true) : null;
    let scores: Map<number, number> | null = null;
    const snippetsById = new Map<number, string>();
    if (match) {
      // A lone letter is the reader browsing by initial: it looks at names, not at whole scopes.
      const columns = term.length === 1 ? '{name abbreviation}' : '{name abbreviation issn scope subjects indexing}';
      const expression = `${columns} : (${match})`;
      scores = new Map();
      for (const row of sql.all<{ id: number; score: number; snippet: string }>(
        `SELECT rowid AS id, bm25(journal_search, 10, 8, 5, 1, 2, 1) AS score,
           snippet(journal_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 20) AS snippet
         FROM journal_search WHERE journal_search MATCH ?`,
        expression,
      )) {
        scores.set(row.id, row.score);
        if (row.snippet) snippetsById.set(row.id, markedSnippet(row.snippet));
      }
    }
    const selected = new Map<string, Set<string>>();
    for (const facet of query.facets ?? []) selected.set(facet.id, new Set([...(selected.get(facet.id) ?? []), facet.value]));
    const tests: Record<string, (j: JournalRecord) => boolean> = {
      subjects: (j) => j.subjects.some((s) => selected.get('subjects')?.has(s)),
      idatabases: (j) => j.indexing.some((d) => selected.get('idatabases')?.has(d)),
      years: (j) => selected.get('years')?.has(String(j.yearFounded)) ?? false,
    };
    const categories = Object.keys(tests).filter((id) => selected.has(id));
    const candidates = records.filter((j) => !scores || scores.has(j.id));
    const passing = candidates.filter((j) => categories.every((id) => tests[id]?.(j)));
    let facets: FacetCounts[] | undefined;
    if (includeFacets) {
      facets = [];
      const without = (id: string) => candidates.filter((j) => categories.every((other) => other === id || tests[other]?.(j)));
      const isSelected = (id: string, value: string) => selected.get(id)?.has(value) ?? false;
      const count = (id: string, values: Map<string, { label: string; count: number }>): FacetCounts => ({
        id,
        label: journalSearchConfig.facets.find((f) => f.id === id)?.label ?? id,
        values: sortedFacetValues([...values].map(([value, v]) => ({ value, label: v.label, count: v.count, selected: isSelected(id, value) })).filter((v) => v.count > 0 || v.selected)),
      });
      const tallyOf = (id: string, valuesOf: (j: JournalRecord) => { value: string; label: string }[]) => {
        const map = new Map<string, { label: string; count: number }>();
        for (const value of selected.get(id) ?? []) map.set(value, { label: value, count: 0 });
        for (const journal of without(id)) {
          for (const { value, label } of valuesOf(journal)) {
            const entry = map.get(value) ?? { label, count: 0 };
            entry.label = label;
            entry.count++;
            map.set(value, entry);
          }
        }
        return count(id, map);
      };
      if (!only || only === 'subjects') facets.push(tallyOf('subjects', (j) => j.subjects.map((slug) => ({ value: slug, label: subjects.find((s) => s.slug === slug)?.label ?? slug }))));
      if (!only || only === 'idatabases') facets.push(tallyOf('idatabases', (j) => j.indexing.map((d) => ({ value: d, label: d }))));
      if (!only || only === 'years') {
        const years = tallyOf('years', (j) => [{ value: String(j.yearFounded), label: String(j.yearFounded) }]);
        years.values.sort((a, b) => Number(b.value) - Number(a.value));
        facets.push(years);
      }
    }
    const sort = query.sort ?? (match ? 'relevancy' : 'total_articles');
    const byNullable = (value: (j: JournalRecord) => number | null) => (a: JournalRecord, b: JournalRecord) =>
      (value(b) ?? -Infinity) - (value(a) ?? -Infinity) || a.name.localeCompare(b.name);
    const comparators: Record<string, (a: JournalRecord, b: JournalRecord) => number> = {
      relevancy: scores ? (a, b) => (scores?.get(a.id) ?? 0) - (scores?.get(b.id) ?? 0) || a.name.localeCompare(b.name) : (a, b) => a.name.localeCompare(b.name),
      impact_factor: byNullable((j) => j.impactFactor),
      cite_score: byNullable((j) => j.citeScore),
      total_articles: byNullable((j) => j.articleCount),
      year_asc: (a, b) => a.yearFounded - b.yearFounded || a.name.localeCompare(b.name),
      year_desc: (a, b) => b.yearFounded - a.yearFounded || a.name.localeCompare(b.name),
    };
    passing.sort(comparators[sort] ?? comparators.total_articles);
    const page = pageNumber(query.page);
    const size = pageSize(query.resultsPerPage, journalSearchConfig);
    const items = passing.slice((page - 1) * size, page * size).map(({ subjectNumbers: _s, ...item }) => {
      const snippet = snippetsById.get(item.id);
      return snippet ? { ...item, snippet } : item;
    });
    const results: SearchResults<JournalSearchItem> = { total: passing.length, page, resultsPerPage: size, items };
    if (facets) results.facets = facets;
    return results;
  }

  // Topics --------------------------------------------------------------------------------------------

  function topicSearch(query: SearchQuery, includeFacets: boolean, only?: string) {
    const today = todayIso();
    const term = (query.q ?? '').trim();
    const match = term.length > 1 ? termToFts(term) : null;
    let matched: Set<number> | null = null;
    if (match) {
      matched = new Set(sql.all<{ id: number }>('SELECT rowid AS id FROM topic_search WHERE topic_search MATCH ?', match).map((row) => row.id));
    }
    const rows = sql.all<{ id: number; subject: string; deadline: string; views: number; article_count: number }>('SELECT id, subject, deadline, views, article_count FROM topics');
    const journalsOf = new Map<number, string[]>();
    for (const row of sql.all<{ topic_id: number; name_system: string }>('SELECT tj.topic_id, j.name_system FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id')) {
      journalsOf.set(row.topic_id, [...(journalsOf.get(row.topic_id) ?? []), row.name_system]);
    }
    const selected = new Map<string, Set<string>>();
    for (const facet of query.facets ?? []) selected.set(facet.id, new Set([...(selected.get(facet.id) ?? []), facet.value]));
    type TopicRow = (typeof rows)[number];
    const statusOf = (row: TopicRow) => (row.deadline >= today ? 'open' : 'closed');
    const tests: Record<string, (row: TopicRow) => boolean> = {
      subjects: (row) => selected.get('subjects')?.has(row.subject) ?? false,
      journals: (row) => (journalsOf.get(row.id) ?? []).some((j) => selected.get('journals')?.has(j)),
      status: (row) => selected.get('status')?.has(statusOf(row)) ?? false,
    };
    const categories = Object.keys(tests).filter((id) => selected.has(id));
    const candidates = rows.filter((row) => !matched || matched.has(row.id));
    const passing = candidates.filter((row) => categories.every((id) => tests[id]?.(row)));
    let facets: FacetCounts[] | undefined;
    if (includeFacets) {
      const journalNames = new Map(sql.all<{ name_system: string; name: string }>('SELECT name_system, name FROM journals').map((j) => [j.name_system, j.name]));
      const labelOf: Record<string, (value: string) => string> = {
        subjects: (value) => subjects.find((s) => s.slug === value)?.label ?? value,
        journals: (value) => journalNames.get(value) ?? value,
        status: (value) => (value === 'open' ? 'Open for submission' : 'Closed'),
      };
      const valuesOf: Record<string, (row: TopicRow) => string[]> = {
        subjects: (row) => [row.subject],
        journals: (row) => journalsOf.get(row.id) ?? [],
        status: (row) => [statusOf(row)],
      };
      facets = Object.keys(tests)
        .filter((id) => !only || only === id)
        .map((id) => {
          const counts = new Map<string, number>();
          for (const value of selected.get(id) ?? []) counts.set(value, 0);
          for (const row of candidates) {
            if (!categories.every((other) => other === id || tests[other]?.(row))) continue;
            for (const value of valuesOf[id]?.(row) ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
          }
          return {
            id,
            label: topicSearchConfig.facets.find((f) => f.id === id)?.label ?? id,
            values: sortedFacetValues([...counts].map(([value, count]) => ({ value, label: labelOf[id]?.(value) ?? value, count, selected: selected.get(id)?.has(value) ?? false }))),
          };
        });
    }
    const sort = query.sort ?? 'submission_deadline';
    passing.sort(
      sort === 'views'
        ? (a, b) => b.views - a.views || a.id - b.id
        : sort === 'total_articles'
          ? (a, b) => b.article_count - a.article_count || a.id - b.id
          : // Open topics first, the nearest deadline first; then closed ones, the most recent deadline first.
            (a, b) => {
              const openA = a.deadline >= today;
              const openB = b.deadline >= today;
              if (openA !== openB) return openA ? -1 : 1;
              return (openA ? a.deadline.localeCompare(b.deadline) : b.deadline.localeCompare(a.deadline)) || a.id - b.id;
            },
    );
    const page = pageNumber(query.page);
    const size = pageSize(query.resultsPerPage, topicSearchConfig);
    const pageRows = passing.slice((page - 1) * size, page * size);
    let items: TopicSummary[] = [];
    if (pageRows.length) {
      const full = sql.all<Parameters<typeof topicSummaries>[1][number]>(`SELECT * FROM topics WHERE id IN (${placeholders(pageRows.length)})`, ...pageRows.map((r) => r.id));
      const byId = new Map(topicSummaries(sql, full, today).map((topic) => [topic.id, topic]));
      items = pageRows.map((row) => byId.get(row.id)).filter((topic): topic is TopicSummary => topic !== undefined);
      if (match) {
        for (const row of sql.all<{ id: number; snippet: string }>(
          `SELECT rowid AS id, snippet(topic_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet FROM topic_search
           WHERE topic_search MATCH ? AND rowid IN (${placeholders(items.length)})`,
          match,
          ...items.map((item) => item.id),
        )) {
          const topic = byId.get(row.id);
          if (topic && row.snippet) topic.snippet = markedSnippet(row.snippet);
        }
      }
    }
    const results: SearchResults<TopicSummary> = { total: passing.length, page, resultsPerPage: size, items };
    if (facets) results.facets = facets;
    return results;
  }

  // Journal finder -----------------------------------------------------------------------------------

  function journalFinder(matter: { title: string; abstract: string; keywords: string[] }): JournalFinderResponse {
    const words = contentWords(`${matter.title} ${matter.title} ${matter.keywords.join(' ')} ${matter.abstract}`);
    const frequency = new Map<string, number>();
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    const terms = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([word]) => word);
    if (!terms.length) return { terms, matches: [] };
    const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;
    const rows = sql.all<{ id: number; score: number }>(
      `SELECT rowid AS id, bm25(journal_profile, 3.0, 1.0) AS score FROM journal_profile WHERE journal_profile MATCH ? ORDER BY score LIMIT 10`,
      terms.map(quoted).join(' OR '),
    );
    if (!rows.length) return { terms, matches: [] };
    // Which of the manuscript's words each ranked journal has (one tiny query per word over ~40 profiles).
    const ranked = new Set(rows.map((row) => row.id));
    const matchedTerms = new Map<number, string[]>();
    for (const term of terms) {
      for (const { id } of sql.all<{ id: number }>('SELECT rowid AS id FROM journal_profile WHERE journal_profile MATCH ?', quoted(term))) {
        if (ranked.has(id)) matchedTerms.set(id, [...(matchedTerms.get(id) ?? []), term]);
      }
    }
    const journals = journalRecords();
    const best = -(rows[0] as { score: number }).score || 1;
    return {
      terms,
      matches: rows
        .map((row) => {
          const journal = journals.find((j) => j.id === row.id);
          if (!journal) return null;
          const { subjectNumbers: _s, description: _d, indexing: _i, apcChf: _a, ...summary } = journal;
          return { journal: summary, score: Math.max(1, Math.round((100 * -row.score) / best)), matchedTerms: matchedTerms.get(row.id) ?? [] };
        })
        .filter((match): match is NonNullable<typeof match> => match !== null),
    };
  }

  // Most viewed / most cited ---------------------------------------------------------------------------

  const RANGE_DAYS: Record<ArticleRange, number | null> = { '1w': 7, '1m': 30, '6m': 182, '1y': 365, '2y': 730, '5y': 1826, all: null };

  function rankedArticles(nameSystem: string, by: 'views' | 'citations', range: ArticleRange, limit: number): RankedArticles | null {
    const cat = current();
    const journal = cat.journalByName.get(nameSystem);
    if (!journal) return null;
    const { index } = cat;
    const lastDay = index.lastDay();
    const days = RANGE_DAYS[range];
    const fromDay = days === null ? -Infinity : lastDay - days + 1;
    const start = index.dateOrdered && days !== null ? index.firstIdOnOrAfter(fromDay) : 1;
    const values = by === 'views' ? index.views : index.citations;
    // Top `limit` by value (ties: newer first) with a small sorted buffer.
    const top: number[] = [];
    const better = (a: number, b: number) => (values[a] as number) > (values[b] as number) || ((values[a] as number) === (values[b] as number) && a > b);
    for (let id = start; id <= index.maxId; id++) {
      if (index.journal[id] !== journal.id || (index.day[id] as number) < fromDay) continue;
      if (top.length === limit && !better(id, top[top.length - 1] as number)) continue;
      let at = top.length;
      while (at > 0 && better(id, top[at - 1] as number)) at--;
      top.splice(at, 0, id);
      if (top.length > limit) top.pop();
    }
    const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
    return { range, from: days === null ? null : iso(fromDay), to: iso(lastDay), items: summaries(top) };
  }

  return {
    index: () => current().index,
    recordView: (id) => catalogue?.index.recordView(id),
    async warm() {
      current();
    },

    async articles(query, options = {}) {
      const results = articleResults(query, options);
      if (!results) return { total: 0, page: pageNumber(query.page), resultsPerPage: pageSize(query.resultsPerPage), items: [] };
      return results;
    },
    async articleFacets(query, facet) {
      const cat = current();
      const p = plan(query, undefined, cat, facet);
      if (!p) return [];
      const matches = p.tree ? textMatches(p.tree, p.from, p.to) : null;
      checkpoint();
      const tally = newTally(cat.index);
      filterAndCount(p, cat, matches, tally);
      return facetCounts(p, cat, tally, facet);
    },
    async journals(query, options = {}) {
      return journalSearch(query, options.includeFacets ?? false);
    },
    async journalFacets(query, facet) {
      return journalSearch(query, true, facet).facets ?? [];
    },
    async topics(query, options = {}) {
      return topicSearch(query, options.includeFacets ?? false);
    },
    async topicFacets(query, facet) {
      return topicSearch(query, true, facet).facets ?? [];
    },
    async journalFinder(matter) {
      return journalFinder(matter);
    },
    async rankedArticles(nameSystem, by, range, limit) {
      return rankedArticles(nameSystem, by, range, limit);
    },
    async exportArticles(query, limit): Promise<{ total: number; articles: Article[] }> {
      const run = runArticles(query, { limit });
      if (!run) return { total: 0, articles: [] };
      return { total: run.total, articles: fullArticles(sql, run.ids) };
    },
  };
}
