// An article search's plan on PostgreSQL: the query tree (the engine-neutral plan SQLite runs too),
// the id range its dates allow, the journal scope, and the facet filters both as SQL (to select the
// passing articles) and as tests in JavaScript (to count facets from a histogram, each category
// without its own filter, as SQLite's filter.ts does).
import { sql, type RawBuilder } from 'kysely';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { buildQueryPlan, DAY_MS, dayRange, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { ArticleScope } from '../../store.ts';
import { facetIndexOf, type HistogramRow, type PgCatalogue } from './catalogue.ts';
import { isJournalList, listFilters, listTests, type ListFilters, type ListSection, type PlannedScope } from '../../search/results/listFacets.ts';
import { idsOfDays } from '../../searchSampling.ts';

export interface PgPlan extends PlannedScope {
  tree: QueryNode | null;
  dropped: string[];
  /** Values the reader selected, per facet category. */
  selected: Map<string, Set<string>>;
  /** Allowed values, or null for no filter. */
  journals: Set<number> | null;
  subjectJournals: Set<number> | null;
  types: Set<string> | null;
  regions: Set<string> | null;
  /** The articles a search may find at all (journal, section, editors' choice, dates) on alias a. */
  scope: RawBuilder<unknown>;
  /** Whether `scope` narrows anything. */
  scoped: boolean;
  /** The facet filters on alias a. */
  facets: RawBuilder<unknown>;
  /** Ids the dates allow (the whole catalogue without dates), as SQLite walks them. */
  from: number;
  to: number;
  /** The days each match is tested against where ids do not follow the dates (null: the id range holds them). */
  days: { from: number; to: number } | null;
}

const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The smallest id published on or after `day` (date-ordered catalogues; maxId + 1 when none): the
 * smallest id of the first date on or after it, as ids follow the dates, both through the date
 * indexes. `min(id) WHERE published_at >= day` walked the ids up from the oldest article, testing
 * each one's date: at a million articles, 50 to 150 ms for a search from 2021.
 */
async function firstIdOnOrAfter(db: Db, cat: PgCatalogue, day: number): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`
    SELECT min(id) AS id FROM articles WHERE published_at = (SELECT min(published_at) FROM articles WHERE published_at >= ${iso(day)})`.execute(db);
  return rows[0]?.id == null ? cat.maxId + 1 : Number(rows[0].id);
}

export async function planSearch(db: Db, query: SearchQuery, scope: ArticleScope | undefined, cat: PgCatalogue, dropFacet?: string): Promise<PgPlan | null> {
  const selected = new Map<string, Set<string>>();
  for (const facet of query.facets ?? []) selected.set(facet.id, new Set([...(selected.get(facet.id) ?? []), facet.value]));
  const active = (id: string) => (id === dropFacet ? undefined : selected.get(id));
  const journalValues = active('journals');
  const journals = journalValues ? new Set([...journalValues].flatMap((name) => cat.journalByName.get(name)?.id ?? [])) : null;
  const subjectValues = active('subjects');
  let subjectJournals: Set<number> | null = null;
  if (subjectValues) {
    const wanted = new Set([...subjectValues].map((slug) => subjects.findIndex((s) => s.slug === slug)));
    subjectJournals = new Set(cat.journals.filter((j) => j.subjects.some((s) => wanted.has(s))).map((j) => j.id));
  }
  const typeValues = active('article_types');
  const types = typeValues ? new Set(typeValues) : null;
  const regionValues = active('regions');
  const regions = regionValues ? new Set(regionValues) : null;

  const scopeParts: RawBuilder<unknown>[] = [];
  const journalName = scope?.journal ?? query.nameSystem;
  let scopeJournal = 0;
  if (journalName) {
    const journal = cat.journalByName.get(journalName);
    if (!journal) return null;
    scopeJournal = journal.id;
    scopeParts.push(sql`a.journal_id = ${scopeJournal}`);
  }
  let scopeSection = 0;
  if (scope?.section) {
    const { rows } = await sql<{ id: number }>`SELECT id FROM journal_sections WHERE journal_id = ${scopeJournal} AND name_system = ${scope.section}`.execute(db);
    if (!rows[0]) return null;
    scopeSection = Number(rows[0].id);
    scopeParts.push(sql`a.section_id = ${scopeSection}`);
  }
  if (scope?.editorsChoice) scopeParts.push(sql`a.editors_choice = 1`);
  const listFacets = isJournalList(scope);
  const sections = listFacets
    ? (await sql<ListSection>`SELECT id, name_system AS "nameSystem", name FROM journal_sections WHERE journal_id = ${scopeJournal}`.execute(db)).rows.map((row) => ({ ...row, id: Number(row.id) }))
    : [];
  const list: ListFilters = listFacets ? listFilters(selected, sections, dropFacet) : { years: null, sections: null };
  const { dayFrom, dayTo } = dayRange(query);
  const dated = dayFrom > -Infinity || dayTo < Infinity;
  // Whole days whatever the stored value holds after the date.
  if (dayFrom > -Infinity) scopeParts.push(sql`a.published_at >= ${iso(dayFrom)}`);
  if (dayTo < Infinity) scopeParts.push(sql`a.published_at < ${iso(dayTo + 1)}`);
  let from = 1;
  let to = cat.maxId;
  if (cat.dateOrdered) {
    if (dayFrom > -Infinity) from = await firstIdOnOrAfter(db, cat, dayFrom);
    if (dayTo < Infinity) to = (await firstIdOnOrAfter(db, cat, dayTo + 1)) - 1;
  } else if (dated) {
    // The facet index's days (without word lists there is none: the whole catalogue, each match's day tested in SQL).
    const index = await facetIndexOf(db, cat);
    if (index) ({ from, to } = idsOfDays(index.days, (id) => index.keys[id] !== 0, cat.maxId, dayFrom, dayTo));
  }
  const facetParts: RawBuilder<unknown>[] = [];
  const anyOf = (column: string, values: Set<number> | Set<string>, type: 'bigint' | 'text') =>
    values.size ? sql`${sql.ref(column)} = ANY(${[...values]}::${sql.raw(type)}[])` : sql`false`;
  if (journals) facetParts.push(anyOf('a.journal_id', journals, 'bigint'));
  if (subjectJournals) facetParts.push(anyOf('a.journal_id', subjectJournals, 'bigint'));
  if (types) facetParts.push(anyOf('a.article_type', types, 'text'));
  if (regions) facetParts.push(anyOf('a.region', regions, 'text'));
  if (list.years) facetParts.push(list.years.size ? sql`substr(a.published_at, 1, 4) = ANY(${[...list.years].map(String)}::text[])` : sql`false`);
  if (list.sections) facetParts.push(anyOf('a.section_id', list.sections, 'bigint'));
  const all = (parts: RawBuilder<unknown>[]) => (parts.length ? sql`(${sql.join(parts, sql` AND `)})` : sql`true`);
  const { tree, dropped } = buildQueryPlan(query);
  return {
    tree, dropped, selected, journals, subjectJournals, types, regions, scope: all(scopeParts), scoped: scopeParts.length > 0,
    scopeJournal, scopeSection, editorsChoice: scope?.editorsChoice ?? false,
    listFacets, list, sections, facets: all(facetParts), from, to,
    days: dated && !cat.dateOrdered ? { from: dayFrom, to: dayTo } : null,
  };
}

/** Which facet filters a histogram row passes: [journals, subjects, types, regions, years, sections]. */
export function facetTests(p: PgPlan, row: HistogramRow): [boolean, boolean, boolean, boolean, boolean, boolean] {
  const [okYear, okSection] = p.listFacets ? listTests(p.list, row.year ?? 0, row.section_id ?? null) : [true, true];
  return [
    !p.journals || p.journals.has(row.journal_id),
    !p.subjectJournals || p.subjectJournals.has(row.journal_id),
    !p.types || p.types.has(row.article_type),
    !p.regions || (row.region !== null && p.regions.has(row.region)),
    okYear,
    okSection,
  ];
}

/** Articles of a histogram passing every filter. */
export function passingCount(p: PgPlan, histogram: HistogramRow[]): number {
  let total = 0;
  for (const row of histogram) if (facetTests(p, row).every(Boolean)) total += row.n;
  return total;
}

/** What a selection depends on: everything the search asks but its sort and page (and the facet whose own filter is dropped). */
export function selectionKey(query: SearchQuery, scope: ArticleScope | undefined, dropFacet?: string): string {
  const facets = (query.facets ?? []).filter((facet) => facet.id !== dropFacet).map((facet) => `${facet.id}=${facet.value}`).sort();
  return JSON.stringify([query.q ?? '', query.advanced ?? [], query.basic ?? [], facets, query.nameSystem ?? '', scope ?? null]);
}
