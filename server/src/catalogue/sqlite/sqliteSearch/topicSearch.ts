// Topic search on SQLite: topics matched with their FTS5 index (topic_search), which also cuts the
// page's snippets; filtered, counted and sorted in memory (catalogue/search/results/topicResults.ts).
import type { SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { termToFts } from '../../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, markedSnippet, todayIso } from '../../rows/rows.ts';
import { topicSummaries } from './topicRecords.ts';
import { topicSelection, type TopicCatalogue, type TopicRow } from '../../search/results/topicResults.ts';

export function topicSearch(sql: Sql, query: SearchQuery, includeFacets: boolean, only?: string): SearchResults<TopicSummary> {
  const today = todayIso();
  const term = (query.q ?? '').trim();
  const match = term.length > 1 ? termToFts(term) : null;
  let matched: Set<number> | null = null;
  if (match) {
    matched = new Set(sql.all<{ id: number }>('SELECT rowid AS id FROM topic_search WHERE topic_search MATCH ?', match).map((row) => row.id));
  }
  const journalsOf = new Map<number, string[]>();
  for (const row of sql.all<{ topic_id: number; name_system: string }>('SELECT tj.topic_id, j.name_system FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id')) {
    journalsOf.set(row.topic_id, [...(journalsOf.get(row.topic_id) ?? []), row.name_system]);
  }
  const catalogue: TopicCatalogue = {
    rows: sql.all<TopicRow>('SELECT id, subject, deadline, views, article_count FROM topics'),
    journalsOf,
    journalNames: new Map(sql.all<{ name_system: string; name: string }>('SELECT name_system, name FROM journals').map((j) => [j.name_system, j.name])),
  };
  const { page, size, total, pageRows, facets } = topicSelection(catalogue, query, matched, includeFacets, only, today);
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
  const results: SearchResults<TopicSummary> = { total, page, resultsPerPage: size, items };
  if (facets) results.facets = facets;
  return results;
}
