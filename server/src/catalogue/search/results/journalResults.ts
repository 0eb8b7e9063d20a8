// Journal search's answer from the journals and what the words matched (either engine): a few dozen
// journals filtered, counted and sorted in memory. The engines only find the matches and their
// snippets (sqlite/sqliteSearch/journalSearch.ts: FTS5; postgres/search/journals.ts: a tsvector).
import type { FacetCounts, JournalSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { journalSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { pageNumber, pageSize } from '../../articleSearch.ts';
import { sortedFacetValues } from './facetValues.ts';
import { journalSummariesOf, type JournalRow } from '../../rows/journalPages.ts';
import { groupedBy } from '../../rows/rows.ts';
import { chargeInForce } from '../../rows/apcCharges.ts';

export interface JournalRecord extends JournalSearchItem {
  subjectNumbers: number[];
}

/** The journals' records: each journal's summary (as the lists show it) with what search filters and shows beside it. */
export function toJournalRecords(rows: readonly JournalRow[], subjectRows: { journal_id: number; subject: string }[], indexingRows: { journal_id: number; database: string }[]): JournalRecord[] {
  const indexingOf = groupedBy(indexingRows, (row) => Number(row.journal_id));
  const summaries = journalSummariesOf(rows, subjectRows);
  return rows.map((row, at) => {
    const summary = summaries[at]!;
    return {
      ...summary,
      description: row.description,
      indexing: (indexingOf.get(summary.id) ?? []).map((entry) => entry.database),
      // As on the day the records are read: a server kept running into the new charges' day shows them once the catalogue changes.
      apcChf: chargeInForce(row),
      subjectNumbers: summary.subjects.map((slug) => subjects.findIndex((s) => s.slug === slug)),
    };
  });
}

/** What the words matched: each journal's score (lower is better, as bm25's) and its snippet. */
export interface JournalMatches {
  scores: Map<number, number>;
  snippets: Map<number, string>;
}

/** The answer of a journal search over `records` (`matches` null: no words, every journal). */
export function journalResults(records: JournalRecord[], query: SearchQuery, matches: JournalMatches | null, includeFacets: boolean, only?: string): SearchResults<JournalSearchItem> {
  const scores = matches?.scores ?? null;
  const snippetsById = matches?.snippets ?? new Map<number, string>();
  const match = matches !== null;
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
