// An article search's plan: the query tree, the id range its dates allow, the facet filters as lookup
// tables by journal/type/region code, and the journal scope. Made once per search, before any row is read.
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { ArticleScope } from '../../store.ts';
import type { Sql } from '../sql.ts';
import { buildQueryPlan, DAY_MS, dayRange, snippetExpression } from '../../articleSearch.ts';
import type { QueryNode } from '../../articleSearch.ts';
import type { Catalogue } from './context.ts';
import { isJournalList, listFilters, type ListSection, type PlannedScope } from '../../search/results/listFacets.ts';
import { idsOfDays } from '../../searchSampling.ts';
import { JOURNAL_ROOM } from '../articleIndex.ts';

export { DAY_MS };

export interface ArticlePlan extends PlannedScope {
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
  /** Values the reader selected, per facet category (to report zero counts of selected values). */
  selected: Map<string, Set<string>>;
  /** Words not looked for: past MAX_SEARCH_WORDS. */
  dropped: string[];
}

export function plan(sql: Sql, query: SearchQuery, scope: ArticleScope | undefined, cat: Catalogue, dropFacet?: string): ArticlePlan | null {
  const { index } = cat;
  const selected = new Map<string, Set<string>>();
  for (const facet of query.facets ?? []) {
    const values = selected.get(facet.id) ?? new Set<string>();
    values.add(facet.value);
    selected.set(facet.id, values);
  }
  const active = (id: string) => (id === dropFacet ? undefined : selected.get(id));
  const lookup = (codes: number[], room = 256) => {
    const table = new Uint8Array(room);
    for (const code of codes) if (code >= 0 && code < room) table[code] = 1;
    return table;
  };
  let journals: Uint8Array | null = null;
  const journalValues = active('journals');
  if (journalValues) journals = lookup([...journalValues].map((value) => cat.journalByName.get(value)?.id ?? -1), JOURNAL_ROOM);
  let subjectJournals: Uint8Array | null = null;
  const subjectValues = active('subjects');
  if (subjectValues) {
    subjectJournals = new Uint8Array(JOURNAL_ROOM);
    const wanted = new Set([...subjectValues].map((slug) => subjects.findIndex((s) => s.slug === slug)));
    for (const journal of cat.journals.values()) if (journal.subjects.some((s) => wanted.has(s))) subjectJournals[journal.id] = 1;
  }
  let types: Uint8Array | null = null;
  const typeValues = active('article_types');
  if (typeValues) types = lookup([...typeValues].map((value) => index.typeIds.indexOf(value)));
  let regions: Uint8Array | null = null;
  const regionValues = active('regions');
  if (regionValues) regions = lookup([...regionValues].map((value) => index.regions.indexOf(value) + 1).map((code) => (code === 0 ? -1 : code)));

  const { dayFrom, dayTo } = dayRange(query);
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
  const listFacets = isJournalList(scope);
  const sections = listFacets ? sql.all<ListSection>('SELECT id, name_system AS nameSystem, name FROM journal_sections WHERE journal_id = ?', scopeJournal) : [];
  let from = 1;
  let to = index.maxId;
  if (index.dateOrdered) {
    if (dayFrom > -Infinity) from = index.firstIdOnOrAfter(dayFrom);
    if (dayTo < Infinity) to = index.lastIdOnOrBefore(dayTo);
  } else if (dayFrom > -Infinity || dayTo < Infinity) {
    ({ from, to } = idsOfDays(index.day, (id) => index.exists(id), index.maxId, dayFrom, dayTo));
  }
  const { tree, dropped } = buildQueryPlan(query);
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
    listFacets,
    list: listFacets ? listFilters(selected, sections, dropFacet) : { years: null, sections: null },
    sections,
    selected,
    dropped,
  };
}
