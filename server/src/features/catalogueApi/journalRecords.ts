// One record of a journal by the id its page's address names: a news item, a conference, an
// event, an announcement, an award group and a topical collection under /api/journals/{name}/...
// The journal must exist ("Journal not found: {name}"), and an id that is not one of that journal's
// records (unknown, malformed, the publisher's own or another journal's) is a 404 saying so, never a
// 400 or a 500, so the page's loader can answer the page with a real 404.
import type { FastifyInstance } from 'fastify';
import type { Announcement, AwardGroup, Conference, EventItem, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef, JournalSummary, TopicalCollectionDetail } from '@oap/contracts/api/journals.ts';
import { collectionParamsSchema, numericIdParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import type { Store } from '../../catalogue/store.ts';
import { httpError, journalNameOf, parseLookup } from '../../platform/http/validation.ts';

export async function journalRecordsApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const { store } = opts;

  const journalOf = async (params: unknown): Promise<JournalSummary> => {
    const name = journalNameOf(params);
    const journal = await store.journals.summaryByNameSystem(name);
    if (!journal) throw httpError(404, `Journal not found: ${name}`);
    return journal;
  };
  const rawParam = (params: unknown, key: string) => String((params as Record<string, unknown> | null)?.[key]);
  const notIn = (what: string, raw: string, journal: JournalSummary) => `${what} ${raw} not found in ${journal.name}`;
  const isOf = (owner: JournalRef | null | undefined, journal: JournalSummary) => owner?.nameSystem === journal.nameSystem;

  /**
   * A lookup by numeric id: the journal first, then the id (digits, spec 5), then the record, which
   * must belong to the journal (`belongs`).
   */
  function byNumericId<Record>(what: string, load: (id: number) => Promise<Record | null>, belongs: (record: Record, journal: JournalSummary) => boolean) {
    return async (request: { params: unknown }): Promise<Record> => {
      const journal = await journalOf(request.params);
      const message = notIn(what, rawParam(request.params, 'id'), journal);
      const { id } = parseLookup(numericIdParamsSchema, request.params, message);
      const record = await load(Number(id));
      if (record === null || !belongs(record, journal)) throw httpError(404, message);
      return record;
    };
  }

  // /journal/{slug}/news-and-conferences/news/{id}: the journal's own news (not the publisher's).
  app.get(
    '/journals/:name/news-conferences/news/:id',
    byNumericId<NewsItem>('News item', (id) => store.journals.newsItem(id), (item, journal) => isOf(item.journal, journal)),
  );

  // /journal/{slug}/news-and-conferences/conferences/{id}: a conference the journal takes part in.
  app.get(
    '/journals/:name/news-conferences/conferences/:id',
    byNumericId<Conference>('Conference', (id) => store.journals.conference(id), (conference, journal) => conference.journals.some((ref) => isOf(ref, journal))),
  );

  // /journal/{slug}/events/{id}: one of the events the journal's events page lists.
  app.get('/journals/:name/events/:id', byNumericId<EventItem>('Event', (id) => store.journals.event(id), (event, journal) => isOf(event.journal, journal)));

  // /journal/{slug}/announcements/{id}: one of the journal's announcements.
  app.get(
    '/journals/:name/announcements/:id',
    byNumericId<Announcement>('Announcement', (id) => store.journals.announcement(id), (announcement, journal) => isOf(announcement.journal, journal)),
  );

  // /journal/{slug}/awards/{awardGroupId} and /awards/submit/{awardGroupId}/thesis: one of the journal's
  // award groups, of any kind (its travel awards too); the thesis page checks the kind.
  app.get('/journals/:name/awards/:id', byNumericId<AwardGroup>('Award', (id) => store.journals.awardGroup(id), (group, journal) => isOf(group.journal, journal)));

  // /journal/{slug}/topical_collections/{identifier}: identifiers are unique within a journal; with its articles.
  app.get('/journals/:name/collections/:identifier', async (request): Promise<TopicalCollectionDetail> => {
    const journal = await journalOf(request.params);
    const message = notIn('Topical collection', rawParam(request.params, 'identifier'), journal);
    const { identifier } = parseLookup(collectionParamsSchema, request.params, message);
    const collection = await store.journals.collection(journal.nameSystem, identifier);
    if (!collection) throw httpError(404, message);
    return collection;
  });
}
