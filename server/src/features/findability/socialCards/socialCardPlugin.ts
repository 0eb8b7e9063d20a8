// /journal/{slug}/card.png: the journal's sharing image, named by the journal pages' og:image
// (contracts site/socialCards.ts). Made on the first request and kept until the catalogue changes.
// /favicon.ico: the site's icon for clients that ask for it by that name.
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../../platform/http/httpError.ts';
import type { CatalogueReader } from '../../../catalogue/catalogueReader.ts';
import { journalCardPng, siteIconPng } from './journalCard.ts';
import { LRUCache } from 'lru-cache';

export async function socialCardPlugin(app: FastifyInstance, options: { catalogue: CatalogueReader; publisherName: string }): Promise<void> {
  // The least recently asked go first once it is full.
  const kept = new LRUCache<string, Promise<Buffer>>({ max: 500 });
  app.get<{ Params: { slug: string } }>('/journal/:slug/card.png', async (request, reply) => {
    const journal = await options.catalogue.journal(request.params.slug);
    if (!journal) throw httpError(404, `There is no journal "${request.params.slug}".`);
    const key = `${await options.catalogue.stamp()} ${journal.nameSystem}`;
    let png = kept.get(key);
    if (!png) {
      png = journalCardPng(journal, options.publisherName);
      kept.set(key, png);
      png.catch(() => {
        if (kept.peek(key) === png) kept.delete(key);
      });
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(await png);
  });

  let icon: Promise<Buffer | null> | null = null;
  app.get('/favicon.ico', async (_request, reply) => {
    icon ??= siteIconPng();
    const png = await icon;
    if (!png) throw httpError(404, 'The site has no icon.');
    // PNG bytes under the .ico name: every browser reads the image by its bytes.
    return reply.type('image/png').header('cache-control', 'public, max-age=604800').send(png);
  });
}
