// Article pages and volume/issue listings: /{issn}/{volume}[/{issue}[/{identifier}]] on the site.
// Reading an article counts a view and its JATS XML a download, after COUNTER release 5 (see
// catalogue/articles/usageCounter.ts): robots are not counted, and a reader counts once per session.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from '../../catalogue/store.ts';
import type { ArticleViewCounter } from './pageUsage.ts';
import { articleParamsSchema, issueParamsSchema, volumeParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import { citationFileFormats, type CitationFileFormat, type IssueListing } from '@oap/contracts/api/articles.ts';
import { httpError, parseInput } from '../../platform/http/validation.ts';
import { isRobot, readerOf } from './articlesUsage.ts';
import { sendArticleFile, sendCitationFile } from './articleFiles.ts';
import { surrogateKey } from '../../platform/cache/purge.ts';
import { showKeys } from '../../platform/cache/surrogateKeys.ts';

export { isRobot, readerOf } from './articlesUsage.ts';

/** Names what a table of contents shows (or, when there is none, the lists that would show it), and gives the listing a reader gets. */
function shownListing(reply: FastifyReply, found: Awaited<ReturnType<Store['articles']['issueListing']>>): IssueListing | null {
  if (!found) {
    showKeys(reply, [surrogateKey.catalogueLists]);
    return null;
  }
  const { issueIds, ...listing } = found;
  showKeys(reply, [surrogateKey.journal(listing.journal.nameSystem), ...issueIds.map(surrogateKey.issue)]);
  return listing;
}

/**
 * Counts a view of the article at these route parameters by this request's reader (robots aside):
 * for the view include a shared cache fetches, and for a page the server sends from its own page
 * cache, whose loader does not run (given to the page plugin as its `countArticleView`).
 */
export function articleViewCounter(store: Store, now: () => number = Date.now): ArticleViewCounter {
  return async (params, request) => {
    const parsed = articleParamsSchema.safeParse(params);
    if (!parsed.success || isRobot(request.headers['user-agent'])) return;
    const id = await store.articles.articleId(parsed.data);
    if (id !== null) store.articles.recordUsage('view', id, readerOf(request), now());
  };
}

export async function articlesApi(app: FastifyInstance, opts: { store: Store; now?: () => number; publicUrl?: string }): Promise<void> {
  const { store } = opts;
  const now = opts.now ?? Date.now;

  // A volume's or an issue's table of contents shows its issues and is a list of its journal's: a
  // publish into it purges both keys. What is not there yet is what the catalogue does not list yet:
  // its lists' key.
  app.get('/articles/:issn/:volume', async (request, reply) => {
    const { issn, volume } = parseInput(volumeParamsSchema, request.params, 'volume path');
    const listing = shownListing(reply, await store.articles.issueListing(issn, volume, null));
    if (!listing) throw httpError(404, `Volume not found: ${issn} volume ${volume}`);
    return listing;
  });

  app.get('/articles/:issn/:volume/:issue', async (request, reply) => {
    const { issn, volume, issue } = parseInput(issueParamsSchema, request.params, 'issue path');
    const listing = shownListing(reply, await store.articles.issueListing(issn, volume, issue));
    if (!listing) throw httpError(404, `Issue not found: ${issn} volume ${volume} issue ${issue}`);
    return listing;
  });

  app.get('/articles/:issn/:volume/:issue/:identifier', async (request, reply) => {
    const locator = parseInput(articleParamsSchema, request.params, 'article path');
    const answer = await store.articles.answerByLocator(locator);
    // An article not published yet is purged with the lists its publish purges.
    showKeys(reply, [answer ? surrogateKey.article(answer.record.id) : surrogateKey.catalogueLists]);
    if (!answer) throw httpError(404, 'Article not found');
    if (!isRobot(request.headers['user-agent']) && store.articles.recordUsage('view', answer.record.id, readerOf(request), now())) {
      answer.record.views += 1;
    }
    // The article's text was serialised once, when first read (catalogue/articlePreparationCache.ts).
    return reply.type('application/json; charset=utf-8').send(answer.json());
  });

  const countView = articleViewCounter(store, now);

  // A view of an article page a shared cache served: the page's include (platform/cache/viewIncludes.ts),
  // fetched by the cache for each reader. Empty, and never kept.
  app.get('/articles/:issn/:volume/:issue/:identifier/view', async (request, reply) => {
    await countView(request.params as Record<string, string | undefined>, request);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send('');
  });

  for (const kind of ['xml', 'pdf-vor', 'pdf-with-cover'] as const) {
    app.get(`/articles/:issn/:volume/:issue/:identifier/${kind}`, async (request, reply) => {
      const locator = parseInput(articleParamsSchema, request.params, 'article path');
      if (!(await sendArticleFile(store, locator, kind, request, reply, now()))) throw httpError(404, 'Article not found');
      return reply;
    });
  }

  // The Cite box's downloads: RIS, BibTeX and EndNote, made by citation-js on the server.
  app.get('/articles/:issn/:volume/:issue/:identifier/citation/:format', async (request, reply) => {
    const { format, ...params } = request.params as Record<string, string>;
    const locator = parseInput(articleParamsSchema, params, 'article path');
    if (!citationFileFormats.some((entry) => entry.id === format)) throw httpError(400, `Invalid citation format: ${format} (ris, bibtex or endnote)`);
    const siteUrl = opts.publicUrl ?? `${request.protocol}://${request.host}`;
    if (!(await sendCitationFile(store, locator, format as CitationFileFormat, reply, siteUrl))) throw httpError(404, 'Article not found');
    return reply;
  });
}
