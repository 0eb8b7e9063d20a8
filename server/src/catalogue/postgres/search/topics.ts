// Topic search on PostgreSQL: topic_search's vector finds the matches, the selection is made in
// memory as on SQLite (catalogue/search/results/topicResults.ts), and the page's topics get their summaries and
// ts_headline snippets.
import { sql } from 'kysely';
import type { SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import { termToFts } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { todayIso, type GuestEditorRow } from '../../rows/rows.ts';
import { editorsByOwner, topicSummariesOf, type TopicJournalRow, type TopicRow as TopicRecordRow } from '../../rows/journalRecords.ts';
import { topicSelection, type TopicRow } from '../../search/results/topicResults.ts';
import { bestHeadline, headlineSelects } from './headlines.ts';
import { operandQuery, operandsOf, tsquery } from './textQuery.ts';

/** The topics of `ids` as lists show them (mapped as every list's are: ../../rows/journalRecords.ts), in that order. */
export async function topicSummaries(db: Db, ids: number[], today = todayIso()): Promise<TopicSummary[]> {
  if (!ids.length) return [];
  const [topics, journalRows, editorRows] = await Promise.all([
    sql<TopicRecordRow>`SELECT id, identifier, name, subject, keywords, opens_on, deadline, views, article_count FROM topics WHERE id = ANY(${ids}::bigint[])`.execute(db),
    sql<TopicJournalRow>`
      SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
      WHERE tj.topic_id = ANY(${ids}::bigint[]) ORDER BY tj.topic_id, j.name COLLATE "C"`.execute(db),
    sql<GuestEditorRow>`SELECT owner_id, name, affiliation, country, orcid FROM guest_editors WHERE owner_kind = 'topic' AND owner_id = ANY(${ids}::bigint[]) ORDER BY owner_id, position`.execute(db),
  ]);
  const byId = new Map(topics.rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return topicSummariesOf(ordered, journalRows.rows, editorsByOwner(editorRows.rows), today);
}

const SNIPPET_COLUMNS = ['name', 'description', 'keywords', 'journals', 'editors'] as const;

export async function topicSearch(db: Db, query: SearchQuery, includeFacets: boolean, only?: string): Promise<SearchResults<TopicSummary>> {
  const today = todayIso();
  const term = (query.q ?? '').trim();
  const match = term.length > 1 ? termToFts(term) : null;
  const operands = match ? operandsOf(match) : [];
  let matched: Set<number> | null = null;
  if (match) {
    const { rows } = await sql<{ id: number }>`SELECT id FROM topic_search WHERE vector @@ ${tsquery(operands.map((o) => operandQuery(o)).join(' & '))}`.execute(db);
    matched = new Set(rows.map((row) => Number(row.id)));
  }
  const [topicRows, topicJournals, journalNames] = await Promise.all([
    sql<TopicRow>`SELECT id, subject, deadline, views, article_count FROM topics`.execute(db),
    sql<{ topic_id: number; name_system: string }>`SELECT tj.topic_id, j.name_system FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id`.execute(db),
    sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journals`.execute(db),
  ]);
  const journalsOf = new Map<number, string[]>();
  for (const row of topicJournals.rows) journalsOf.set(Number(row.topic_id), [...(journalsOf.get(Number(row.topic_id)) ?? []), row.name_system]);
  const rows = topicRows.rows.map((row) => ({ ...row, id: Number(row.id), views: Number(row.views), article_count: Number(row.article_count) }));
  const catalogue = { rows, journalsOf, journalNames: new Map(journalNames.rows.map((j) => [j.name_system, j.name])) };
  const { page, size, total, pageRows, facets } = topicSelection(catalogue, query, matched, includeFacets, only, today);
  const items = await topicSummaries(db, pageRows.map((row) => row.id), today);
  if (match && items.length) {
    const any = tsquery(operands.map((o) => operandQuery(o)).join(' | '));
    const { rows: cut } = await sql<Record<string, unknown>>`
      SELECT ts.id, ${sql.join(headlineSelects(SNIPPET_COLUMNS, (column) => sql.ref(`ts.${column}`), 'oap_search', () => any, 24))}
      FROM topic_search ts WHERE ts.id = ANY(${items.map((item) => item.id)}::bigint[])`.execute(db);
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const row of cut) {
      const snippet = bestHeadline(row, SNIPPET_COLUMNS);
      const topic = byId.get(Number(row.id));
      if (topic && snippet) topic.snippet = snippet;
    }
  }
  const results: SearchResults<TopicSummary> = { total, page, resultsPerPage: size, items };
  if (facets) results.facets = facets;
  return results;
}
