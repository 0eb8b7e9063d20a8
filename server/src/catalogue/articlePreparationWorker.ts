// The worker thread of articlePreparationPool.ts: an article's page text from its JATS (a parse of up
// to a few seconds for a long article) and its citation styles (citation-js), made here so the server's
// event loop keeps answering other readers meanwhile. Pure: the article comes in, the prepared parts go
// out; reading and keeping rows stays on the main thread.
import type { Article, ArticleCitationStyles } from '@oap/contracts/api/articles.ts';
import { citationStyles } from './articles/citationFormats.ts';
import { prepareText, type PreparedText } from './articlePreparation.ts';
import type { StoredAsset } from './publishing/assets.ts';

export interface PreparationTask {
  article: Article;
  xml: string | null;
  /** The files the import stored with it (its figures' images). */
  assets?: StoredAsset[];
}

export interface PreparationResult {
  text: PreparedText;
  citationStyles: ArticleCitationStyles;
}

export function prepareArticle({ article, xml, assets }: PreparationTask): PreparationResult {
  const text = prepareText({ xml, assets: assets ?? [], abstractHtml: article.abstractHtml, bodyHtml: article.bodyHtml, references: article.references, reviewReports: article.reviewReports });
  return { text, citationStyles: citationStyles(article) };
}

/** The thread's task: `null` only loads this module (the JATS parser, citation-js), so the first article does not wait for it. */
export default function run(task: PreparationTask | null): PreparationResult | null {
  return task ? prepareArticle(task) : null;
}
