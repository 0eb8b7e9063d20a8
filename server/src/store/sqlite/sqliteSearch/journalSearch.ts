// Journal search: a few dozen journals, matched with their own FTS5 index (journal_search), then
// filtered, counted and sorted in memory.
import type { FacetCounts, JournalSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { journalSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import type { Sql } from '../sql.ts';
import { pageNumber, pageSize, termToFts } from '../../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, markedSnippet } from '../rows.ts';
import { sortedFacetValues } from './facetCounts.ts';

export interface JournalRecord extends JournalSearchItem {
  subjectNumbers: number[];
}

/** Every public journal with its subjects and indexing databases, by name. */
export function journalRecords(sql: Sql): JournalRecord[] {
  const rows = sql.all<{ id: number; name_system: string; name: string; abbreviation: string; issn: string; year_founded: number; impact_factor: number | null; cite_score: number | null; apc_chf: number; article_count: number; description: string }>(
    'SELECT * FROM journals WHERE is_public = 1 ORDER BY name',
  );
  const subjectsOf = new Map<number, string[]>();
  for (const row of sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position')) {
    subjectsOf.set(row.journal_id, [...(subjectsOf.get(row.journal_id) ?? []), row.subject]);
  }
  const indexingOf = new Map<number, string[]>();
  for (const row of sql.all<{ journal_id: number; database: string }>('SELECT journal_id, database FROM journal_indexing ORDER BY journal_id, position')) {
    indexingOf.set(row.journal_id, [...(indexingOf.get(row.journal_id) ?? []), row.database]);
  }
  return rows.map((row) => {
    const slugs = (subjectsOf.get(row.id) ?? []).filter((slug) => subjects.some((s) => s.slug === slug)) as SubjectSlug[];
    return {
      id: row.id,
      nameSystem: row.name_system,
      name: row.name,
      abbreviation: row.abbreviation,
      issn: row.issn,
      subjects: slugs,
      impactFactor: row.impact_factor,
      citeScore: row.cite_score,
      yearFounded: row.year_founded,
      articleCount: row.article_count,
      description: row.description,
      indexing: indexingOf.get(row.id) ?? [],
      apcChf: row.apc_chf,
      subjectNumbers: slugs.map((slug) => subjects.findIndex((s) => s.slug === slug)),
    };
  });
}

export function journalSearch(sql: Sql, query: SearchQuery, includeFacets: boolean, only?: string): SearchResults<JournalSearchItem> {
  const records = journalRecords(sql);
  const term = (query.q ?? '').trim();
  // Spec 5: single-character terms count in journal search (a reader typing "J" sees journals starting with J).
  const match = term ? termToFts(term, true) : null;
  let scores: Map<number, number> | null = null;
  const snippetsById = new Map<number, string>();
  if (match) {
    // A lone letter is the reader browsing by initial: it looks at names, not at whole scopes.
    const columns = term.length === 1 ? '{name abbreviation}' : '{name abbreviation issn scope subjects indexing}';
    const expression = `${columns} : (${match})`;
    scores = new Map();
    for (const row of sql.all<{ id: number; score: number; snippet: string }>(
      `SELECT rowid AS id, bm25(journal_search, 10, 8, 5, 1, 2, 1) AS score,
         snippet(journal_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 20) AS snippet
       FROM journal_search WHERE journal_search MATCH ?`,
      expression,
    )) {
      scores.set(row.id, row.score);
      if (row.snippet) snippetsById.set(row.id, markedSnippet(row.snippet));
    }
  }
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
