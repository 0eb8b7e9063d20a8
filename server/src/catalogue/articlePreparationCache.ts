// Prepared article text kept in memory too: a render of an article page read the kept row
// (the body, ~70 KB for the eLife article), parsed its JSON and serialised all of it into the API
// answer again, every time. Here the parts that change only when the article is prepared again are
// kept per article, parsed and already serialised, so an answer is the small record (its counts
// change with every view) joined to that JSON. Bounded in bytes (least recently read out first);
// entries name the catalogue and preparation version they were made for, and another is a miss.
import { LRUCache } from 'lru-cache';
import type { ArticleCitationStyles, ArticleContentsEntry, ArticleDetail, ArticleHistoryEvent, ArticleReference, ReviewReport } from '@oap/contracts/api/articles.ts';
import type { PreparationResult } from './articlePreparationWorker.ts';

/** What is kept beside the prepared HTML (article_prepared.detail_json). */
export interface PreparedDetail {
  contents: ArticleContentsEntry[];
  references: ArticleReference[];
  reviewReports: ReviewReport[];
  emails: (string | null)[];
  citationStyles: ArticleCitationStyles;
  declaredVersion: string | null;
  publicationHistory: ArticleHistoryEvent[];
  relatedIds: number[];
  /** The catalogue's last publishing when they were found (absent: before any, as for a seeded catalogue). */
  relatedOf?: string;
}

/** The related articles of an article, and the catalogue's last publishing they were found against. */
export interface RelatedList {
  relatedIds: number[];
  relatedOf: string;
}

/** What is kept of a preparation beside the page's text, with the related articles found for it. */
export const preparedDetailOf = (prepared: PreparationResult, related: RelatedList): PreparedDetail => ({
  contents: prepared.text.contents,
  references: prepared.text.references,
  reviewReports: prepared.text.reviewReports,
  emails: prepared.text.emails,
  citationStyles: prepared.citationStyles,
  declaredVersion: prepared.text.declaredVersion,
  publicationHistory: prepared.text.publicationHistory,
  ...related,
});

/** The fields of an article's answer that come from its preparation. */
export type PreparedFields = Pick<ArticleDetail, 'abstractHtml' | 'bodyHtml' | 'references' | 'reviewReports' | 'contents' | 'citationStyles' | 'declaredVersion' | 'publicationHistory'>;

export interface KeptArticle {
  /** Catalogue stamp and preparation version it was made for. */
  stamp: string;
  fields: PreparedFields;
  emails: (string | null)[];
  relatedIds: number[];
  relatedOf: string;
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
      declaredVersion: detail.declaredVersion,
      publicationHistory: detail.publicationHistory,
    };
    const entry: KeptArticle = { stamp, fields, emails: detail.emails, relatedIds: detail.relatedIds, relatedOf: detail.relatedOf ?? '', json: JSON.stringify(fields) };
    this.entries.set(articleId, entry);
    return entry;
  }
}

/**
 * The related articles of a kept preparation as the catalogue is now. A preparation is kept until the
 * article changes, but every publishing may bring an article more alike than those found: the list is
 * found again once the catalogue has been published to since (`publishedAt`), and kept again, in
 * memory at once and through `keep` in the shared row. Each server copy does this at most once per
 * article and publishing; two readers at once may both find it, with the same result.
 */
export async function currentRelated(
  kept: KeptArticle,
  publishedAt: string,
  find: () => Promise<number[]> | number[],
  keep: (detail: PreparedDetail) => Promise<void> | void,
): Promise<number[]> {
  if (kept.relatedOf === publishedAt) return kept.relatedIds;
  kept.relatedIds = await find();
  kept.relatedOf = publishedAt;
  const { fields, emails, relatedIds, relatedOf } = kept;
  const { contents, references, reviewReports, citationStyles, declaredVersion, publicationHistory } = fields;
  await keep({ contents, references, reviewReports, emails, citationStyles, declaredVersion: declaredVersion ?? null, publicationHistory: publicationHistory ?? [], relatedIds, relatedOf });
  return relatedIds;
}

/** An answer's JSON: `record` (an object, serialised now) with the kept fields' JSON joined in. */
export function joinedJson(record: object, kept: KeptArticle): string {
  const head = JSON.stringify(record);
  return head === '{}' ? kept.json : `${head.slice(0, -1)},${kept.json.slice(1)}`;
}
