// Highlighted snippets for a page of article results, cut the same way on either engine: the page's
// texts go into a temporary FTS5 table with the search index's tokenizer and the search's snippet
// expression (articleSearch.ts snippetExpression) runs there, so the words marked are found by the
// rules that found the articles (stems, folded accents, prefixes in the short fields, whole words in
// the long texts). SQLite cuts on its own search connection; PostgreSQL hands the page's texts to an
// in-memory SQLite database (docs/search.md has what that saved). Each engine reads the texts its
// own way, in three steps: the short fields of the page's articles, then the heads of the long texts
// of those whose short fields have none of the words (missingFromShortFields), then the rest of the
// long texts of those whose heads have none either (snippetDeepTexts).
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { MARK_CLOSE, MARK_OPEN, markedSnippet } from '../rows/snippetMarks.ts';
import { SNIPPET_TEXT_CHARS, boundedText } from '../rows/rows.ts';
import { LRUCache } from 'lru-cache';

/** One article's texts as its search row holds them (plain text; authors, keywords, affiliations joined by "; "). */
export interface SnippetDoc {
  id: number;
  title: string;
  abstract: string;
  keywords: string;
  authors: string;
  affiliations: string;
  doi: string;
  /** The first SNIPPET_TEXT_CHARS of the full text and the references (boundedText), or '' for none. */
  fulltext: string;
  references: string;
}

const COLUMNS = ['title', 'abstract', 'keywords', 'authors', 'affiliations', 'doi', 'fulltext', 'references'] as const;

/**
 * The columns a reader reads as prose. A snippet is cut from them where they have the words: the title
 * and authors are on the result already, and a keyword list or an affiliation says little about where
 * the article uses the words.
 */
const PROSE_COLUMNS = ['abstract', 'fulltext'] as const;

/** Where a cut takes its snippets: the prose only, or the prose and then any other column. */
export type SnippetColumns = 'prose' | 'any';

/** The expression with its words sought in the prose alone (FTS5 keeps the columns both filters name). */
const inProse = (match: string): string => `{${PROSE_COLUMNS.join(' ')}} : (${match})`;

/** Snippets each search store keeps, by words and article (about 300 bytes each). */
export const SNIPPET_CACHE_ENTRIES = 20_000;

/** Snippets already cut, by catalogue stamp, search words and article; '' for none. The least recently shown go first. */
export type SnippetCache = LRUCache<string, string>;

export const newSnippetCache = (): SnippetCache => new LRUCache({ max: SNIPPET_CACHE_ENTRIES });

/** Words per snippet (FTS5's snippet(..., 24)). */
const SNIPPET_WORDS = 24;

/**
 * Whether a column can hold a highlight for the snippet expression: a column it does not name holds
 * none, so it need be neither read nor tokenised (a plain term names every short field but the
 * affiliations). Named anywhere, even inside a quoted word, it is.
 */
export const namedIn = (match: string, column: (typeof COLUMNS)[number]): boolean => match.includes(column);

/**
 * The mark of a heading's end in a snippet's text: a separator to FTS5's tokenizer, taken out of a cut
 * snippet (headingLeftOut).
 */
const HEADING_ENDS = '\u2029';

/** A heading's end as a snippet's text: its mark, and a colon after it where it has no stop of its own. */
const headingEnd = (_tag: string, at: number, html: string): string => (/[.:;?!]\s*$/.test(html.slice(Math.max(0, at - 4), at)) ? `${HEADING_ENDS} ` : `${HEADING_ENDS}: `);

/** A body's tables (caption, cells and notes), which a snippet comes from only when its text has none of the words. */
const TABLES = /<figure class="table"[\s\S]*?(?:<\/figure>|$)/g;

/** The text of a body's tables, one after the other. */
const snippetTablesText = (html: string): string => plainText((html.match(TABLES) ?? []).join(' '));

/** HTML as text: inline markup dropped, every other tag a space, the entities the bodies use read. */
const plainText = (html: string): string =>
  html
    .replace(/<\/?(?:em|strong|sup|sub|u|code|s|span|a)\b[^>]*>/g, '').replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * An article's HTML as the text a snippet shows: inline markup dropped, every other tag a space, and
 * tables left out (a snippet from their cells or notes reads as a list of values; the article is
 * still found by them). A heading ends in a colon where it has no stop of its own, which ends a
 * sentence for FTS5, so a snippet begins with a structured abstract's first sentence rather than
 * running its label into it ("Background Weight loss…"); one that still has a heading before its
 * first mark ("Why Was This Study Done?") begins after it (headingLeftOut).
 */
export const snippetHtmlText = (html: string): string => plainText(html.replace(TABLES, ' ').replace(/<\/h[1-6]>/g, headingEnd));

/**
 * A cut snippet begun after the last heading before its first mark, where there is one: "…Why Was This
 * Study Done? Treatment for stroke is a lengthy process…" is "…Treatment for stroke is a lengthy
 * process…", and "…of the cohort. 2. Methods: We recruited 300 patients" is "…We recruited 300
 * patients". Either way without the headings' marks.
 */
function headingLeftOut(raw: string): string {
  const firstMark = raw.indexOf(MARK_OPEN);
  const heading = firstMark > 0 ? raw.lastIndexOf(HEADING_ENDS, firstMark) : -1;
  const kept = heading >= 0 ? `…${raw.slice(heading + 1).replace(/^[:\s]+/, '')}` : raw;
  return kept.replaceAll(HEADING_ENDS, '');
}

/** Markup takes room too: the HTML that holds SNIPPET_TEXT_CHARS of a body's text, as a rule. */
const SNIPPET_HTML_CHARS = SNIPPET_TEXT_CHARS * 4;

/** The characters of a body's HTML its snippet text is taken from first: one more than its head, which says whether the body goes on. */
export const BODY_HEAD_CHARS = SNIPPET_HTML_CHARS + 1;

/**
 * A body's first SNIPPET_TEXT_CHARS of text from its first BODY_HEAD_CHARS characters (the whole body
 * when it is no longer), or null when that head holds too little text and the whole body is needed.
 * A real article's body is 250 to 330 KB of HTML, and taking the text of all of it to keep the first
 * 20,000 characters cost 1.7 to 2.5 ms a snippet; its head, cut after a tag's end, gives the same
 * first characters (tags and entities end before it).
 */
export function snippetBodyTextOfHead(head: string): string | null {
  if (head.length <= SNIPPET_HTML_CHARS) return boundedText(snippetHtmlText(head));
  const text = snippetHtmlText(head.slice(0, head.lastIndexOf('>', SNIPPET_HTML_CHARS) + 1));
  return text.length > SNIPPET_TEXT_CHARS ? boundedText(text) : null;
}

/** A body's first SNIPPET_TEXT_CHARS of text, from its head when that holds enough. */
export const snippetBodyText = (bodyHtml: string): string => snippetBodyTextOfHead(bodyHtml.slice(0, BODY_HEAD_CHARS)) ?? boundedText(snippetHtmlText(bodyHtml));

/**
 * An article's long texts as its snippet shows them: the body's snippet text (snippetBodyText: the
 * body is read as the reader reads it, not as it is indexed, since a generated article's indexed text
 * leaves out its citations and tables, and both engines must show the same snippet) and its
 * references (`references_json`) cut to SNIPPET_TEXT_CHARS; '' for a text the expression does not name
 * (the caller, which reads the body only when it does, gives null for it then).
 */
export function snippetLongTexts(match: string, bodyText: string | null, referencesJson: string | null): Pick<SnippetDoc, 'fulltext' | 'references'> {
  return {
    fulltext: bodyText ?? '',
    references: namedIn(match, 'references') && referencesJson ? boundedText(referencesText(referencesJson)) : '',
  };
}

/** The references' text as a snippet reads it: one reference a line. */
const referencesText = (referencesJson: string): string => (JSON.parse(referencesJson) as { text: string }[]).map((r) => r.text).join('\n');

/** A text in pieces of at most SNIPPET_TEXT_CHARS, each cut at a space (boundedText). */
function pieces(text: string): string[] {
  const out: string[] = [];
  for (let rest = text; rest; ) {
    const piece = boundedText(rest);
    out.push(piece);
    rest = rest.slice(piece.length);
  }
  return out;
}

/**
 * An article's long texts past what snippetLongTexts gave (its body's text and its references after
 * their first SNIPPET_TEXT_CHARS), for an article whose words lie only deeper: a real article's body
 * is 150,000 characters of text, and a reader who searched for a word it uses once should see where.
 * As docs of SNIPPET_TEXT_CHARS each, the first piece of each text first: cut a piece a round
 * (deepRounds), a snippet costs the text up to its words rather than the whole. `bodyHtml` is null
 * when the expression does not name the full text.
 */
export function snippetDeepTexts(match: string, doc: SnippetDoc, bodyHtml: string | null, referencesJson: string | null): SnippetDoc[] {
  const past = (text: string) => pieces(text.slice(boundedText(text).length));
  // The tables first: their words were left out of the heads, and are nearer than the rest of a long text.
  const body = bodyHtml === null ? [] : [...pieces(snippetTablesText(bodyHtml)), ...past(snippetHtmlText(bodyHtml))];
  const references = namedIn(match, 'references') && referencesJson ? past(referencesText(referencesJson)) : [];
  return Array.from({ length: Math.max(body.length, references.length) }, (_, at) => ({ ...doc, fulltext: body[at] ?? '', references: references[at] ?? '' }));
}

/**
 * The rounds in which articles' deep texts (snippetDeepTexts) are cut: one piece of each a round,
 * leaving out each article that `found` holds by then (the caller adds each round's snippets to it).
 */
export function* deepRounds(pending: readonly SnippetDoc[][], found: ReadonlyMap<number, string>): Generator<SnippetDoc[]> {
  for (let round = 0; ; round++) {
    const docs = pending.flatMap((piecesOf) => {
      const piece = piecesOf[round];
      return piece && !found.has(piece.id) ? [piece] : [];
    });
    if (!docs.length) return;
    yield docs;
  }
}

/** Whether the expression names a long text, whose words are read only for the docs that need them. */
const namesLongText = (match: string): boolean => namedIn(match, 'fulltext') || namedIn(match, 'references');

/**
 * Where the first cut, of the short fields alone, takes its snippets: from the abstract only when the
 * long texts can still give prose (the body) to the docs whose abstract has none of the words.
 */
export const shortFieldsCut = (match: string): SnippetColumns => (namedIn(match, 'fulltext') ? 'prose' : 'any');

/**
 * The docs of a first cut (short fields only) that got no snippet and whose long texts might give
 * one: none when the expression names neither long text.
 */
export function missingFromShortFields(match: string, docs: readonly SnippetDoc[], cut: ReadonlyMap<number, string>): SnippetDoc[] {
  if (!namesLongText(match)) return [];
  return docs.filter((doc) => !cut.has(doc.id));
}

/**
 * Whether a snippet is the article's DOI where only letters of it matched ("climate" marking
 * "climatmos" of 10.5555/climatmos11080005): the DOI is shown beside the result anyway, so the snippet
 * would repeat it to no purpose. A DOI searched for (a mark on its digits) keeps its snippet.
 */
export function accidentalDoiSnippet(raw: string, doi: string): boolean {
  if (!doi || raw.replaceAll(MARK_OPEN, '').replaceAll(MARK_CLOSE, '') !== doi) return false;
  const marked = raw.split(MARK_OPEN).slice(1).map((part) => part.split(MARK_CLOSE)[0] ?? '');
  return !marked.some((part) => /\d/.test(part));
}

export class SnippetCutter {
  readonly #db: DatabaseSync;
  #statements: { insert: StatementSync; cut: StatementSync } | null = null;

  /** `db`: the connection whose temporary schema holds the table (the search's own, or an in-memory one). */
  constructor(db: DatabaseSync = new DatabaseSync(':memory:')) {
    this.#db = db;
  }

  /**
   * The snippet of each doc that has the words of `match`, by id; a doc without them gets none. Its
   * prose (PROSE_COLUMNS) first: with `from: 'prose'` only there, with 'any' from any other column
   * where the prose has none of the words.
   */
  cut(match: string, docs: readonly SnippetDoc[], from: SnippetColumns = 'any'): Map<number, string> {
    const out = new Map<number, string>();
    if (!docs.length) return out;
    const { insert, cut } = this.#prepared();
    const columns = COLUMNS.filter((column) => namedIn(match, column));
    this.#db.exec('SAVEPOINT snippets');
    try {
      // Ascending ids: FTS5 writes out its pending words whenever a row's id is lower than the last
      // one's, so the page's order (newest first) cost a segment written and merged per row.
      for (const doc of [...docs].sort((a, b) => a.id - b.id)) {
        insert.run(doc.id, ...COLUMNS.map((column) => (columns.includes(column) ? doc[column] : '')));
      }
      const dois = new Map(docs.map((doc) => [doc.id, doc.doi.replace(/\u200B/g, '')]));
      const take = (expression: string) => {
        for (const row of cut.all(expression) as { id: number; snippet: string | null }[]) {
          const raw = row.snippet && headingLeftOut(row.snippet.replace(/\u200B/g, '')).replace(/\s+/g, ' ').trim();
          if (raw && !out.has(Number(row.id)) && !accidentalDoiSnippet(raw, dois.get(Number(row.id)) ?? '')) out.set(Number(row.id), markedSnippet(raw));
        }
      };
      take(inProse(match));
      if (from === 'any' && out.size < docs.length) take(match);
    } finally {
      this.#db.exec('ROLLBACK TO snippets; RELEASE snippets');
    }
    return out;
  }

  #prepared() {
    if (!this.#statements) {
      this.#db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.snippet_docs USING fts5(
        ${COLUMNS.map((column) => `"${column}"`).join(', ')}, tokenize = 'porter unicode61 remove_diacritics 2')`);
      this.#statements = {
        insert: this.#db.prepare(`INSERT INTO temp.snippet_docs (rowid, ${COLUMNS.map((column) => `"${column}"`).join(', ')}) VALUES (?${', ?'.repeat(COLUMNS.length)})`),
        cut: this.#db.prepare(`SELECT rowid AS id, snippet(snippet_docs, -1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', ${SNIPPET_WORDS}) AS snippet FROM temp.snippet_docs WHERE snippet_docs MATCH ?`),
      };
    }
    return this.#statements;
  }
}
