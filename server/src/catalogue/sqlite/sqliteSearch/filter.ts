// Filtering and facet tallies over the in-memory article index: one pass over the candidate ids
// gives the ids passing every filter and, at the same time, the counts of every facet value (each
// category counted without its own filter). The hot loop of every article search.
import { FACET_KEY_SPACE, JOURNAL_ROOM, facetKeyParts } from '../articleIndex.ts';
import type { ArticleIndex } from '../articleIndex.ts';
import type { Catalogue } from './context.ts';
import type { ArticlePlan } from './plan.ts';
import { listTests, newListTally, tallyList, yearOfDay, type ListTally } from '../../search/results/listFacets.ts';

/** Counts per journal, journal (for subjects), type and region code. */
export interface FacetTally {
  journals: Int32Array;
  subjectsByJournal: Int32Array;
  types: Int32Array;
  regions: Int32Array;
  /** Years and sections, counted on a journal's lists only. */
  list: ListTally;
}

export const newTally = (index: ArticleIndex): FacetTally => ({
  journals: new Int32Array(JOURNAL_ROOM),
  subjectsByJournal: new Int32Array(JOURNAL_ROOM),
  types: new Int32Array(Math.max(1, index.typeIds.length)),
  regions: new Int32Array(index.regions.length + 1),
  list: newListTally(),
});

const NO_LIST_FILTER: [boolean, boolean] = [true, true];

/**
 * Which facet filters an article with this facet key fails, as bits: 1 journals, 2 subjects, 4 types,
 * 8 regions (0: it passes them all). Called for each of the catalogue's facet keys (about a thousand at
 * a million articles) several times a search, so it makes no arrays.
 */
function failedFacets(p: ArticlePlan, key: number): number {
  const [j, t, r] = facetKeyParts(key);
  return (p.journals && p.journals[j] !== 1 ? 1 : 0) | (p.subjectJournals && p.subjectJournals[j] !== 1 ? 2 : 0) | (p.types && p.types[t] !== 1 ? 4 : 0) | (p.regions && p.regions[r] !== 1 ? 8 : 0);
}

/**
 * The scratch table of which facet keys pass every facet filter of the plan (1 = passes), filled once
 * per plan: a walk's per-article test and its filter pass both read it.
 */
function facetPasses(p: ArticlePlan, cat: Catalogue): Uint8Array {
  const { scratch, index } = cat;
  if (scratch.passesFor !== p) {
    const passes = scratch.passes;
    for (const key of index.facetKeys) passes[key] = failedFacets(p, key) === 0 ? 1 : 0;
    scratch.passesFor = p;
  }
  return scratch.passes;
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
    const failed = failedFacets(p, key);
    // Each category counts the articles failing no filter but possibly its own.
    if ((failed & ~1) === 0) tally.journals[j] = (tally.journals[j] as number) + count;
    if ((failed & ~2) === 0) tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + count;
    if ((failed & ~4) === 0) tally.types[t] = (tally.types[t] as number) + count;
    if ((failed & ~8) === 0) tally.regions[r] = (tally.regions[r] as number) + count;
  }
}

/**
 * Whether one article passes every filter of the plan (the test filterAndCount makes, one id at a
 * time): for walks that stop once they have enough passing articles.
 */
export function passTest(p: ArticlePlan, cat: Catalogue): (id: number) => boolean {
  const { index } = cat;
  const { facetKey, journal, section, editorsChoice, day } = index;
  const passes = facetPasses(p, cat);
  const checkDays = !index.dateOrdered && (p.dayFrom > -Infinity || p.dayTo < Infinity);
  if (!p.scopeJournal && !p.scopeSection && !p.editorsChoice && !checkDays) return (id) => passes[facetKey[id] as number] === 1;
  return (id) => {
    if (passes[facetKey[id] as number] !== 1) return false;
    if (p.scopeJournal && journal[id] !== p.scopeJournal) return false;
    if (p.scopeSection && section[id] !== p.scopeSection) return false;
    if (p.editorsChoice && editorsChoice[id] !== 1) return false;
    if (checkDays && ((day[id] as number) < p.dayFrom || (day[id] as number) > p.dayTo)) return false;
    if (p.listFacets) {
      const [okYear, okSection] = listTests(p.list, yearOfDay(day[id] as number), section[id] || null);
      if (!okYear || !okSection) return false;
    }
    return true;
  };
}

/**
 * One pass over the candidates: the ids passing every filter (ascending), and, when `tally` is
 * given, facet counts where each category ignores its own filter but not the others'. Three ways,
 * the cheapest that answers the plan: browsing the whole catalogue, one facet-key lookup per
 * article, or every article read field by field.
 */
export function filterAndCount(p: ArticlePlan, cat: Catalogue, candidates: ArrayLike<number> | null, tally: FacetTally | null): Int32Array {
  const { index, scratch } = cat;
  const size = candidates ? candidates.length : Math.max(0, p.to - p.from + 1);
  const passing = scratch.passing.length >= size ? scratch.passing : new Int32Array(size);
  const checkDays = !index.dateOrdered && (p.dayFrom > -Infinity || p.dayTo < Infinity);
  const unscoped = !p.scopeJournal && !p.scopeSection && !p.editorsChoice;
  // Dates the id range does not hold narrow even a range of every id.
  const wholeCatalogue = !candidates && !checkDays && p.from <= 1 && p.to >= index.maxId;
  if (wholeCatalogue && unscoped) return browseCatalogue(p, cat, passing, tally);
  if (unscoped && !checkDays) return filterByFacetKey(p, cat, candidates, size, passing, tally);
  return filterArticleByArticle(p, cat, candidates, size, passing, tally, checkDays);
}

/**
 * Browsing without words: the facet counts come from the catalogue's own histogram of facet keys,
 * and the passing ids from its list of every id (or of the chosen journals' ids).
 */
function browseCatalogue(p: ArticlePlan, cat: Catalogue, passing: Int32Array, tally: FacetTally | null): Int32Array {
  const { index } = cat;
  if (tally) tallyFromHistogram(p, index, catalogueHistogram(cat), tally);
  const unfiltered = !p.journals && !p.subjectJournals && !p.types && !p.regions;
  if (unfiltered) return cat.allIds;
  const passes = facetPasses(p, cat);
  const facetKey = index.facetKey;
  let n = 0;
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

/** The histogram of facet keys over the whole catalogue, counted at its first browse and kept with it. */
function catalogueHistogram(cat: Catalogue): Int32Array {
  if (!cat.fullHistogram) {
    const { facetKey } = cat.index;
    const histogram = new Int32Array(FACET_KEY_SPACE);
    for (const id of cat.allIds) histogram[facetKey[id] as number] = (histogram[facetKey[id] as number] as number) + 1;
    cat.fullHistogram = histogram;
  }
  return cat.fullHistogram;
}

/**
 * The common case, one lookup per article: its facet key says whether it passes every facet filter,
 * and a histogram of keys gives all facet counts afterwards (a few thousand keys, not a million articles).
 */
function filterByFacetKey(p: ArticlePlan, cat: Catalogue, candidates: ArrayLike<number> | null, size: number, passing: Int32Array, tally: FacetTally | null): Int32Array {
  const { index, scratch } = cat;
  const passes = facetPasses(p, cat);
  const facetKey = index.facetKey;
  const histogram = tally ? scratch.histogram : null;
  let n = 0;
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
    // The scratch histogram is shared by every search: left at zero for the next.
    for (const key of index.facetKeys) histogram[key] = 0;
  }
  return passing.subarray(0, n);
}

/**
 * Journal lists (a journal, a section, editors' choice) and catalogues whose ids are not in date
 * order: each article is read field by field, and counted in each category whose filter is the only
 * one it fails (the list facets, years and sections, are tallied alongside).
 */
function filterArticleByArticle(p: ArticlePlan, cat: Catalogue, candidates: ArrayLike<number> | null, size: number, passing: Int32Array, tally: FacetTally | null, checkDays: boolean): Int32Array {
  const { journal, type, region, day, section, editorsChoice } = cat.index;
  let n = 0;
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
    const year = p.listFacets ? yearOfDay(day[id] as number) : 0;
    const okList = p.listFacets ? listTests(p.list, year, section[id] || null) : NO_LIST_FILTER;
    const others = (okJ ? 0 : 1) + (okS ? 0 : 1) + (okT ? 0 : 1) + (okR ? 0 : 1);
    const listFails = (okList[0] ? 0 : 1) + (okList[1] ? 0 : 1);
    if (others + listFails === 0) {
      passing[n++] = id;
      if (tally) {
        tally.journals[j] = (tally.journals[j] as number) + 1;
        tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + 1;
        tally.types[t] = (tally.types[t] as number) + 1;
        tally.regions[r] = (tally.regions[r] as number) + 1;
      }
    } else if (others === 1 && listFails === 0 && tally) {
      if (!okJ) tally.journals[j] = (tally.journals[j] as number) + 1;
      else if (!okS) tally.subjectsByJournal[j] = (tally.subjectsByJournal[j] as number) + 1;
      else if (!okT) tally.types[t] = (tally.types[t] as number) + 1;
      else tally.regions[r] = (tally.regions[r] as number) + 1;
    }
    if (tally && p.listFacets && others <= 1) tallyList(tally.list, year, section[id] || null, okList, others);
  }
  return passing.subarray(0, n);
}
