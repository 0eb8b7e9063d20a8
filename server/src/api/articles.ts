// Article pages and volume/issue listings: /{issn}/{volume}[/{issue}[/{identifier}]] on the site.
// Reading an article counts a view and its JATS XML a download, after COUNTER release 5 (see
// store/usageCounter.ts): robots are not counted, and a reader counts once per session.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Store } from '../store/store.ts';
import '../ssr/pageUsage.ts';
import { articleParamsSchema, issueParamsSchema, volumeParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import { httpError, parseInput } from './validation.ts';
import { clientOf } from '../limits/rateLimiter.ts';

/**
 * Robots and tools are not usage: isbot's patterns (a superset of the COUNTER robots list's common
 * ones, kept up to date by its maintainers). A request without a user agent is not counted either.
 */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * The COUNTER "user" for a site without accounts in the request: a hash of the client address (nothing
 * personal is stored), an IPv6 one by its /64 as the rate limits count it. The user agent is
 * deliberately left out: a script could otherwise add a view per invented browser.
 */
export function readerOf(request: FastifyRequest): string {
  return createHash('sha256').update(`counter\n${clientOf(request)}`).digest('base64url').slice(0, 22);
}

export async function articlesApi(app: FastifyInstance, opts: { store: Store; now?: () => number }): Promise<void> {
  const { store } = opts;
  const now = opts.now ?? Date.now;

  app.get('/articles/:issn/:volume', async (request) => {
    const { issn, volume } = parseInput(volumeParamsSchema, request.params, 'volume path');
    const listing = await store.articles.issueListing(issn, volume, null);
    if (!listing) throw httpError(404, `Volume not found: ${issn} volume ${volume}`);
    return listing;
  });

  app.get('/articles/:issn/:volume/:issue', async (request) => {
    const { issn, volume, issue } = parseInput(issueParamsSchema, request.params, 'issue path');
    const listing = await store.articles.issueListing(issn, volume, issue);
    if (!listing) throw httpError(404, `Issue not found: ${issn} volume ${volume} issue ${issue}`);
    return listing;
  });

  app.get('/articles/:issn/:volume/:issue/:identifier', async (request) => {
    const locator = parseInput(articleParamsSchema, request.params, 'article path');
    const article = await store.articles.byLocator(locator);
    if (!article) throw httpError(404, 'Article not found');
    if (!isRobot(request.headers['user-agent']) && store.articles.recordUsage('view', article.id, readerOf(request), now())) {
      article.views += 1;
    }
    return article;
  });

  // A view of an article page the server sent from its cache (the page's loader did not run for it).
  if (app.hasDecorator('pageUsage')) {
    app.pageUsage.article = (params, request) => {
      const parsed = articleParamsSchema.safeParse(params);
      if (!parsed.success || isRobot(request.headers['user-agent'])) return;
      void store.articles.articleId(parsed.data).then((id) => {
        if (id !== null) store.articles.recordUsage('view', id, readerOf(request), now());
      });
    };
  }

  app.get('/articles/:issn/:volume/:issue/:identifier/xml', async (request, reply) => {
    const locator = parseInput(articleParamsSchema, request.params, 'article path');
    const found = await store.articles.jatsXml(locator);
    if (!found) throw httpError(404, 'Article not found');
    if (!isRobot(request.headers['user-agent'])) store.articles.recordUsage('download', found.articleId, readerOf(request), now());
    void reply.header('content-type', 'application/xml; charset=utf-8');
    return found.xml;
  });
}
