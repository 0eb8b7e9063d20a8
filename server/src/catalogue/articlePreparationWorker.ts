// The worker thread of articlePreparationPool.ts: an article's page text from its JATS (a parse of up
// to a few seconds for a long article) and its citation styles (citation-js), made here so the server's
// event loop keeps answering other readers meanwhile. Pure: the article comes in, the prepared parts go
// out; reading and keeping rows stays on the main thread.
import type { Article, ArticleCitationStyles } from '@oap/contracts/api/articles.ts';
import { citationStyles } from './articles/citationFormats.ts';
import type { CitableArticle } from './articles/exportFormats.ts';
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

/**
 * A short article the thread prepares when it starts, and throws away: the first preparation in a
 * process pays for compiling the citation styles (about 1.7 s here) and the parser's first run, and a
 * newly published article's first reader (or the page a publish purges from the shared cache) should not.
 */
const WARM_UP_XML = `<article article-type="research-article"><front><article-meta><article-id pub-id-type="doi">10.5555/warm-up</article-id>
<title-group><article-title>Warm-up</article-title></title-group><abstract><p>Abstract.</p></abstract></article-meta></front>
<body><sec><title>Results</title><p>Text <xref ref-type="bibr" rid="r1">1</xref>.</p></sec></body>
<back><ref-list><ref id="r1"><mixed-citation>Author A. Title. <source>Journal</source>. 2020;1:1.</mixed-citation></ref></ref-list></back></article>`;
const WARM_UP_ARTICLE: CitableArticle = {
  id: 0, title: 'Warm-up', doi: '10.5555/warm-up', path: '/', publishedAt: '2026-01-01', abstractHtml: '<p>Abstract.</p>', keywords: [],
  authorDetails: [{ name: 'Ada Author', givenNames: 'Ada', surname: 'Author', orcid: null, affiliations: [], corresponding: false }],
  journal: { nameSystem: 'warm-up', name: 'Warm-up', abbreviation: 'Warm-up', issn: '0000-0000' }, volume: '1', issue: '1', identifier: '1',
  license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
};

/** The thread's task: `null` warms it up (its modules loaded, a first article prepared), so the first real article does not wait for that. */
export default function run(task: PreparationTask | null): PreparationResult | null {
  if (task) return prepareArticle(task);
  prepareText({ xml: WARM_UP_XML, assets: [], abstractHtml: '', bodyHtml: '', references: [], reviewReports: [] });
  citationStyles(WARM_UP_ARTICLE);
  return null;
}
