// Highlighted snippets for a page of article results on PostgreSQL, cut as SQLite cuts them
// (search/snippetCutter.ts): the page's texts are read from the search tables and the search's
// snippet expression marks them in an in-memory FTS5 table, in a snippet thread (snippetThreads.ts).
// As on SQLite, the short fields come first (the most readable place, a few hundred words): an
// article with none of the words there is read again with the first SNIPPET_TEXT_CHARS of its body
// and references, from its row as SQLite reads them (snippetLongTexts).
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { snippetExpression, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { SNIPPET_CACHE_ENTRIES, missingFromShortFields, namedIn, snippetLongTexts, type SnippetDoc } from '../../search/snippetCutter.ts';
import type { SnippetCutting } from '../../search/snippetThreads.ts';

/** Snippets already cut, by catalogue stamp, search words and article; '' for none. */
export type SnippetCache = LRUCache<string, string>;

export const newSnippetCache = (): SnippetCache => new LRUCache({ max: SNIPPET_CACHE_ENTRIES });

/**
 * Snippets of a page of results, by article id (articles without a highlight get none). An article's
 * snippet for the same words is cut once and kept: another sort or page of the same search, or a
 * facet ticked, shows many of the same articles (keyed by the catalogue's stamp too, as a re-seed
 * gives ids anew).
 */
export async function snippets(db: Db, cutter: SnippetCutting, tree: QueryNode, ids: number[], kept: SnippetCache, stamp: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const match = snippetExpression(tree);
  if (match === null) return out;
  const words = `${stamp}\u0000${match}\u0000`;
  const missing: number[] = [];
  for (const id of ids) {
    const snippet = kept.get(words + id);
    if (snippet === undefined) missing.push(id);
    else if (snippet) out.set(id, snippet);
  }
  if (!missing.length) return out;
  const made = await cutSnippets(db, cutter, match, missing);
  for (const id of missing) {
    const snippet = made.get(id);
    if (snippet) out.set(id, snippet);
    kept.set(words + id, snippet ?? '');
  }
  return out;
}

type ShortFields = Omit<SnippetDoc, 'fulltext' | 'references'>;

/** A column of the search tables, or '' where the expression does not name it (nothing read or cut). */
function column(match: string, name: Parameters<typeof namedIn>[1]) {
  return namedIn(match, name) ? sql`coalesce(${sql.ref(name)}, '') AS ${sql.ref(name)}` : sql`'' AS ${sql.ref(name)}`;
}

async function cutSnippets(db: Db, cutter: SnippetCutting, match: string, ids: number[]): Promise<Map<number, string>> {
  const short = (['title', 'abstract', 'keywords', 'authors', 'affiliations', 'doi'] as const).map((name) => column(match, name));
  const { rows } = await sql<ShortFields>`SELECT id, ${sql.join(short)} FROM article_search WHERE id = ANY(${ids}::bigint[])`.execute(db);
  const docs: SnippetDoc[] = rows.map((row) => ({ ...row, id: Number(row.id), fulltext: '', references: '' }));
  const out = await cutter.cut(match, docs);
  const rest = missingFromShortFields(match, docs, out);
  if (!rest.length) return out;
  const { rows: long } = await sql<{ id: number; body_html: string | null; references_json: string | null }>`
    SELECT id, ${namedIn(match, 'fulltext') ? sql`body_html` : sql`NULL`} AS body_html, ${namedIn(match, 'references') ? sql`references_json` : sql`NULL`} AS references_json
    FROM articles WHERE id = ANY(${rest.map((doc) => doc.id)}::bigint[])`.execute(db);
  const texts = new Map(long.map((row) => [Number(row.id), row]));
  const withTexts = rest.map((doc) => {
    const text = texts.get(doc.id);
    return text ? { ...doc, ...snippetLongTexts(match, text.body_html, text.references_json) } : doc;
  });
  for (const [id, snippet] of await cutter.cut(match, withTexts)) out.set(id, snippet);
  return out;
}
