// An article's page text, prepared once and kept (table article_prepared, migration 090): imported
// articles from their JATS (catalogue/jats/jats.ts: MathML, tables, figures, back matter, references with their
// anchors), generated ones from the HTML the generator wrote (which is ours: escaped text, four tags).
// What is kept is shown as it is: a page render parses and sanitises nothing again.
import type { ArticleContentsEntry, ArticleHistoryEvent, ArticleReference, ReviewReport } from '@oap/contracts/api/articles.ts';
import { parseJats } from './jats/jats.ts';
import { articleFilesOf } from './publishing/assetLinks.ts';
import type { StoredAsset } from './publishing/assets.ts';

/** Bump when the preparation's output changes: kept rows of another version are made again on their next read. */
export const PREPARATION_VERSION = 8;

export interface PreparedText {
  abstractHtml: string;
  bodyHtml: string;
  contents: ArticleContentsEntry[];
  references: ArticleReference[];
  reviewReports: ReviewReport[];
  /** Correspondence addresses by author position, when the source gives them. */
  emails: (string | null)[];
  /** The version and earlier events the XML declares (none without XML). */
  declaredVersion: string | null;
  publicationHistory: ArticleHistoryEvent[];
}

export interface StoredText {
  xml: string | null;
  /** The files stored with an imported article: its figures show their images. */
  assets?: readonly StoredAsset[];
  abstractHtml: string;
  bodyHtml: string;
  references: ArticleReference[];
  reviewReports: ReviewReport[];
}

const decode = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** The top-level sections of HTML written by the JATS import or the generator: `<section id="…"><h2>…</h2>`. */
export function contentsOf(bodyHtml: string): ArticleContentsEntry[] {
  return [...bodyHtml.matchAll(/<section id="([^"]+)"[^>]*><h2>([\s\S]*?)<\/h2>/g)].map((match) => ({ id: match[1] ?? '', label: decode(match[2] ?? '') }));
}

export function prepareText(stored: StoredText): PreparedText {
  if (stored.xml) {
    try {
      const parsed = parseJats(stored.xml, { files: articleFilesOf(stored.assets ?? []) });
      return {
        abstractHtml: parsed.abstractHtml,
        bodyHtml: parsed.bodyHtml,
        contents: parsed.contents,
        references: parsed.references,
        reviewReports: parsed.reviewReports,
        emails: parsed.authors.map((author) => author.email ?? null),
        declaredVersion: parsed.declaredVersion,
        publicationHistory: parsed.publicationHistory,
      };
    } catch {
      // The import parsed this XML once; if it no longer does, the stored record is still shown.
    }
  }
  return {
    abstractHtml: stored.abstractHtml,
    bodyHtml: stored.bodyHtml,
    contents: contentsOf(stored.bodyHtml),
    references: stored.references,
    reviewReports: stored.reviewReports,
    emails: [],
    declaredVersion: null,
    publicationHistory: [],
  };
}

const STOP_WORDS = new Set('about above after again against among and are based between both but can could did does during each from further have having here how into its more most new not only other over same should some such than that the their them then there these they this those through under until using very was were what when where which while who whom why will with within would your study analysis effect effects role'.split(' '));

/**
 * The FTS5 query for articles like this one: its keywords as phrases and the distinctive words of its
 * title, any of them (bm25 ranks the articles sharing the most, and the rarest, first).
 */
export function relatedQuery(title: string, keywords: string[]): string | null {
  const terms: string[] = [];
  const add = (term: string) => {
    const clean = term.replace(/["*^:()]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
    if (clean.length >= 4 && !STOP_WORDS.has(clean) && !terms.includes(clean) && terms.length < 16) terms.push(clean);
  };
  for (const keyword of keywords.slice(0, 8)) add(keyword);
  for (const word of title.split(/[^\p{L}\p{N}-]+/u)) add(word);
  return terms.length ? terms.map((term) => `"${term}"`).join(' OR ') : null;
}
