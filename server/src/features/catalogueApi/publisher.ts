// The publisher's own lists, across journals, behind the home page and the information pages:
// GET /api/news (the newsroom), /api/awards, /api/societies, /api/conferences, /api/announcements,
// /api/open-calls, /api/articles/latest, /api/apc, /api/topics/{identifier}/articles and
// /api/topics/editors. Read-only, through the store's PublisherStore (catalogue/publisherStore.ts).
import type { FastifyInstance } from 'fastify';
import type { Announcement } from '@oap/contracts/api/journalSubpages.ts';
import type { ApcList, AwardListItem, ConferenceList, LatestArticles, NewsList, OpenCalls, SocietyListItem, TopicArticles, TopicEditorPage, TopicEditors } from '@oap/contracts/api/publisher.ts';
import { topicParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import { TOPIC_EDITORS_PER_PAGE, awardsQuerySchema, countQuerySchema, newsListQuerySchema, topicEditorPageQuerySchema, topicEditorsQuerySchema } from '@oap/contracts/api/publisher.schemas.ts';
import type { PublisherStore } from '../../catalogue/publisherStore.ts';
import { APC_EFFECTIVE_FROM, apcChangeAhead } from '../../catalogue/rows/apcCharges.ts';
import { httpError, parseInput, parseLookup } from '../../platform/http/validation.ts';

/** At most this many articles of a topic on its page. */
export const TOPIC_ARTICLES = 100;

export async function publisherApi(app: FastifyInstance, opts: { publisher: PublisherStore }): Promise<void> {
  const { publisher } = opts;

  app.get('/news', async (request): Promise<NewsList> => {
    const { page, category } = parseInput(newsListQuerySchema, request.query, 'news query');
    return publisher.news(page, category || undefined);
  });
  app.get('/awards', async (request): Promise<AwardListItem[]> => {
    const { status, count } = parseInput(awardsQuerySchema, request.query, 'awards query');
    const all = await publisher.awards();
    const awards =
      status === 'current'
        ? all
            .filter((award) => award.latest && award.latest.status !== 'closed')
            .sort((a, b) => Number(b.latest?.status === 'open') - Number(a.latest?.status === 'open') || (a.latest?.deadline ?? '').localeCompare(b.latest?.deadline ?? ''))
        : status
          ? all.filter((award) => award.latest?.status === status)
          : all;
    return count ? awards.slice(0, count) : awards;
  });
  app.get('/societies', async (): Promise<SocietyListItem[]> => publisher.societies());
  app.get('/conferences', async (): Promise<ConferenceList> => publisher.conferences());
  app.get('/announcements', async (): Promise<Announcement[]> => publisher.announcements());
  app.get('/open-calls', async (request): Promise<OpenCalls> => publisher.openCalls(parseInput(countQuerySchema, request.query, 'query').count));
  app.get('/articles/latest', async (request): Promise<LatestArticles> => publisher.latestArticles(parseInput(countQuerySchema, request.query, 'query').count));
  app.get('/apc', async (): Promise<ApcList> => ({ currency: 'CHF', effectiveFrom: APC_EFFECTIVE_FROM, changeAhead: apcChangeAhead(), journals: await publisher.apcJournals() }));
  app.get('/topics/editors', async (request): Promise<TopicEditors> => publisher.topicEditors(parseInput(topicEditorsQuerySchema, request.query, 'query').nameSystem));
  app.get('/topics/editors/page', async (request): Promise<TopicEditorPage> => {
    const { page } = parseInput(topicEditorPageQuerySchema, request.query, 'query');
    const all = await publisher.topicEditors(undefined);
    const start = (page - 1) * TOPIC_EDITORS_PER_PAGE;
    return { items: all.slice(start, start + TOPIC_EDITORS_PER_PAGE), total: all.length, page, pageSize: TOPIC_EDITORS_PER_PAGE };
  });
  app.get('/topics/:identifier/articles', async (request): Promise<TopicArticles> => {
    const message = `Topic not found: ${String((request.params as { identifier?: unknown }).identifier)}`;
    const { identifier } = parseLookup(topicParamsSchema, request.params, message);
    const articles = await publisher.topicArticles(identifier, TOPIC_ARTICLES);
    if (!articles) throw httpError(404, message);
    return articles;
  });
}
