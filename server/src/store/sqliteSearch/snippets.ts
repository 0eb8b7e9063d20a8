// Highlighted snippets for one page of article results.
import { placeholders } from '../sql.ts';
import { doiSearchText } from '../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, boundedText, markedSnippet } from '../rows.ts';
import type { SearchContext } from './context.ts';

/**
 * Highlighted snippets for a page of results: the page's texts go into a temporary FTS5 table with
 * the index's tokenizer and the same MATCH runs there, so highlighting follows exactly the rules
 * (stemming, accent folding, prefixes, columns) that found the articles.
 */
export function snippets(ctx: SearchContext, match: string, ids: number[]): Map<number, string> {
  const { sql } = ctx;
  const out = new Map<number, string>();
  if (!ids.length) return out;
  if (!ctx.snippetTableReady) {
    sql.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.snippet_docs USING fts5(
      title, abstract, keywords, authors, affiliations, doi, fulltext, "references", tokenize = 'porter unicode61 remove_diacritics 2')`);
    ctx.snippetTableReady = true;
  }
  const rows = sql.all<{ id: number; title: string; abstract_html: string; body_html: string; doi: string; author_names: string; references_json: string; keywords: string | null; affiliations: string | null }>(
    `SELECT a.id, a.title, a.abstract_html, a.body_html, a.doi, a.author_names, a.references_json,
       (SELECT group_concat(keyword, '; ') FROM article_keywords k WHERE k.article_id = a.id) AS keywords,
       (SELECT group_concat(text, '; ') FROM article_affiliations f WHERE f.article_id = a.id) AS affiliations
     FROM articles a WHERE a.id IN (${placeholders(ids.length)})`,
    ...ids,
  );
  const text = (html: string) =>
    html.replace(/<\/?(?:em|strong|sup|sub|u|code|s|span|a)\b[^>]*>/g, '').replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  sql.db.exec('SAVEPOINT snippets');
  try {
    for (const row of rows) {
      const references = boundedText((JSON.parse(row.references_json) as { text: string }[]).map((r) => r.text).join('\n'));
      sql.run(
        'INSERT INTO temp.snippet_docs (rowid, title, abstract, keywords, authors, affiliations, doi, fulltext, "references") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        row.id,
        row.title,
        text(row.abstract_html),
        row.keywords ?? '',
        (JSON.parse(row.author_names) as string[]).join('; '),
        row.affiliations ?? '',
        doiSearchText(row.doi),
        boundedText(text(row.body_html)),
        references,
      );
    }
    for (const row of sql.all<{ id: number; snippet: string }>(
      `SELECT rowid AS id, snippet(snippet_docs, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet FROM temp.snippet_docs WHERE snippet_docs MATCH ?`,
      match,
    )) {
      if (row.snippet) out.set(row.id, markedSnippet(row.snippet.replace(/\u200B/g, '').replace(/\s+/g, ' ').trim()));
    }
  } finally {
    sql.db.exec('ROLLBACK TO snippets; RELEASE snippets');
  }
  return out;
}
