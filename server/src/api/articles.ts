// Article pages and volume/issue listings: /{issn}/{volume}[/{issue}[/{identifier}]] on the site.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Store } from '../store/store.ts';
import { httpError, identifierSchema, issnSchema, parseInput, volumeSchema } from './validation.ts';

const volumeParams = z.object({ issn: issnSchema, volume: volumeSchema });
const issueParams = volumeParams.extend({ issue: volumeSchema });
const articleParams = issueParams.extend({ identifier: identifierSchema });

export async function articlesApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const { store } = opts;

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
    return article;
  });
}
