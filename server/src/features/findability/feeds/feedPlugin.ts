// Feeds of the newest articles, each as RSS 2.0 and, with /atom after it, Atom 1.0:
//   /feed                                             the whole site
//   /journal/{slug}/feed                              a journal
//   /feeds/subjects/{subject}                         a subject (the ten of spec 2.9)
//   /journal/{slug}/special_issues/{identifier}/feed  a special issue
// The pages they belong to announce them with <link rel="alternate"> (contracts site/feedLinks.ts).
// A document is kept until the catalogue changes, so a feed reader polling every few minutes costs a
// map lookup.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { subjects } from '@oap/contracts/api/journals.ts';
import { feedPaths } from '@oap/contracts/site/feedLinks.ts';
import { httpError } from '../../../platform/http/httpError.ts';
import type { CatalogueReader } from '../../../catalogue/catalogueReader.ts';
import { FEED_ITEMS, feedDocument, type FeedFormat, type FeedScope, type FeedSite } from './feedDocuments.ts';
import { LRUCache } from 'lru-cache';

export interface FeedOptions extends FeedSite {
  catalogue: CatalogueReader;
}

const MAX_KEPT = 2000;
const contentTypes: Record<FeedFormat, string> = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' };

export async function feedPlugin(app: FastifyInstance, options: FeedOptions): Promise<void> {
  const { catalogue } = options;
  // The least recently asked go first once it is full.
  const kept = new LRUCache<string, string>({ max: MAX_KEPT });

  const send = async (reply: FastifyReply, format: FeedFormat, key: string, scope: () => Promise<FeedScope>) => {
    const stamped = `${await catalogue.stamp()} ${format} ${key}`;
    let document = kept.get(stamped);
    if (document === undefined) {
      document = feedDocument(await scope(), options, format);
      kept.set(stamped, document);
    }
    return reply.type(contentTypes[format]).header('cache-control', 'public, max-age=600').send(document);
  };

  const journalOf = async (slug: string) => {
    const journal = await catalogue.journal(slug);
    if (!journal) throw httpError(404, `There is no journal "${slug}", so there is no feed of it.`);
    return journal;
  };

  for (const format of ['rss', 'atom'] as const) {
    const suffix = format === 'atom' ? '/atom' : '';

    app.get(`${feedPaths.site}${suffix}`, (_request, reply) =>
      send(reply, format, 'site', async () => ({
        title: `${options.publisherName}: latest articles`,
        description: `The newest open-access articles in every journal of ${options.publisherName}.`,
        pagePath: '/',
        feedPath: feedPaths.site,
        articles: await catalogue.latest({}, FEED_ITEMS),
      })),
    );

    app.get<{ Params: { slug: string } }>(`/journal/:slug/feed${suffix}`, async (request, reply) => {
      const journal = await journalOf(request.params.slug);
      return send(reply, format, `journal ${journal.nameSystem}`, async () => ({
        title: `${journal.name}: latest articles`,
        description: `The newest open-access articles in ${journal.name} (ISSN ${journal.issn}).`,
        pagePath: `/journal/${journal.nameSystem}`,
        feedPath: feedPaths.journal(journal.nameSystem),
        articles: await catalogue.latest({ journalId: journal.id }, FEED_ITEMS),
      }));
    });

    app.get<{ Params: { subject: string } }>(`/feeds/subjects/:subject${suffix}`, async (request, reply) => {
      const subject = subjects.find((candidate) => candidate.slug === request.params.subject);
      if (!subject) throw httpError(404, `There is no subject "${request.params.subject}"; the subjects are ${subjects.map((known) => known.slug).join(', ')}.`);
      return send(reply, format, `subject ${subject.slug}`, async () => ({
        title: `${subject.label}: latest articles`,
        description: `The newest open-access articles in ${subject.label} across the journals of ${options.publisherName}.`,
        pagePath: `/topics?subject=${subject.slug}`,
        feedPath: feedPaths.subject(subject.slug),
        articles: await catalogue.latest({ subject: subject.slug }, FEED_ITEMS),
      }));
    });

    app.get<{ Params: { slug: string; identifier: string } }>(`/journal/:slug/special_issues/:identifier/feed${suffix}`, async (request, reply) => {
      const journal = await journalOf(request.params.slug);
      const special = await catalogue.specialIssue(journal.id, request.params.identifier);
      if (!special) throw httpError(404, `${journal.name} has no special issue "${request.params.identifier}", so there is no feed of it.`);
      return send(reply, format, `special ${special.id}`, async () => ({
        title: `${special.name} (${journal.name} special issue): articles`,
        description: `Articles published in the special issue "${special.name}" of ${journal.name}.`,
        pagePath: `/journal/${journal.nameSystem}/special_issues/${encodeURIComponent(special.identifier)}`,
        feedPath: feedPaths.specialIssue(journal.nameSystem, special.identifier),
        articles: await catalogue.latest({ journalId: journal.id, specialIssueId: special.id }, FEED_ITEMS),
      }));
    });
  }
}
