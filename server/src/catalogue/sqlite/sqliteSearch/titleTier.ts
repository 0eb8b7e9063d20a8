// Relevance's title tier (ranking.ts): the newest articles with the search's words in their title,
// ranked by bm25 of their titles alone. Shared by the search and by the seed, which ranks each listed
// word's first tier once (wordLists.ts), so that both order a tier by the one rule here.
import type { Sql } from '../sql.ts';

/** Connections that have their temporary title table. */
const withTable = new WeakSet<object>();

/**
 * The tier's ids, best first (ties: newer first): bm25 of their titles by the title expression
 * (which names the column title only), in a temporary FTS5 table of just those titles with the
 * index's tokenizer. bm25 over the index itself first counts the articles with each word over the
 * whole index (its idf), walking the word's list (2 to 9 ms for a common word at a million articles)
 * to weigh words that the tier's articles all have: over the tier, each word weighs the same (its idf
 * is the floor for a word in every title), and the order follows how often the words occur in each
 * title and how long it is. Ids whose titles do not match (none, in a tier) are left out.
 */
export function titleTierOrder(sql: Sql, ids: number[], expression: string): number[] {
  if (!withTable.has(sql.db)) {
    sql.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.title_docs USING fts5(title, tokenize = 'porter unicode61 remove_diacritics 2')`);
    withTable.add(sql.db);
  }
  sql.db.exec('SAVEPOINT title_tier');
  try {
    // Ascending ids: FTS5 writes out its pending words whenever a row's id is lower than the last one's.
    sql.run('INSERT INTO temp.title_docs (rowid, title) SELECT id, title FROM articles WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id', JSON.stringify(ids));
    const rows = sql.prepare('SELECT rowid, bm25(title_docs) FROM temp.title_docs WHERE title_docs MATCH ?');
    rows.setReturnArrays(true);
    const scored = rows.all(expression) as unknown as [number, number][];
    scored.sort((a, b) => a[1] - b[1] || b[0] - a[0]);
    return scored.map(([id]) => id);
  } finally {
    sql.db.exec('ROLLBACK TO title_tier; RELEASE title_tier');
  }
}
