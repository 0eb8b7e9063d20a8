// Site-wide lookups of the pages outside /journal/{slug} that name a record by id: a news item
// (/news/{id}) and a topic (/topics/{identifier}). An id that names nothing is a 404 with a message a
// reader can act on, so the page's loader can answer the page with a real 404.
import type { FastifyInstance } from 'fastify';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { TopicDetail } from '@oap/contracts/api/journals.ts';
import { numericIdParamsSchema, topicParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import type { Store } from '../../catalogue/store.ts';
import { httpError, parseLookup } from '../../platform/http/validation.ts';

export async function newsAndTopicsApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const { store } = opts;
  const rawParam = (params: unknown, key: string) => String((params as Record<string, unknown> | null)?.[key]);

  // Any item of the site's news: the publisher's own and the journals' (the newsroom shows both;
  // `journal` says whose it is).
  app.get('/news/:id', async (request): Promise<NewsItem> => {
    const message = `News item not found: ${rawParam(request.params, 'id')}`;
    const { id } = parseLookup(numericIdParamsSchema, request.params, message);
    const item = await store.journals.newsItem(Number(id));
    if (!item) throw httpError(404, message);
    return item;
  });

  app.get('/topics/:identifier', async (request): Promise<TopicDetail> => {
    const message = `Topic not found: ${rawParam(request.params, 'identifier')}`;
    const { identifier } = parseLookup(topicParamsSchema, request.params, message);
    const topic = await store.journals.topic(identifier);
    if (!topic) throw httpError(404, message);
    return topic;
  });
}
