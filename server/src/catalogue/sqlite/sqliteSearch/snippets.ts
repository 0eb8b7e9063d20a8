// Highlighted snippets for one page of article results.
import { placeholders } from '../sql.ts';
import { doiSearchText } from '../../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, boundedText, markedSnippet } from '../../rows/rows.ts';
import type { SearchContext } from './context.ts';

/** What the page's summaries already hold (so the wide article rows are read once). */
export interface SnippetSource {
  id: number;
  title: string;
  doi: string;
  authors: string[];
}

type SnippetRow = SnippetSource & { abstract_html: string; keywords: string | null; affiliations: string | null };

const htmlToText = (html: string) =>
  html.replace(/<\/?(?:em|strong|sup|sub|u|code|s|span|a)\b[^>]*>/g, '').replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * Highlighted snippets for a page of results: the page's texts go into a temporary FTS5 table with
 * the index's tokenizer and the same MATCH runs there, so highlighting follows exactly the rules
 * (stemming, accent folding, prefixes, columns) that found the articles. The short fields go in
 * first: an article whose title or abstract has the words gets its snippet from them (the most
 * readable place, and a few hundred words to tokenise instead of the full text); only the others
 * are read again with their full text and references (the first SNIPPET_TEXT_CHARS of each).
 * An article's snippet for the same words is cut once and kept (SNIPPET_CACHE_ENTRIES).
 */
export function snippets(ctx: SearchContext, match: string, sources: SnippetSource[]): Map<number, string> {
  const out = new Map<number, string>();
  // Kept per search words and article (another sort or page of the same search, a facet ticked, shows
  // many of the same articles): keyed by the catalogue's stamp too, as a re-seed gives ids anew.
  const keyOf = (id: number) => `${ctx.catalogue?.stamp ?? ''}\u0000${match}\u0000${id}`;
  const cache = ctx.snippetCache;
  const missing: SnippetSource[] = [];
  for (const source of sources) {
    const kept = cache.get(keyOf(source.id));
    if (kept === undefined) missing.push(source);
    else if (kept) out.set(source.id, kept);
  }
  if (!missing.length) return out;
  const made = cutSnippets(ctx, match, missing);
  for (const source of missing) {
    const snippet = made.get(source.id);
    if (snippet) out.set(source.id, snippet);
    cache.set(keyOf(source.id), snippet ?? '');
  }
  for (const oldest of cache.keys()) {
    if (cache.size <= SNIPPET_CACHE_ENTRIES) break;
    cache.delete(oldest);
  }
  return out;
}

/** Snippets kept per search connection (about 300 bytes each). */
const SNIPPET_CACHE_ENTRIES = 20_000;

function cutSnippets(ctx: SearchContext, match: string, sources: SnippetSource[]): Map<number, string> {
  const { sql } = ctx;
  const out = new Map<number, string>();
  const ids = sources.map((source) => source.id);
  if (!ids.length) return out;
  if (!ctx.snippetTableReady) {
    sql.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.snippet_docs USING fts5(
      title, abstract, keywords, authors, affiliations, doi, fulltext, "references", tokenize = 'porter unicode61 remove_diacritics 2')`);
    ctx.snippetTableReady = true;
  }
  // A column the search does not name can hold no highlight: it is neither read nor tokenised (a plain
  // term names every common field but the affiliations). Named anywhere, even inside a quoted word, it is.
  const named = (column: string) => match.includes(column);
  // The abstract comes before the full text in the row, so this reads no overflow pages of the body.
  const extra = new Map(
    sql
      .all<{ id: number; abstract_html: string; keywords: string | null; affiliations: string | null }>(
        `SELECT a.id, a.abstract_html,
           ${named('keywords') ? "(SELECT group_concat(keyword, '; ') FROM article_keywords k WHERE k.article_id = a.id)" : 'NULL'} AS keywords,
           ${named('affiliations') ? "(SELECT group_concat(text, '; ') FROM article_affiliations f WHERE f.article_id = a.id)" : 'NULL'} AS affiliations
         FROM articles a WHERE a.id IN (${placeholders(ids.length)})`,
        ...ids,
      )
      .map((row) => [row.id, row]),
  );
  // Ascending ids: FTS5 writes out its pending words whenever a row's id is lower than the last one's,
  // so the page's order (newest first) cost a segment written and merged per row (~0.1 ms each).
  const rows: SnippetRow[] = sources
    .flatMap((source) => {
      const more = extra.get(source.id);
      return more ? [{ ...source, abstract_html: more.abstract_html, keywords: more.keywords, affiliations: more.affiliations }] : [];
    })
    .sort((a, b) => a.id - b.id);
  const insert = (row: SnippetRow, fulltext: string, references: string) =>
    sql.run(
      'INSERT INTO temp.snippet_docs (rowid, title, abstract, keywords, authors, affiliations, doi, fulltext, "references") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      row.id,
      named('title') ? row.title : '',
      named('abstract') ? htmlToText(row.abstract_html) : '',
      row.keywords ?? '',
      named('authors') ? row.authors.join('; ') : '',
      row.affiliations ?? '',
      named('doi') ? doiSearchText(row.doi) : '',
      fulltext,
      references,
    );
  const cut = (rowsIn: SnippetRow[]) => {
    for (const row of sql.all<{ id: number; snippet: string }>(
      `SELECT rowid AS id, snippet(snippet_docs, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 24) AS snippet FROM temp.snippet_docs WHERE snippet_docs MATCH ?`,
      match,
    )) {
      if (row.snippet && rowsIn.some((r) => r.id === row.id)) out.set(row.id, markedSnippet(row.snippet.replace(/\u200B/g, '').replace(/\s+/g, ' ').trim()));
    }
  };
  sql.db.exec('SAVEPOINT snippets');
  try {
    for (const row of rows) insert(row, '', '');
    cut(rows);
    const rest = rows.filter((row) => !out.has(row.id));
    if (rest.length) {
      sql.db.exec('DELETE FROM temp.snippet_docs');
      const long = new Map(
        sql.all<{ id: number; body_html: string; references_json: string }>(`SELECT id, body_html, references_json FROM articles WHERE id IN (${placeholders(rest.length)})`, ...rest.map((row) => row.id)).map((row) => [row.id, row]),
      );
      for (const row of rest) {
        const texts = long.get(row.id);
        const references = texts ? boundedText((JSON.parse(texts.references_json) as { text: string }[]).map((r) => r.text).join('\n')) : '';
        insert(row, texts ? boundedText(htmlToText(texts.body_html)) : '', references);
      }
      cut(rest);
    }
  } finally {
    sql.db.exec('ROLLBACK TO snippets; RELEASE snippets');
  }
  return out;
}
