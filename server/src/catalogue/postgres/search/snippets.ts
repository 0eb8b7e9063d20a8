// Highlighted snippets for a page of article results on PostgreSQL, cut by ts_headline with the
// search's configuration, so the words marked are those the search matched (stems, folded accents,
// prefixes in the short fields, whole words in the long texts). As in SQLite's snippets.ts, the
// short fields come first (the most readable place, a few hundred words): each field the search names
// gets a headline and the one marking the most words is kept; an article with none gets its snippet
// from the first SNIPPET_TEXT_CHARS of its full text or references.
import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import { HEAD_COLUMNS, TEXT_COLUMNS, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { SNIPPET_TEXT_CHARS } from '../../rows/rows.ts';
import { bestHeadline, headlineSelects } from './headlines.ts';
import { operandQuery, positiveOperands, tsquery } from './textQuery.ts';

/** Words per snippet, as SQLite's snippet(..., 24). */
const SNIPPET_WORDS = 24;

/** For each field, the words of the search that could have matched there (OR'ed). */
function fieldQueries(tree: QueryNode): Map<string, string> {
  const out = new Map<string, string[]>();
  for (const { operand, columns } of positiveOperands(tree)) {
    for (const column of columns) {
      const whole = (TEXT_COLUMNS as readonly string[]).includes(column);
      out.set(column, [...(out.get(column) ?? []), operandQuery(operand, '', whole)]);
    }
  }
  return new Map([...out].map(([column, operands]) => [column, [...new Set(operands)].join(' | ')]));
}

/** Where each short field's words are kept (migration 111): its vector and weight there. */
const STORED: Record<string, [string, string]> = {
  title: ['s.meta_vector', 'a'],
  keywords: ['s.meta_vector', 'b'],
  abstract: ['s.meta_vector', 'c'],
  authors: ['s.people_vector', 'a'],
  affiliations: ['s.people_vector', 'b'],
  doi: ['s.people_vector', 'c'],
};

/** Whether a short field has any of the words, read from its stored vector (no headline where it has none). */
function storedMatch(column: string, query: RawBuilder<unknown>): RawBuilder<unknown> | null {
  const stored = STORED[column];
  return stored ? sql`ts_filter(${sql.raw(stored[0])}, ${`{${stored[1]}}`}::"char"[]) @@ ${query}` : null;
}

/** The first SNIPPET_TEXT_CHARS of a long text, cut at a space (boundedText). */
const bounded = (column: RawBuilder<unknown>) =>
  sql`CASE WHEN length(${column}) <= ${SNIPPET_TEXT_CHARS} THEN ${column} ELSE regexp_replace(left(${column}, ${SNIPPET_TEXT_CHARS}), '\\s\\S*$', '') END`;

const textOf = (column: string) => (column === 'fulltext' ? bounded(sql`t.fulltext`) : column === 'references' ? bounded(sql`t."references"`) : sql.ref(`s.${column}`));

/** Snippets kept per search words and article (about 300 bytes each), as SQLite's search keeps them. */
const SNIPPET_CACHE_ENTRIES = 20_000;

/** Snippets already cut, by catalogue stamp, search words and article; '' for none. */
export type SnippetCache = LRUCache<string, string>;

export const newSnippetCache = (): SnippetCache => new LRUCache({ max: SNIPPET_CACHE_ENTRIES });

/**
 * Snippets of a page of results, by article id (articles without a highlight get none). An article's
 * snippet for the same words is cut once and kept: another sort or page of the same search, or a
 * facet ticked, shows many of the same articles (keyed by the catalogue's stamp too, as a re-seed
 * gives ids anew).
 */
export async function snippets(db: Db, tree: QueryNode, ids: number[], kept: SnippetCache, stamp: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const words = `${stamp}\u0000${JSON.stringify(tree)}\u0000`;
  const missing: number[] = [];
  for (const id of ids) {
    const snippet = kept.get(words + id);
    if (snippet === undefined) missing.push(id);
    else if (snippet) out.set(id, snippet);
  }
  if (!missing.length) return out;
  const made = await cutSnippets(db, tree, missing);
  for (const id of missing) {
    const snippet = made.get(id);
    if (snippet) out.set(id, snippet);
    kept.set(words + id, snippet ?? '');
  }
  return out;
}

async function cutSnippets(db: Db, tree: QueryNode, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!ids.length) return out;
  const queries = fieldQueries(tree);
  const queryOf = (column: string) => tsquery(queries.get(column) as string);
  const cut = async (side: 'head' | 'text', columns: readonly string[], of: number[]) => {
    const selects = headlineSelects(columns, textOf, 'oap_search', queryOf, SNIPPET_WORDS, side === 'head' ? (column) => storedMatch(column, queryOf(column)) : undefined);
    const { rows } =
      side === 'head'
        ? await sql<Record<string, unknown>>`SELECT s.id, ${sql.join(selects)} FROM article_search s WHERE s.id = ANY(${of}::bigint[])`.execute(db)
        : await sql<Record<string, unknown>>`SELECT t.id, ${sql.join(selects)} FROM article_search_text t WHERE t.id = ANY(${of}::bigint[])`.execute(db);
    for (const row of rows) {
      const snippet = bestHeadline(row, columns);
      if (snippet) out.set(Number(row.id), snippet);
    }
  };
  const head = HEAD_COLUMNS.filter((column) => queries.has(column));
  if (head.length) await cut('head', head, ids);
  const rest = ids.filter((id) => !out.has(id));
  const text = TEXT_COLUMNS.filter((column) => queries.has(column));
  if (rest.length && text.length) await cut('text', text, rest);
  return out;
}
