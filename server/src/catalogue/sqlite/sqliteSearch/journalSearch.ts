// Journal search on SQLite: the journals' own FTS5 index (journal_search) finds the matches and cuts
// their snippets; the answer is made in memory (catalogue/search/results/journalResults.ts).
import type { JournalSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { Sql } from '../sql.ts';
import { termToFts } from '../../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, markedSnippet } from '../../rows/rows.ts';
import { journalResults, toJournalRecords, type JournalMatches, type JournalRecord } from '../../search/results/journalResults.ts';
import type { JournalRow } from '../../rows/journalPages.ts';

export type { JournalRecord };

/** Every public journal with its subjects and indexing databases, by name. */
export function journalRecords(sql: Sql): JournalRecord[] {
  return toJournalRecords(
    sql.all<JournalRow>('SELECT * FROM journals WHERE is_public = 1 ORDER BY name'),
    sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position'),
    sql.all<{ journal_id: number; database: string }>('SELECT journal_id, database FROM journal_indexing ORDER BY journal_id, position'),
  );
}

export function journalSearch(sql: Sql, query: SearchQuery, includeFacets: boolean, only?: string): SearchResults<JournalSearchItem> {
  const records = journalRecords(sql);
  const term = (query.q ?? '').trim();
  // Spec 5: single-character terms count in journal search (a reader typing "J" sees journals starting with J).
  const match = term ? termToFts(term, true) : null;
  let matches: JournalMatches | null = null;
  if (match) {
    // A lone letter is the reader browsing by initial: it looks at names, not at whole scopes.
    const columns = term.length === 1 ? '{name abbreviation}' : '{name abbreviation issn scope subjects indexing}';
    const expression = `${columns} : (${match})`;
    matches = { scores: new Map(), snippets: new Map() };
    for (const row of sql.all<{ id: number; score: number; snippet: string }>(
      `SELECT rowid AS id, bm25(journal_search, 10, 8, 5, 1, 2, 1) AS score,
         snippet(journal_search, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 20) AS snippet
       FROM journal_search WHERE journal_search MATCH ?`,
      expression,
    )) {
      matches.scores.set(row.id, row.score);
      if (row.snippet) matches.snippets.set(row.id, markedSnippet(row.snippet));
    }
  }
  return journalResults(records, query, matches, includeFacets, only);
}
