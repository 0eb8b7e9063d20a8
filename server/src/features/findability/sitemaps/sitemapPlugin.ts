// Sitemaps (sitemaps.org protocol 0.9):
//   /sitemap.xml                        the index: the site's pages, then each journal's articles
//   /sitemaps/pages.xml                 information pages, journal homes and their pages, special issues
//   /sitemaps/journals/{slug}/{n}.xml   a journal's articles with lastmod, 50,000 to a file (n from 1)
// Written as they are read (a million articles never sit in memory), compressed once, and kept until
// the catalogue changes (its stamp: re-seeded, or articles added), so crawlers get cached bytes.
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../../platform/http/httpError.ts';
import { preferredEncoding } from '../../../platform/http/contentEncoding.ts';
import type { CatalogueReader } from '../../../catalogue/catalogueReader.ts';
import { SitemapCache } from './sitemapCache.ts';
import { activeRoutesOf } from '../robots/robotsPlugin.ts';
import { indexEntries, journalUrlSet, pagesUrlSet, URLS_PER_SITEMAP } from './sitemapDocuments.ts';

export interface SitemapOptions {
  catalogue: CatalogueReader;
  publicUrl: string;
  /** URLs in one sitemap file: the protocol's 50,000 (smaller in tests, to see a journal split). */
  urlsPerSitemap?: number;
}

export async function sitemapPlugin(app: FastifyInstance, options: SitemapOptions): Promise<void> {
  const cache = new SitemapCache();
  const { catalogue, publicUrl } = options;
  const perFile = options.urlsPerSitemap ?? URLS_PER_SITEMAP;

  /** Kept bytes, as gzip to a crawler that takes it, else as text. */
  const send = (reply: FastifyReply, bytes: Buffer, gzipOk: boolean) => (gzipOk ? reply.header('content-encoding', 'gzip').send(bytes) : reply.send(gunzipSync(bytes)));

  /** Sends a document: the cached gzip bytes, or the writer's output streamed (and kept once complete). */
  const serve = async (request: FastifyRequest, reply: FastifyReply, key: string, write: () => AsyncIterable<string>) => {
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Encoding');
    const stamped = `${await catalogue.stamp()}\n${key}`;
    const gzipOk = preferredEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip';
    const cached = cache.get(stamped);
    if (cached) return send(reply, cached, gzipOk);
    const writing = cache.inProgress(stamped);
    if (writing) return send(reply, await writing, gzipOk);
    const { stream, encoding } = cache.streamAndKeep(stamped, write(), gzipOk);
    if (encoding === 'gzip') void reply.header('content-encoding', 'gzip');
    return reply.send(stream as Readable);
  };

  app.get('/sitemap.xml', (request, reply) => serve(request, reply, 'index', () => indexEntries(catalogue, publicUrl, perFile)));
  // Its site pages are the promoted builds' routes: kept per set of builds as per catalogue.
  const routes = activeRoutesOf(app);
  app.get('/sitemaps/pages.xml', (request, reply) => {
    const active = routes();
    return serve(request, reply, `pages ${active.stamp}`, () => pagesUrlSet(catalogue, publicUrl, active.pages));
  });
  app.get<{ Params: { slug: string; part: string } }>('/sitemaps/journals/:slug/:part', async (request, reply) => {
    const journal = await catalogue.journal(request.params.slug);
    const part = /^(\d{1,4})\.xml$/.exec(request.params.part);
    const totals = journal ? (await catalogue.journalTotals()).get(journal.id) : undefined;
    const number = part ? Number(part[1]) : 0;
    if (!journal || !totals || number < 1 || number > Math.max(1, Math.ceil(totals.count / perFile))) {
      throw httpError(404, `There is no sitemap ${request.url}.`);
    }
    return serve(request, reply, `journal:${journal.nameSystem}:${number}`, () => journalUrlSet(catalogue, publicUrl, journal, number, perFile));
  });
}
