// Prepared article text kept in memory too: a render of an article page read the kept row
// (the body, ~70 KB for the eLife article), parsed its JSON and serialised all of it into the API
// answer again, every time. Here the parts that change only when the article is prepared again are
// kept per article, parsed and already serialised, so an answer is the small record (its counts
// change with every view) joined to that JSON. Bounded in bytes (least recently read out first);
// entries name the catalogue and preparation version they were made for, and another is a miss.
import { LRUCache } from 'lru-cache';
import type { ArticleCitationStyles, ArticleContentsEntry, ArticleDetail, ArticleReference, ReviewReport } from '@oap/contracts/api/articles.ts';
import type { PreparationResult } from './articlePreparationWorker.ts';

/** What is kept beside the prepared HTML (article_prepared.detail_json). */
export interface PreparedDetail {
  contents: ArticleContentsEntry[];
  references: ArticleReference[];
  reviewReports: ReviewReport[];
  emails: (string | null)[];
  citationStyles: ArticleCitationStyles;
  relatedIds: number[];
}

/** What is kept of a preparation beside the page's text, with the related articles found for it. */
export const preparedDetailOf = (prepared: PreparationResult, relatedIds: number[]): PreparedDetail => ({
  contents: prepared.text.contents,
  references: prepared.text.references,
  reviewReports: prepared.text.reviewReports,
  emails: prepared.text.emails,
  citationStyles: prepared.citationStyles,
  relatedIds,
});

/** The fields of an article's answer that come from its preparation. */
export type PreparedFields = Pick<ArticleDetail, 'abstractHtml' | 'bodyHtml' | 'references' | 'reviewReports' | 'contents' | 'citationStyles'>;

export interface KeptArticle {
  /** Catalogue stamp and preparation version it was made for. */
  stamp: string;
  fields: PreparedFields;
  emails: (string | null)[];
  relatedIds: number[];
  /** `fields` as JSON, made once. */
  json: string;
}

const MAX_BYTES = 48 * 1024 * 1024;

export class PreparedArticleCache {
  private readonly entries = new LRUCache<number, KeptArticle>({
    maxSize: MAX_BYTES,
    // JSON's length in UTF-16 units, twice for the strings parsed from it: about what it holds.
    sizeCalculation: (entry) => Math.max(1, entry.json.length * 4),
  });

  get(articleId: number, stamp: string): KeptArticle | undefined {
    const entry = this.entries.get(articleId);
    return entry?.stamp === stamp ? entry : undefined;
  }

  keep(articleId: number, stamp: string, abstractHtml: string, bodyHtml: string, detail: PreparedDetail): KeptArticle {
    const fields: PreparedFields = {
      abstractHtml,
      bodyHtml,
      references: detail.references,
      reviewReports: detail.reviewReports,
      contents: detail.contents,
      citationStyles: detail.citationStyles,
    };
    const entry: KeptArticle = { stamp, fields, emails: detail.emails, relatedIds: detail.relatedIds, json: JSON.stringify(fields) };
    this.entries.set(articleId, entry);
    return entry;
  }
}

/** An answer's JSON: `record` (an object, serialised now) with the kept fields' JSON joined in. */
export function joinedJson(record: object, kept: KeptArticle): string {
  const head = JSON.stringify(record);
  return head === '{}' ? kept.json : `${head.slice(0, -1)},${kept.json.slice(1)}`;
}
