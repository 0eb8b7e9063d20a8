// Topic search: topics matched with their FTS5 index (topic_search), filtered, counted and sorted in
// memory; open topics first by default.
import type { FacetCounts, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { topicSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { pageNumber, pageSize, termToFts } from '../../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, markedSnippet, todayIso } from '../rows.ts';
import { topicSummaries } from '../sqliteJournals/records.ts';
import { sortedFacetValues } from './facetCounts.ts';

export function topicSearch(sql: Sql, query: SearchQuery, includeFacets: boolean, only?: string): SearchResults<TopicSummary> {
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
