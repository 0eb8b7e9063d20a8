// The facets only a journal's own lists have (spec 2.11: the editors' choice list and a section's
// articles): the year of publication and the section. Both engines count them while they filter,
// each category without its own filter as for every facet; what a chosen value means and how the
// counts are labelled and ordered is written here, once.
import type { FacetCounts, FacetValueCount } from '@oap/contracts/api/search.ts';
import { journalListFacetLabels } from '@oap/contracts/search/searchConfigs.ts';
import type { ArticleScope } from '../../store.ts';
import { DAY_MS } from '../../articleSearch.ts';
import { sortedFacetValues } from './facetValues.ts';

/** A section of the list's journal, as its facet names it. */
export interface ListSection {
  id: number;
  nameSystem: string;
  name: string;
}

/** The list facets' filters: allowed years and section ids, or null for no filter. */
export interface ListFilters {
  years: Set<number> | null;
  sections: Set<number> | null;
}

/** What a search's plan keeps of its scope on either engine (a journal, a section, a journal's list). */
export interface PlannedScope {
  /** The scope's journal (0: none) and section (0: none), and whether only the editors' choice. */
  scopeJournal: number;
  scopeSection: number;
  editorsChoice: boolean;
  /** A journal's list (its editors' choice, a section): years and sections are counted, and filter. */
  listFacets: boolean;
  list: ListFilters;
  /** The list's journal's sections (none outside a list). */
  sections: ListSection[];
}

/** Articles counted per year and per section id. */
export interface ListTally {
  years: Map<number, number>;
  sections: Map<number, number>;
}

export const newListTally = (): ListTally => ({ years: new Map(), sections: new Map() });

/** Whether a search's scope is one of a journal's lists (and so counts years and sections). */
export const isJournalList = (scope: ArticleScope | undefined): boolean => Boolean(scope?.journal && (scope.section || scope.editorsChoice));

/** A year value of the URL ("2024") as a number; NaN (which nothing matches) for anything else. */
const yearOfValue = (value: string): number => (/^\d{4}$/.test(value) ? Number(value) : Number.NaN);

/** The filters of the values the reader chose (the category named `dropFacet` left out, as for every facet). */
export function listFilters(selected: Map<string, Set<string>>, sections: ListSection[], dropFacet?: string): ListFilters {
  const chosen = (id: string) => (id === dropFacet ? undefined : selected.get(id));
  const years = chosen('years');
  const sectionNames = chosen('sections');
  const idOf = new Map(sections.map((section) => [section.nameSystem, section.id]));
  return {
    years: years ? new Set([...years].map(yearOfValue)) : null,
    sections: sectionNames ? new Set([...sectionNames].map((name) => idOf.get(name) ?? -1)) : null,
  };
}

/** Which list filters an article of this year and section passes: [years, sections]. */
export const listTests = (filters: ListFilters, year: number, section: number | null): [boolean, boolean] => [
  !filters.years || filters.years.has(year),
  !filters.sections || (section !== null && filters.sections.has(section)),
];

const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * Counts `n` articles of this year and section into the tally, given which list filters they pass and
 * how many of the search's other filters they fail: a category counts the articles failing no filter
 * but its own.
 */
export function tallyList(tally: ListTally, year: number, section: number | null, [okYear, okSection]: [boolean, boolean], othersFailed: number, n = 1): void {
  const failed = othersFailed + (okYear ? 0 : 1) + (okSection ? 0 : 1);
  if (failed === 0 || (failed === 1 && !okYear)) add(tally.years, year, n);
  if (section !== null && (failed === 0 || (failed === 1 && !okSection))) add(tally.sections, section, n);
}

/** Days since 1970 of each 1 January from FIRST_YEAR on: an article's year without a Date per article. */
const FIRST_YEAR = 1900;
const YEAR_STARTS = Array.from({ length: 301 }, (_, i) => Date.UTC(FIRST_YEAR + i, 0, 1) / DAY_MS);

/** The year of a day counted since 1970 (SQLite's article index keeps days). */
export function yearOfDay(day: number): number {
  let i = Math.min(YEAR_STARTS.length - 1, Math.max(0, Math.floor(day / 365.2425) + 1970 - FIRST_YEAR));
  while (i > 0 && day < (YEAR_STARTS[i] as number)) i--;
  while (i < YEAR_STARTS.length - 1 && day >= (YEAR_STARTS[i + 1] as number)) i++;
  return FIRST_YEAR + i;
}

/**
 * The year and section facets of a journal list, as the API answers them: years newest first, sections
 * largest first, the values the reader chose always present. `only` names one category; `scale` turns
 * a sample's counts into estimates, as for the other facets.
 */
export function listFacetCounts(selected: Map<string, Set<string>>, tally: ListTally, sections: ListSection[], only?: string, scale?: number): FacetCounts[] {
  const scaled = (count: number) => (scale === undefined || count === 0 ? count : Math.max(1, Math.round(count * scale)));
  const chosen = (id: string, value: string) => selected.get(id)?.has(value) ?? false;
  const out: FacetCounts[] = [];
  if (!only || only === 'years') {
    const values: FacetValueCount[] = [...tally.years]
      .map(([year, count]) => ({ value: String(year), label: String(year), count: scaled(count), selected: chosen('years', String(year)) }))
      .sort((a, b) => Number(b.value) - Number(a.value));
    out.push({ id: 'years', label: journalListFacetLabels.years, values: withChosen(values, selected.get('years')) });
  }
  if (!only || only === 'sections') {
    const byId = new Map(sections.map((section) => [section.id, section]));
    const values = sortedFacetValues(
      [...tally.sections].flatMap(([id, count]) => {
        const section = byId.get(id);
        return section ? [{ value: section.nameSystem, label: section.name, count: scaled(count), selected: chosen('sections', section.nameSystem) }] : [];
      }),
    );
    out.push({ id: 'sections', label: journalListFacetLabels.sections, values: withChosen(values, selected.get('sections')) });
  }
  return out;
}

/** Chosen values the list does not hold still show, with zero (as every facet answers them). */
function withChosen(values: FacetValueCount[], chosen: Set<string> | undefined): FacetValueCount[] {
  for (const value of chosen ?? []) if (!values.some((v) => v.value === value)) values.push({ value, label: value, count: 0, selected: true });
  return values;
}
