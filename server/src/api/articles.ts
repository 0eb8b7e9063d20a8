// Article pages and volume/issue listings: /{issn}/{volume}[/{issue}[/{identifier}]] on the site.
// Reading an article counts a view (COUNTER: robots are not counted, a reader's repeat within 30 s
// counts once); its JATS XML counts a download.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Store } from '../store/store.ts';
import { httpError, identifierSchema, issnSchema, parseInput, volumeSchema } from './validation.ts';

const volumeParams = z.object({ issn: issnSchema, volume: volumeSchema });
const issueParams = volumeParams.extend({ issue: volumeSchema });
const articleParams = issueParams.extend({ identifier: identifierSchema });

/**
 * User agents of robots and tools, after the COUNTER robots list (its common patterns): their
 * requests are not usage. A request without a user agent is not counted either.
 */
export const ROBOT_USER_AGENT =
  /bot\b|bot[/_-]|crawl|spider|slurp|archiver|indexer|scraper|fetcher|curl\/|wget|python-requests|python-urllib|aiohttp|httpclient|java\/|libwww|scrapy|go-http-client|okhttp|node-fetch|axios|undici|headless|phantomjs|lighthouse|pingdom|uptime|monitor|facebookexternalhit|feedfetcher|mediapartners|bingpreview|lightmyrequest/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || ROBOT_USER_AGENT.test(userAgent);
}

/** The COUNTER "user": a hash of IP address and user agent (nothing personal is stored). */
export function readerOf(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22);
}

export async function articlesApi(app: FastifyInstance, opts: { store: Store; now?: () => number }): Promise<void> {
  const { store } = opts;
  const now = opts.now ?? Date.now;

  app.get('/articles/:issn/:volume', async (request) => {
    const { issn, volume } = parseInput(volumeParams, request.params, 'volume path');
    const listing = await store.articles.issueListing(issn, volume, null);
    if (!listing) throw httpError(404, `Volume not found: ${issn} volume ${volume}`);
    return listing;
  });

  app.get('/articles/:issn/:volume/:issue', async (request) => {
    const { issn, volume, issue } = parseInput(issueParams, request.params, 'issue path');
    const listing = await store.articles.issueListing(issn, volume, issue);
    if (!listing) throw httpError(404, `Issue not found: ${issn} volume ${volume} issue ${issue}`);
    return listing;
  });

  app.get('/articles/:issn/:volume/:issue/:identifier', async (request) => {
    const locator = parseInput(articleParams, request.params, 'article path');
    const article = await store.articles.byLocator(locator);
    if (!article) throw httpError(404, 'Article not found');
    if (!isRobot(request.headers['user-agent']) && (await store.articles.recordView(article.id, readerOf(request), now()))) {
      article.views += 1;
    }
    return article;
  });

  app.get('/articles/:issn/:volume/:issue/:identifier/xml', async (request, reply) => {
    const locator = parseInput(articleParams, request.params, 'article path');
    const found = await store.articles.jatsXml(locator);
    if (!found) throw httpError(404, 'Article not found');
    if (!isRobot(request.headers['user-agent'])) await store.articles.recordDownload(found.articleId);
    void reply.header('content-type', 'application/xml; charset=utf-8');
    return found.xml;
  });
}
