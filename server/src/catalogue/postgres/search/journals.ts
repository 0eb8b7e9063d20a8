// Journal search on PostgreSQL: journal_search's vector finds the matches (every word a prefix, a lone
// letter only in the names, as SQLite's FTS5 index does), ts_rank orders them and ts_headline cuts
// their snippets; the answer is made in memory (catalogue/search/results/journalResults.ts), as on SQLite.
import { sql } from 'kysely';
import type { JournalSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { termToFts } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { journalResults, toJournalRecords, type JournalMatches, type JournalRecord } from '../../search/results/journalResults.ts';
import type { JournalRow } from '../../rows/journalPages.ts';
import { bestHeadline, headlineSelects } from './headlines.ts';
import { operandQuery, operandsOf, tsquery } from './textQuery.ts';

/** Every public journal with its subjects and indexing databases, by name (binary order, as SQLite's). */
export async function journalRecords(db: Db): Promise<JournalRecord[]> {
  const [journals, subjectRows, indexingRows] = await Promise.all([
    sql<JournalRow>`SELECT * FROM journals WHERE is_public = 1 ORDER BY name COLLATE "C", id`.execute(db),
    sql<{ journal_id: number; subject: string }>`SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position`.execute(db),
    sql<{ journal_id: number; database: string }>`SELECT journal_id, database FROM journal_indexing ORDER BY journal_id, position`.execute(db),
  ]);
  return toJournalRecords(journals.rows, subjectRows.rows, indexingRows.rows);
}

/** bm25's journal_search weights (name 10, abbreviation 8, ISSN 5, subjects 2, indexing 1, scope 1) as ts_rank's {D, C, B, A}. */
const JOURNAL_WEIGHTS = '{0.1, 0.2, 0.5, 1.0}';
const NAME_COLUMNS = ['name', 'abbreviation'] as const;
const ALL_COLUMNS = ['name', 'abbreviation', 'issn', 'scope', 'subjects', 'indexing'] as const;

export async function journalSearch(db: Db, query: SearchQuery, includeFacets: boolean, only?: string): Promise<SearchResults<JournalSearchItem>> {
  const records = await journalRecords(db);
  const term = (query.q ?? '').trim();
  // Spec 5: single-character terms count in journal search (a reader typing "J" sees journals starting with J).
  const match = term ? termToFts(term, true) : null;
  let matches: JournalMatches | null = null;
  if (match) {
    // A lone letter is the reader browsing by initial: it looks at names (weight A), not at whole scopes.
    const names = term.length === 1;
    const operands = operandsOf(match);
    const q = tsquery(operands.map((operand) => operandQuery(operand, names ? 'A' : '')).join(' & '), 'oap_names');
    const any = tsquery(operands.map((operand) => operandQuery(operand)).join(' | '), 'oap_names');
    const columns = names ? NAME_COLUMNS : ALL_COLUMNS;
    const { rows } = await sql<Record<string, unknown>>`
      SELECT js.id, ts_rank(${JOURNAL_WEIGHTS}::float4[], js.vector, ${q}) AS score,
        ${sql.join(headlineSelects(columns, (column) => sql.ref(`js.${column}`), 'oap_names', () => any, 20))}
      FROM journal_search js WHERE js.vector @@ ${q}`.execute(db);
    matches = { scores: new Map(), snippets: new Map() };
    for (const row of rows) {
      const id = Number(row.id);
      // Lower is better, as bm25's scores are.
      matches.scores.set(id, -Number(row.score));
      const snippet = bestHeadline(row, columns);
      if (snippet) matches.snippets.set(id, snippet);
    }
  }
  return journalResults(records, query, matches, includeFacets, only);
}
