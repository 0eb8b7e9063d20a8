// Topic search's selection from the topics and what the words matched (either engine): filtered,
// counted and sorted in memory, open topics first by default. The engines find the matches and make
// the page's summaries and snippets (sqlite/sqliteSearch/topicSearch.ts, postgres/search/topics.ts).
import type { FacetCounts, SearchQuery } from '@oap/contracts/api/search.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { topicSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { pageNumber, pageSize } from '../../articleSearch.ts';
import { sortedFacetValues } from './facetValues.ts';
import { statusOf } from '../../submissionStatus.ts';

export interface TopicRow {
  id: number;
  subject: string;
  deadline: string;
  views: number;
  article_count: number;
}

export interface TopicCatalogue {
  rows: TopicRow[];
  /** Each topic's journals (name_system). */
  journalsOf: Map<number, string[]>;
  /** Journal names by name_system (facet labels). */
  journalNames: Map<string, string>;
}

/** The page's topic rows in the sort order, the total and the facets; `matched` null: no words. */
export function topicSelection(topics: TopicCatalogue, query: SearchQuery, matched: Set<number> | null, includeFacets: boolean, only: string | undefined, today: string) {
  const { rows, journalsOf, journalNames } = topics;
  const selected = new Map<string, Set<string>>();
  for (const facet of query.facets ?? []) selected.set(facet.id, new Set([...(selected.get(facet.id) ?? []), facet.value]));
  const statusOfRow = (row: TopicRow) => statusOf(row.deadline, today);
  const tests: Record<string, (row: TopicRow) => boolean> = {
    subjects: (row) => selected.get('subjects')?.has(row.subject) ?? false,
    journals: (row) => (journalsOf.get(row.id) ?? []).some((j) => selected.get('journals')?.has(j)),
    status: (row) => selected.get('status')?.has(statusOfRow(row)) ?? false,
  };
  const categories = Object.keys(tests).filter((id) => selected.has(id));
  const candidates = rows.filter((row) => !matched || matched.has(row.id));
  const passing = candidates.filter((row) => categories.every((id) => tests[id]?.(row)));
  let facets: FacetCounts[] | undefined;
  if (includeFacets) {
    const labelOf: Record<string, (value: string) => string> = {
      subjects: (value) => subjects.find((s) => s.slug === value)?.label ?? value,
      journals: (value) => journalNames.get(value) ?? value,
      status: (value) => (value === 'open' ? 'Open for submission' : 'Closed'),
    };
    const valuesOf: Record<string, (row: TopicRow) => string[]> = {
      subjects: (row) => [row.subject],
      journals: (row) => journalsOf.get(row.id) ?? [],
      status: (row) => [statusOfRow(row)],
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
  return { page, size, total: passing.length, pageRows, facets };
}
