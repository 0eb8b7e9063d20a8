// Article search (spec 9.1): turning a SearchQuery into an FTS5 MATCH
// expression plus SQL filters. Kept apart from the SQL store so a PostgreSQL/OpenSearch backend can reuse it.
import type { SearchQuery, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { articleSearchConfig } from '@oap/contracts/search/searchConfigs.ts';

export { articleSearchConfig };

export const advancedFieldIds = articleSearchConfig.advancedFields.map((option) => option.id);

/**
 * The article text lives in two FTS5 indexes: the short fields, the article's metadata
 * (article_search), and the long texts (article_search_text). A word's list of articles in the
 * short-field index is a fraction of its list over everything, so field searches and relevance (which
 * reads the lists whole for each word's weight) cost a fraction; searches over both combine the two lists.
 */
export const HEAD_COLUMNS = ['title', 'abstract', 'keywords', 'authors', 'affiliations', 'doi'] as const;
export const TEXT_COLUMNS = ['fulltext', 'references'] as const;
/** Columns of the basic term and of the "common fields" advanced row. */
const COMMON_COLUMNS = ['title', 'abstract', 'keywords', 'authors', 'doi', 'fulltext'];

/** bm25 weights of the short-field index, in its column order: title, abstract, keywords, authors, affiliations, doi. */
export const BM25_WEIGHTS = [10, 5, 6, 4, 2, 3] as const;

/**
 * Relevance's tiers, on both engines: a selection of up to RANK_ALL articles is ranked whole; a larger
 * one puts first its title tier, at most RANK_TITLE_TIER of the newest articles with the words in their
 * title ranked by their titles, then the rest newest first.
 */
export const RANK_ALL = 300;
export const RANK_TITLE_TIER = 60;

/**
 * A DOI as the text indexes hold it: a zero-width space (a separator for the unicode61 tokenizer, invisible
 * on screen) between letters and digits, so "10.5555/cells12030456" is the words 10, 5555, cells and
 * 12030456. Kept whole, the last part would be a word of its own in every article, and a prefix search
 * for "cell" would have to merge one list per article of the journal "Cells".
 */
export function doiSearchText(doi: string): string {
  return doi.replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, '\u200B');
}

/**
 * English function words. In a search with other words they are left out ("effects of climate" looks
 * for effects and climate): nearly every article has them, so they narrow nothing and would cost a
 * pass over nearly every article. A search of only such words keeps them; quoted phrases keep them.
 * In article search they are never looked for in the long texts on their own (see articleTerms).
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or that the their this to was were which with'.split(' '),
);

/**
 * At most this many words per article search, over the term and every advanced row together (words
 * of quoted phrases and DOIs count one by one; left-out function words do not). Each word is a
 * doclist read in both indexes and a phrase in the snippet expression, so the cap bounds the work of
 * any one request. As web search engines do, the words past the cap are dropped, in reading order
 * (the term first, then the rows), and the search runs with the rest: a reader who pastes a whole
 * title still finds the article. The answer names the dropped words (SearchResults.droppedWords).
 */
export const MAX_SEARCH_WORDS = 20;

/** Words shorter than this match whole in article search, not as prefixes (see articleTerms). */
export const MIN_PREFIX = 4;

/** One part of free text, in reading order: a quoted phrase, a DOI, or a single word. */
interface TermPart {
  kind: 'phrase' | 'word';
  /** The text as typed (for the notice of dropped words). */
  text: string;
  /** The phrase (FTS5 text, quoted) or the word. */
  value: string;
  /** The words it looks for (for the cap). */
  words: number;
  /** Made of function words only. */
  common: boolean;
}

const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const DOI = /^(https?:\/\/(dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+$/i;

/** Splits free text into quoted phrases, DOIs and single words, in the order they were typed. */
function termParts(term: string, singleCharacters: boolean): TermPart[] {
  const parts: TermPart[] = [];
  // Quoted text is a phrase; an unclosed quote is ignored.
  for (const [, quoted, rest] of term.matchAll(/"([^"]*)"|([^"]+)/g)) {
    if (quoted !== undefined) {
      const inside = wordsOf(quoted);
      if (inside.length) parts.push({ kind: 'phrase', text: `"${quoted.trim()}"`, value: ftsPhrase(quoted), words: inside.length, common: inside.every((w) => STOPWORDS.has(w.toLowerCase())) });
      continue;
    }
    for (const chunk of (rest ?? '').split(/\s+/)) {
      if (!chunk) continue;
      if (DOI.test(chunk)) {
        const doi = doiSearchText(chunk.replace(/^https?:\/\/(dx\.)?doi\.org\//i, ''));
        parts.push({ kind: 'phrase', text: chunk, value: ftsPhrase(doi), words: wordsOf(doi).length, common: false });
        continue;
      }
      for (const word of wordsOf(chunk)) {
        if (word.length >= 2 || singleCharacters) parts.push({ kind: 'word', text: word, value: word, words: 1, common: STOPWORDS.has(word.toLowerCase()) });
      }
    }
  }
  return parts;
}

/**
 * An FTS5 expression for free text: every word must occur (words of two or more characters match as
 * prefixes), "quoted text" and DOIs match as phrases. Single-character words are ignored (spec 5)
 * unless `singleCharacters` (journal search), where they match as prefixes too. Function words are
 * left out of a search with other words (see STOPWORDS). Returns null when nothing searchable is left.
 * Used as it is by the journal and topic searches (tables of a few dozen rows).
 */
export function termToFts(term: string, singleCharacters = false): string | null {
  const parts = termParts(term, singleCharacters);
  const keepStopwords = parts.every((p) => p.kind === 'word' && p.common);
  const out: string[] = [];
  for (const part of parts) {
    if (part.kind === 'phrase') out.push(part.value);
    else if (keepStopwords || !part.common) out.push(`${ftsPhrase(part.value)}*`);
  }
  return out.length ? out.join(' ') : null;
}

/** Article search terms: the expression for the metadata, the one for the long texts, and the word count. */
export interface ArticleTerms {
  terms: string;
  /** Null when nothing is left to look for in the long texts (only function words). */
  textTerms: string | null;
  words: number;
}

/**
 * termToFts for article search, with the work bounded: function words are never looked for in the
 * long texts on their own (each is in nearly every full text, thousands of times: its position list
 * is the size of the corpus). So a search of only function words, and a quoted phrase of only
 * function words, look in the metadata only, there as whole words (a two-letter prefix such as "in"
 * would merge the lists of every word it begins); phrases with another word keep their function
 * words everywhere (FTS5 skips through the other word's short list). Words shorter than MIN_PREFIX
 * characters match whole ("gut", "RNA"); longer ones also as prefixes in the metadata.
 *
 * At most `budget` words are looked for; the parts past it, in reading order, are `dropped` (a
 * phrase that does not fit whole is dropped whole). Left-out function words cost nothing.
 */
export function articleTermsWithin(term: string, budget: number): { found: ArticleTerms | null; dropped: string[] } {
  const parts = termParts(term, false);
  const onlyFunctionWords = parts.every((p) => p.kind === 'word' && p.common);
  const head: string[] = [];
  const text: string[] = [];
  const dropped: string[] = [];
  let count = 0;
  for (const part of parts) {
    if (part.kind === 'word' && part.common && !onlyFunctionWords) continue;
    if (count + part.words > budget) {
      dropped.push(part.text);
      continue;
    }
    count += part.words;
    if (part.kind === 'phrase') {
      head.push(part.value);
      if (!part.common) text.push(part.value);
    } else if (onlyFunctionWords) {
      head.push(ftsPhrase(part.value));
    } else {
      // Prefixes from MIN_PREFIX characters: the metadata index has prefix indexes of 4 to 7
      // characters, and a shorter prefix makes FTS5 merge the list of every word it begins (at 200,000
      // articles, 20 two-letter words took 4.5 s in one SQLite call, which no time budget can interrupt).
      const fts = `${ftsPhrase(part.value)}${part.value.length >= MIN_PREFIX ? '*' : ''}`;
      head.push(fts);
      text.push(fts);
    }
  }
  if (!head.length) return { found: null, dropped };
  return { found: { terms: head.join(' '), textTerms: text.length ? text.join(' ') : null, words: count }, dropped };
}

/** articleTermsWithin without a budget of its own (the search's cap). */
export function articleTerms(term: string): ArticleTerms | null {
  return articleTermsWithin(term, MAX_SEARCH_WORDS).found;
}

/** The expression with every word matching whole (after stemming), not as a prefix. */
export function wholeWords(expression: string): string {
  return expression.replace(/"\*/g, '"');
}

/** A search as a tree: leaves are free text over a set of columns, joined left to right by the row operators. */
export type QueryNode =
  | { kind: 'leaf'; columns: string[]; terms: string }
  | { kind: 'op'; op: 'AND' | 'OR' | 'NOT'; left: QueryNode; right: QueryNode };

const isText = (column: string) => (TEXT_COLUMNS as readonly string[]).includes(column);

/**
 * The leaf of one row (or of the term) over its columns. When the long texts get fewer words than
 * the metadata (see articleTerms), the leaf becomes "metadata OR long texts", which is how a leaf over
 * both indexes is searched anyway (textMatches unites the two sides).
 */
function leafOf(columns: string[], found: ArticleTerms): QueryNode | null {
  const head = columns.filter((c) => !isText(c));
  const text = found.textTerms === null ? [] : columns.filter(isText);
  if (found.textTerms === found.terms) return { kind: 'leaf', columns, terms: found.terms };
  if (!text.length) return head.length ? { kind: 'leaf', columns: head, terms: found.terms } : null;
  const textLeaf: QueryNode = { kind: 'leaf', columns: text, terms: found.textTerms as string };
  return head.length ? { kind: 'op', op: 'OR', left: { kind: 'leaf', columns: head, terms: found.terms }, right: textLeaf } : textLeaf;
}

/**
 * The search's tree, and the words left out of it because the search already had MAX_SEARCH_WORDS
 * (the term's words come first, then each row's, in order).
 */
export function buildQueryPlan(query: SearchQuery): { tree: QueryNode | null; dropped: string[] } {
  const term = (query.q ?? '').trim();
  let budget = MAX_SEARCH_WORDS;
  const dropped: string[] = [];
  const take = (text: string) => {
    const result = articleTermsWithin(text, budget);
    budget -= result.found?.words ?? 0;
    dropped.push(...result.dropped);
    return result.found;
  };
  // Spec 5: a single-character term is ignored.
  const qTerms = term.length > 1 ? take(term) : null;
  let tree: QueryNode | null = qTerms ? leafOf(COMMON_COLUMNS, qTerms) : null;
  for (const row of query.advanced ?? []) {
    if (row.value.trim().length < 2) continue;
    // In the DOI row a part of a DOI ("cells12030456") is split as the index splits DOIs.
    const found = take(row.id === 'doi' ? doiSearchText(row.value.trim()) : row.value.trim());
    if (!found) continue;
    const columns = row.id === 'all' || !advancedFieldIds.includes(row.id) ? COMMON_COLUMNS : [row.id];
    const leaf = leafOf(columns, found);
    // Function words alone in a long-text row look for nothing (see articleTerms): the row is skipped.
    if (!leaf) continue;
    const operator = row.operator ?? 'AND';
    if (!tree) {
      // FTS5's NOT is binary: a leading NOT row has nothing to subtract from, so it is skipped.
      if (operator !== 'NOT') tree = leaf;
      continue;
    }
    tree = { kind: 'op', op: operator, left: tree, right: leaf };
  }
  return { tree, dropped };
}

/** The search's tree (buildQueryPlan without the dropped words). */
export function buildQueryTree(query: SearchQuery): QueryNode | null {
  return buildQueryPlan(query).tree;
}

const columnFilter = (columns: string[]) => (columns.length === 1 ? (columns[0] as string) : `{${columns.join(' ')}}`);

/** The FTS5 MATCH text of a tree (or of its leaves restricted to `only` columns; null if nothing is left). */
export function renderExpression(node: QueryNode, only?: readonly string[]): string | null {
  if (node.kind === 'leaf') {
    const columns = only ? node.columns.filter((c) => only.includes(c)) : node.columns;
    return columns.length ? `${columnFilter(columns)} : (${node.terms})` : null;
  }
  const left = renderExpression(node.left, only);
  const right = renderExpression(node.right, only);
  if (left === null || right === null) return null;
  return `(${left}) ${node.op} (${right})`;
}

/** The ranking expression on the title alone (the title tier), or null when no part of the search has a title. */
export function titleExpression(node: QueryNode): string | null {
  if (node.kind === 'leaf') return renderExpression(node, ['title']);
  const left = titleExpression(node.left);
  if (node.op === 'NOT') return left;
  const right = titleExpression(node.right);
  if (left === null) return right;
  if (right === null) return left;
  return `(${left}) ${node.op} (${right})`;
}

/**
 * The MATCH that finds where to cut snippets, over one table with every column: the tree as the
 * search runs it, prefixes in the metadata and whole words in the long texts (see wholeWords), so a
 * snippet marks only words that could have found the article.
 */
export function snippetExpression(node: QueryNode): string | null {
  if (node.kind === 'leaf') {
    const head = renderExpression(node, HEAD_COLUMNS);
    const text = renderExpression(node, TEXT_COLUMNS);
    const whole = text === null ? null : wholeWords(text);
    return head !== null && whole !== null ? `(${head}) OR (${whole})` : (head ?? whole);
  }
  const left = snippetExpression(node.left);
  const right = snippetExpression(node.right);
  if (left === null || right === null) return null;
  return `(${left}) ${node.op} (${right})`;
}

/** Which index a (sub)tree needs: the short fields, the long texts, or both. */
export function treeIndex(node: QueryNode): 'head' | 'text' | 'both' {
  if (node.kind === 'leaf') {
    const head = node.columns.some((c) => (HEAD_COLUMNS as readonly string[]).includes(c));
    const text = node.columns.some((c) => (TEXT_COLUMNS as readonly string[]).includes(c));
    return head && text ? 'both' : head ? 'head' : 'text';
  }
  const left = treeIndex(node.left);
  const right = treeIndex(node.right);
  return left === right ? left : 'both';
}

/**
 * What relevance scores: the tree on its short fields. AND and OR keep their shape (so the scoring
 * query finds about the articles the search found, not every article one of its words is in); a
 * part without short fields drops out, and so does the right side of a NOT (the search itself already
 * excluded those articles). Null when nothing with short fields is left.
 */
export function rankingExpression(node: QueryNode): string | null {
  if (node.kind === 'leaf') return renderExpression(node, HEAD_COLUMNS);
  const left = rankingExpression(node.left);
  if (node.op === 'NOT') return left;
  const right = rankingExpression(node.right);
  if (left === null) return right;
  if (right === null) return left;
  return `(${left}) ${node.op} (${right})`;
}

/**
 * Whether the ranking expression can match articles the search does not: a long-text part joined by
 * AND, or any NOT, is left out of the scoring query, which then finds more than the search did.
 */
export function rankingWidens(node: QueryNode): boolean {
  if (node.kind === 'leaf') return false;
  if (node.op === 'NOT') return true;
  const left = rankingExpression(node.left);
  const right = rankingExpression(node.right);
  if (node.op === 'AND' && (left === null || right === null)) return true;
  return (left !== null && rankingWidens(node.left)) || (right !== null && rankingWidens(node.right));
}

export const DAY_MS = 86_400_000;

/**
 * A date of the date_from / date_to fields ("2024", "2024-02", "2024-02-15") as days since 1970, the
 * first day of the year or month it names, or with `end` the last (a day past the month's end, as in
 * "2024-02-31", means the month's end); null when it is not such a date.
 */
export function isoToDay(value: string, end: boolean): number | null {
  if (!/^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)) return null;
  const full = value.length === 4 ? (end ? `${value}-12-31` : `${value}-01-01`) : value.length === 7 ? (end ? `${value}-31` : `${value}-01`) : value;
  // "2024-02-31" as an end means the month's end: clamp by parsing the first of the next month.
  const [y, m, d] = full.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, Math.min(d, new Date(Date.UTC(y, m, 0)).getUTCDate()));
  return Number.isNaN(ms) ? null : Math.floor(ms / DAY_MS);
}

/** The days a search's basic date fields allow (unreadable dates are ignored, several of one kind narrow). */
export function dayRange(query: SearchQuery): { dayFrom: number; dayTo: number } {
  let dayFrom = -Infinity;
  let dayTo = Infinity;
  for (const item of query.basic ?? []) {
    const value = item.value.trim();
    if (item.id === 'date_from') dayFrom = Math.max(dayFrom, isoToDay(value, false) ?? -Infinity);
    if (item.id === 'date_to') dayTo = Math.min(dayTo, isoToDay(value, true) ?? Infinity);
  }
  return { dayFrom, dayTo };
}

/** Spec 5: a page must be numeric and greater than 0, otherwise 1. */
export function pageNumber(page: string | undefined): number {
  const value = Number(page);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

export function pageSize(resultsPerPage: number | undefined, config: SearchTypeConfig = articleSearchConfig): number {
  return resultsPerPage !== undefined && config.resultsPerPage.includes(resultsPerPage) ? resultsPerPage : config.defaultResultsPerPage;
}
