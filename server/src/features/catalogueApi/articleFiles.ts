// The files of an article page's suffixes (spec 2.6): /xml (its JATS), /pdf-vor and /pdf-with-cover
// (made once and kept), and the Cite box's downloads. One handler each, used by the API
// (/api/articles/…) and by the page addresses themselves (articleFilesPlugin.ts). A file counts as a
// download (COUNTER), robots excepted.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CitationFileFormat } from '@oap/contracts/api/articles.ts';
import type { ArticleLocator, Store } from '../../catalogue/store.ts';
import type { ArticlePdfKind } from '../../catalogue/articles/pdf/articlePdf.ts';
import { isRobot, readerOf } from './articlesUsage.ts';
import { citationFile } from '../../catalogue/articles/citationFormats.ts';
import { surrogateKey } from '../../platform/cache/purge.ts';
import { showKeys } from '../../platform/cache/surrogateKeys.ts';
import { fileDisposition } from '../../platform/http/attachment.ts';

export type ArticleFileKind = 'xml' | ArticlePdfKind;

/** Sends the file, or returns false when there is no such article (the caller answers 404). */
export async function sendArticleFile(store: Store, locator: ArticleLocator, kind: ArticleFileKind, request: FastifyRequest, reply: FastifyReply, now: number): Promise<boolean> {
  const countDownload = (articleId: number) => {
    if (!isRobot(request.headers['user-agent'])) store.articles.recordUsage('download', articleId, readerOf(request), now);
  };
  if (kind === 'xml') {
    const found = await store.articles.jatsXml(locator);
    if (!found) return false;
    countDownload(found.articleId);
    showKeys(reply, [surrogateKey.article(found.articleId)]);
    await reply.header('content-type', 'application/xml; charset=utf-8').send(found.xml);
    return true;
  }
  const article = await store.articles.byLocator(locator);
  if (!article) return false;
  const pdf = await store.articles.articleFile(article.id, kind, async () => {
    // Loaded on the first PDF made (pdfkit and jsdom): most server processes never make one, and
    // every start would pay for loading them.
    const { renderArticlePdf } = await import('../../catalogue/articles/pdf/articlePdf.ts');
    return renderArticlePdf(article, kind, (hash) => store.articles.storedFile(hash));
  });
  countDownload(article.id);
  showKeys(reply, [surrogateKey.article(article.id)]);
  const name = `${article.doi.replace(/[^A-Za-z0-9.-]+/g, '_')}${kind === 'pdf-with-cover' ? '-cover' : ''}.pdf`;
  await reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', fileDisposition(name, 'inline'))
    .header('cache-control', 'public, max-age=3600')
    .send(Buffer.from(pdf));
  return true;
}

export async function sendCitationFile(store: Store, locator: ArticleLocator, format: CitationFileFormat, reply: FastifyReply, siteUrl: string): Promise<boolean> {
  const article = await store.articles.byLocator(locator);
  if (!article) return false;
  const file = citationFile(article, format, siteUrl);
  showKeys(reply, [surrogateKey.article(article.id)]);
  await reply.header('content-type', file.contentType).header('content-disposition', fileDisposition(file.fileName)).send(file.body);
  return true;
}
