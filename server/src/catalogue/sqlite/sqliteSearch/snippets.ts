// Highlighted snippets for one page of article results.
import { placeholders } from '../sql.ts';
import { doiSearchText } from '../../articleSearch.ts';
import { SnippetCutter, missingFromShortFields, namedIn, deepRounds, shortFieldsCut, snippetBodyText, snippetDeepTexts, snippetHtmlText, snippetLongTexts, type SnippetDoc } from '../../search/snippetCutter.ts';
import type { SearchContext } from './context.ts';

/** What the page's summaries already hold (so the wide article rows are read once). */
export interface SnippetSource {
  id: number;
  title: string;
  doi: string;
  authors: string[];
}

/**
 * Highlighted snippets for a page of results, cut on the search's own connection (snippetCutter.ts).
 * The short fields go in first: an article whose abstract has the words gets its snippet from it
 * (the most readable place, and a few hundred words to tokenise instead of the full text); only the
 * others are read again with their full text and references (the first SNIPPET_TEXT_CHARS of each,
 * then the rest for those still without), and take their snippet from the body where it has the words,
 * else from the title, keywords or references.
 * An article's snippet for the same words is cut once and kept (newSnippetCache).
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
  return out;
}

function cutSnippets(ctx: SearchContext, match: string, sources: SnippetSource[]): Map<number, string> {
  const { sql } = ctx;
  const ids = sources.map((source) => source.id);
  ctx.snippetCutter ??= new SnippetCutter(sql.db);
  // The abstract comes before the full text in the row, so this reads no overflow pages of the body.
  const extra = new Map(
    sql
      .all<{ id: number; abstract_html: string; keywords: string | null; affiliations: string | null }>(
        `SELECT a.id, a.abstract_html,
           ${namedIn(match, 'keywords') ? "(SELECT group_concat(keyword, '; ') FROM article_keywords k WHERE k.article_id = a.id)" : 'NULL'} AS keywords,
           ${namedIn(match, 'affiliations') ? "(SELECT group_concat(text, '; ') FROM article_affiliations f WHERE f.article_id = a.id)" : 'NULL'} AS affiliations
         FROM articles a WHERE a.id IN (${placeholders(ids.length)})`,
        ...ids,
      )
      .map((row) => [row.id, row]),
  );
  // A column the expression does not name is not made (the cutter would leave it empty).
  const named = (column: Parameters<typeof namedIn>[1], text: () => string) => (namedIn(match, column) ? text() : '');
  const docs: SnippetDoc[] = sources.flatMap((source) => {
    const more = extra.get(source.id);
    return more
      ? [{
          id: source.id,
          title: source.title,
          abstract: named('abstract', () => snippetHtmlText(more.abstract_html)),
          keywords: more.keywords ?? '',
          authors: named('authors', () => source.authors.join('; ')),
          affiliations: more.affiliations ?? '',
          doi: named('doi', () => doiSearchText(source.doi)),
          fulltext: '',
          references: '',
        }]
      : [];
  });
  const out = ctx.snippetCutter.cut(match, docs, shortFieldsCut(match));
  const rest = missingFromShortFields(match, docs, out);
  if (!rest.length) return out;
  const long = new Map(
    sql.all<{ id: number; body_html: string; references_json: string }>(`SELECT id, body_html, references_json FROM articles WHERE id IN (${placeholders(rest.length)})`, ...rest.map((doc) => doc.id)).map((row) => [row.id, row]),
  );
  const withTexts = rest.map((doc) => {
    const texts = long.get(doc.id);
    return texts ? { ...doc, ...snippetLongTexts(match, namedIn(match, 'fulltext') ? snippetBodyText(texts.body_html) : null, texts.references_json) } : doc;
  });
  for (const [id, snippet] of ctx.snippetCutter.cut(match, withTexts)) out.set(id, snippet);
  // Words that lie only past the texts' heads: the rest of the same rows, a piece at a time.
  const deep = rest.flatMap((doc) => {
    const texts = out.has(doc.id) ? undefined : long.get(doc.id);
    return texts ? [snippetDeepTexts(match, doc, namedIn(match, 'fulltext') ? texts.body_html : null, texts.references_json)] : [];
  });
  for (const docs of deepRounds(deep, out)) for (const [id, snippet] of ctx.snippetCutter.cut(match, docs)) out.set(id, snippet);
  return out;
}
