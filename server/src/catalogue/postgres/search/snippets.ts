// Highlighted snippets for a page of article results on PostgreSQL, cut as SQLite cuts them
// (search/snippetCutter.ts): the page's texts come from the search tables and the search's snippet
// expression marks them in an in-memory FTS5 table, in a snippet thread (snippetThreads.ts). As on
// SQLite, the short fields come first (the most readable place, a few hundred words; read with the
// page's summaries, pageRows.ts): an article with none of the words there is read again with the
// first SNIPPET_TEXT_CHARS of its body and references, from its row as SQLite reads them
// (snippetLongTexts), the body's head first (bodyTexts); one with none of them there either, with
// the rest of those texts, a piece at a time (deepDocs).
import { sql } from 'kysely';
import { snippetExpression, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { BODY_HEAD_CHARS, missingFromShortFields, namedIn, shortFieldsCut, snippetBodyText, snippetBodyTextOfHead, deepRounds, snippetDeepTexts, snippetLongTexts, type SnippetCache, type SnippetDoc } from '../../search/snippetCutter.ts';
import { SHORT_FIELDS, type ShortField, type ShortFields } from './pageRows.ts';
import type { SnippetCutting } from '../../search/snippetThreads.ts';

/** The key of a kept snippet, but for the article's id. */
const keyOf = (stamp: string, match: string) => `${stamp}\u0000${match}\u0000`;

/** The short fields a snippet expression can mark (none read or cut for the others). */
export const namedShortFields = (match: string): ShortField[] => SHORT_FIELDS.filter((field) => namedIn(match, field));

/** What the page's snippets need: the expression, the snippets kept, and the ids still to cut. */
export interface SnippetsToCut {
  match: string;
  /** Snippets already cut, by id (a kept '' is no snippet: left out). */
  out: Map<number, string>;
  missing: number[];
}

/**
 * The snippets of a page of results kept for these words, and the ids to cut; null when the search
 * has no words to mark. An article's snippet for the same words is cut once and kept: another sort
 * or page of the same search, or a facet ticked, shows many of the same articles (keyed by the
 * catalogue's stamp too, as a re-seed gives ids anew).
 */
export function keptSnippets(tree: QueryNode, ids: number[], kept: SnippetCache, stamp: string): SnippetsToCut | null {
  const match = snippetExpression(tree);
  if (match === null) return null;
  const words = keyOf(stamp, match);
  const out = new Map<number, string>();
  const missing: number[] = [];
  for (const id of ids) {
    const snippet = kept.get(words + id);
    if (snippet === undefined) missing.push(id);
    else if (snippet) out.set(id, snippet);
  }
  return { match, out, missing };
}

/**
 * Cuts the missing snippets from their short fields (read with the page: pageRows.ts), then the long
 * texts of those the short fields gave none, keeps each, and returns the page's snippets by id.
 */
export async function cutMissing(db: Db, cutter: SnippetCutting, todo: SnippetsToCut, shortFields: readonly ShortFields[], kept: SnippetCache, stamp: string): Promise<Map<number, string>> {
  const { match, out, missing } = todo;
  if (!missing.length) return out;
  const wanted = new Set(missing);
  const made = await cutSnippets(db, cutter, match, shortFields.filter((row) => wanted.has(row.id)));
  const words = keyOf(stamp, match);
  for (const id of missing) {
    const snippet = made.get(id);
    if (snippet) out.set(id, snippet);
    kept.set(words + id, snippet ?? '');
  }
  return out;
}

async function cutSnippets(db: Db, cutter: SnippetCutting, match: string, shortFields: readonly ShortFields[]): Promise<Map<number, string>> {
  const docs: SnippetDoc[] = shortFields.map((row) => ({ ...row, fulltext: '', references: '' }));
  const out = await cutter.cut(match, docs, shortFieldsCut(match));
  const rest = missingFromShortFields(match, docs, out);
  if (!rest.length) return out;
  const { rows: long } = await sql<{ id: number; body_head: string | null; references_json: string | null }>`
    SELECT id, ${namedIn(match, 'fulltext') ? sql`substr(body_html, 1, ${BODY_HEAD_CHARS})` : sql`NULL`} AS body_head, ${namedIn(match, 'references') ? sql`references_json` : sql`NULL`} AS references_json
    FROM articles WHERE id = ANY(${rest.map((doc) => doc.id)}::bigint[])`.execute(db);
  const texts = new Map(long.map((row) => [Number(row.id), row]));
  const bodies = await bodyTexts(db, long);
  const withTexts = rest.map((doc) => {
    const text = texts.get(doc.id);
    return text ? { ...doc, ...snippetLongTexts(match, bodies.get(doc.id) ?? null, text.references_json) } : doc;
  });
  for (const [id, snippet] of await cutter.cut(match, withTexts)) out.set(id, snippet);
  const deeper = rest.filter((doc) => !out.has(doc.id) && texts.has(doc.id));
  if (!deeper.length) return out;
  for (const docs of deepRounds(await deepDocs(db, match, deeper, texts), out)) for (const [id, snippet] of await cutter.cut(match, docs)) out.set(id, snippet);
  return out;
}

/** The docs whose words lie only past the heads of their long texts, with the rest of those texts in pieces (snippetDeepTexts). */
async function deepDocs(db: Db, match: string, docs: readonly SnippetDoc[], texts: ReadonlyMap<number, { references_json: string | null }>): Promise<SnippetDoc[][]> {
  const bodies = namedIn(match, 'fulltext')
    ? new Map((await sql<{ id: number; body_html: string }>`SELECT id, body_html FROM articles WHERE id = ANY(${docs.map((doc) => doc.id)}::bigint[])`.execute(db)).rows.map((row) => [Number(row.id), row.body_html]))
    : new Map<number, string>();
  return docs.map((doc) => snippetDeepTexts(match, doc, bodies.get(doc.id) ?? null, texts.get(doc.id)?.references_json ?? null));
}

/**
 * The bodies' snippet texts by id, from the heads read (a body is read whole only when its head holds
 * too little text): a real article's body is hundreds of kilobytes, and PostgreSQL decompresses and
 * sends the head alone.
 */
async function bodyTexts(db: Db, rows: readonly { id: number; body_head: string | null }[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const whole: number[] = [];
  for (const row of rows) {
    if (row.body_head === null) continue;
    const text = snippetBodyTextOfHead(row.body_head);
    if (text === null) whole.push(Number(row.id));
    else out.set(Number(row.id), text);
  }
  if (whole.length) {
    const { rows: read } = await sql<{ id: number; body_html: string }>`SELECT id, body_html FROM articles WHERE id = ANY(${whole}::bigint[])`.execute(db);
    for (const row of read) out.set(Number(row.id), snippetBodyText(row.body_html));
  }
  return out;
}
