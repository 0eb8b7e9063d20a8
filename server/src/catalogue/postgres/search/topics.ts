// Topic search on PostgreSQL: topic_search's vector finds the matches, the selection is made in
// memory as on SQLite (store/search/topicResults.ts), and the page's topics get their summaries and
// ts_headline snippets.
import { sql } from 'kysely';
import type { SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { subjects, type JournalRef, type TopicSummary } from '@oap/contracts/api/journals.ts';
import { termToFts } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { statusOf, todayIso, toGuestEditor, type GuestEditorRow } from '../../rows/rows.ts';
import { topicSelection, type TopicRow } from '../../search/results/topicResults.ts';
import { bestHeadline, headlineSelects } from './headlines.ts';
import { operandQuery, operandsOf, tsquery } from './textQuery.ts';

interface TopicRecordRow {
  id: number;
  identifier: string;
  name: string;
  subject: string;
  keywords: string;
  opens_on: string;
  deadline: string;
  views: number;
  article_count: number;
}

/** The topics of `ids` as lists show them (the same record as the SQLite store's topicSummaries), in that order. */
export async function topicSummaries(db: Db, ids: number[], today = todayIso()): Promise<TopicSummary[]> {
  if (!ids.length) return [];
  const [topics, journalRows, editorRows] = await Promise.all([
    sql<TopicRecordRow>`SELECT id, identifier, name, subject, keywords, opens_on, deadline, views, article_count FROM topics WHERE id = ANY(${ids}::bigint[])`.execute(db),
    sql<{ topic_id: number; name_system: string; name: string; abbreviation: string; issn: string }>`
      SELECT tj.topic_id, j.name_system, j.name, j.abbreviation, j.issn FROM topic_journals tj JOIN journals j ON j.id = tj.journal_id
      WHERE tj.topic_id = ANY(${ids}::bigint[]) ORDER BY tj.topic_id, j.name COLLATE "C"`.execute(db),
    sql<GuestEditorRow>`SELECT owner_id, name, affiliation, country, orcid FROM guest_editors WHERE owner_kind = 'topic' AND owner_id = ANY(${ids}::bigint[]) ORDER BY owner_id, position`.execute(db),
  ]);
  const journals = new Map<number, JournalRef[]>();
  for (const row of journalRows.rows) {
    const id = Number(row.topic_id);
    journals.set(id, [...(journals.get(id) ?? []), { nameSystem: row.name_system, name: row.name, abbreviation: row.abbreviation, issn: row.issn }]);
  }
  const editors = new Map<number, ReturnType<typeof toGuestEditor>[]>();
  for (const row of editorRows.rows) editors.set(Number(row.owner_id), [...(editors.get(Number(row.owner_id)) ?? []), toGuestEditor(row)]);
  const byId = new Map(topics.rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const subject = subjects.find((s) => s.slug === row.subject) ?? subjects[0];
    return [
      {
        id,
        identifier: row.identifier,
        name: row.name,
        subject: { slug: subject.slug, label: subject.label },
        journals: journals.get(id) ?? [],
        keywords: JSON.parse(row.keywords) as string[],
        opensOn: row.opens_on,
        deadline: row.deadline,
        status: statusOf(row.deadline, today),
        views: Number(row.views),
        articleCount: Number(row.article_count),
        editors: editors.get(id) ?? [],
        path: `/topics/${row.identifier}`,
      },
    ];
  });
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
