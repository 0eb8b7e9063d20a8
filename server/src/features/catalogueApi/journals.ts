// Journal calls of spec 7.2: biggest, public list, by subject, finder, special issue, single journal,
// ISSN lookups, sections (with their article search), news and conferences, latest articles, editors'
// choice, topical collections and what is open for submission. One record of a journal by id (a news
// item, a conference, ...) is journalRecords.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalFinderResponse, JournalIssnName } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import type { Store } from '../../catalogue/store.ts';
import { contentWords } from '../../catalogue/words.ts';
import { sectionSearchConfig, defaultSort } from '@oap/contracts/search/searchConfigs.ts';
import { biggestQuerySchema, issnParamsSchema, subjectParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import { journalFinderRequestSchema, sectionSearchRequestSchema } from '@oap/contracts/api/journals.schemas.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { httpError, journalNameOf, parseInput } from '../../platform/http/validation.ts';
import { rateLimited, rateRules } from '../../platform/limits/rateLimiter.ts';
import { createJsonCache } from './journalsCache.ts';
import { sendJson } from '../../platform/http/jsonAnswer.ts';
import { withListFacets } from './journalListFacets.ts';

export const LATEST_ARTICLES = 20;
export const EDITORS_CHOICE_ARTICLES = 20;

/** The 404 with `message` when the store found nothing. */
const found = <T>(value: T | null, message: string): T => {
  if (value === null) throw httpError(404, message);
  return value;
};
const issnOf = (params: unknown) => parseInput(issnParamsSchema, params, 'ISSN').issn.toUpperCase();
/** The {id} of a special issue's address: a number or an identifier (slug); anything else names none. */
const specialIssueIdOf = (params: unknown): string => {
  const { id } = params as { id: string };
  if (!satisfiesRule('slug', id)) throw httpError(404, `Special issue not found: ${id}`);
  return id;
};
/**
 * The journal a special issue's identifier is looked up in (`?journal={nameSystem}`, as the journal's
 * pages ask: identifiers are the journal's own); undefined when not named. A name no journal can have
 * names no special issue.
 */
const specialIssueJournalOf = (query: unknown, id: string): string | undefined => {
  const { journal } = (query ?? {}) as { journal?: unknown };
  if (journal === undefined) return undefined;
  if (typeof journal !== 'string' || !satisfiesRule('slug', journal)) throw httpError(404, `Special issue not found: ${id}`);
  return journal;
};

/**
 * The answers of the GET calls on journal data (which changes when the catalogue does, and with the
 * date) are kept as JSON text until the store's catalogue version moves (journalsCache.ts).
 */
export async function journalsApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const routes = journalRoutesKit(opts.store);
  journalListRoutes(app, routes);
  specialIssueRoutes(app, routes);
  singleJournalRoutes(app, routes);
  sectionRoutes(app, routes);
  journalContentRoutes(app, routes);
}

/** What every group of journal routes below shares. */
type JournalRoutesKit = ReturnType<typeof journalRoutesKit>;

/** The store, and the answers kept as JSON text (one cache for the whole plugin). */
function journalRoutesKit(store: Store) {
  const cache = createJsonCache(store.version);
  /** The kept answer under `key`, else `make()`'s; null is a 404 with `message`. */
  const kept = async <T>(request: FastifyRequest, reply: FastifyReply, key: string, make: () => Promise<T | null>, message = ''): Promise<FastifyReply> => {
    const answer = await cache.get(key, make);
    if (answer === null) throw httpError(404, message);
    return sendJson(request, reply, answer);
  };
  // Kept answers are compressed once each (jsonAnswer.ts), not by @fastify/compress on every request; a GET has no body to decompress.
  const keptRoute: RouteShorthandOptions = { compress: false, decompress: false };
  return { store, kept, keptRoute };
}

/** The journal lists (the biggest, the public list, a subject's) and the journal finder. */
function journalListRoutes(app: FastifyInstance, { store, kept, keptRoute }: JournalRoutesKit): void {
  app.get('/journals/biggest', keptRoute, async (request, reply) => {
    const { count } = parseInput(biggestQuerySchema, request.query, 'query');
    return kept(request, reply, `biggest ${count}`, () => store.journals.biggest(count));
  });

  app.get('/journals/public', keptRoute, async (request, reply) => kept(request, reply, 'public', () => store.journals.publicList()));

  app.get('/journals/subject/:id', keptRoute, async (request, reply) => {
    const { id } = parseInput(subjectParamsSchema, request.params, 'subject id');
    return kept(request, reply, `subject ${id}`, () => store.journals.bySubject(id));
  });

  app.post('/journals/finder', { onRequest: rateLimited(rateRules.form) }, async (request): Promise<JournalFinderResponse> => {
    const { matter } = parseInput(journalFinderRequestSchema, request.body, 'journal finder request');
    const manuscript =
      typeof matter === 'string'
        ? { title: '', abstract: matter, keywords: [] }
        : { title: matter.title ?? '', abstract: matter.abstract ?? '', keywords: matter.keywords ?? [] };
    const words = new Set(contentWords(`${manuscript.title} ${manuscript.abstract} ${manuscript.keywords.join(' ')}`));
    if (words.size < 2) throw httpError(400, 'Invalid journal finder request: matter needs a title or abstract with at least two meaningful words');
    return store.search.journalFinder(manuscript);
  });
}

/** A special issue by id or identifier (within `?journal=` when named), and its abstracts page. */
function specialIssueRoutes(app: FastifyInstance, { store }: JournalRoutesKit): void {
  app.get('/journals/single/special-issue/:id', async (request) => {
    const id = specialIssueIdOf(request.params);
    return found(await store.journals.specialIssue(id, specialIssueJournalOf(request.query, id)), `Special issue not found: ${id}`);
  });

  // /journal/{slug}/special_issues/{identifier}/abstract: the special issue's articles with their abstracts.
  app.get('/journals/single/special-issue/:id/abstracts', async (request) => {
    const id = specialIssueIdOf(request.params);
    return found(await store.journals.specialIssueAbstracts(id, specialIssueJournalOf(request.query, id)), `Special issue not found: ${id}`);
  });
}

/** One journal, by its name (its page's detail, or its summary) or by its ISSN. */
function singleJournalRoutes(app: FastifyInstance, { store, kept, keptRoute }: JournalRoutesKit): void {
  app.get('/journals/:name/single', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `single ${name}`, () => store.journals.byNameSystem(name), `Journal not found: ${name}`);
  });

  app.get('/journals/:name/single/base', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `base ${name}`, () => store.journals.summaryByNameSystem(name), `Journal not found: ${name}`);
  });

  app.get('/journals/issn/:issn/name', async (request): Promise<JournalIssnName> => {
    const issn = issnOf(request.params);
    const journal = found(await store.journals.summaryByIssn(issn), `Journal not found: ${issn}`);
    return { issn: journal.issn, name: journal.name, nameSystem: journal.nameSystem };
  });

  app.get('/journals/issn/:issn/base', async (request) => {
    const issn = issnOf(request.params);
    return found(await store.journals.summaryByIssn(issn), `Journal not found: ${issn}`);
  });
}

/** A journal's sections, one section, and the search of a section's articles. */
function sectionRoutes(app: FastifyInstance, { store, kept, keptRoute }: JournalRoutesKit): void {
  app.get('/journals/:name/sections', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `sections ${name}`, () => store.journals.sections(name), `Journal not found: ${name}`);
  });

  // The journal is looked up before the section's name is checked, so an unknown journal is always "Journal not found".
  const sectionOf = async (params: unknown) => {
    const name = journalNameOf(params);
    const { section } = params as { section: string };
    if (!(await store.journals.summaryByNameSystem(name))) throw httpError(404, `Journal not found: ${name}`);
    if (!satisfiesRule('slug', section)) throw httpError(404, `Section not found: ${section}`);
    return { name, section };
  };

  app.get('/journals/:name/sections/:section', async (request) => {
    const { name, section } = await sectionOf(request.params);
    return found(await store.journals.section(name, section), `Section not found: ${section}`);
  });

  app.post('/journals/:name/sections/:section/search', { onRequest: rateLimited(rateRules.search) }, async (request): Promise<SearchResults<ArticleSummary>> => {
    const { name, section } = await sectionOf(request.params);
    const { query } = parseInput(sectionSearchRequestSchema, request.body ?? {}, 'section search request');
    if (!(await store.journals.section(name, section))) throw httpError(404, `Section not found: ${section}`);
    const sort = query.sort ?? defaultSort(sectionSearchConfig);
    return withListFacets(await store.search.articles({ ...query, sort }, { scope: { journal: name, section }, includeFacets: true }), sectionSearchConfig);
  });
}

/** What a journal's pages list: its news and conferences, latest articles, editors' choice, collections and open calls. */
function journalContentRoutes(app: FastifyInstance, { store, kept, keptRoute }: JournalRoutesKit): void {
  app.get('/journals/:name/news-conferences', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `news ${name}`, () => store.journals.newsAndConferences(name, false), `Journal not found: ${name}`);
  });

  app.get('/journals/:name/news-conferences/latest', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `latest news ${name}`, () => store.journals.newsAndConferences(name, true), `Journal not found: ${name}`);
  });

  app.get('/journals/:name/articles', async (request) => {
    const name = journalNameOf(request.params);
    return found(await store.articles.latestByJournal(name, LATEST_ARTICLES), `Journal not found: ${name}`);
  });

  app.get('/journals/:name/editors-choice', async (request) => {
    const name = journalNameOf(request.params);
    return found(await store.journals.editorsChoice(name, EDITORS_CHOICE_ARTICLES), `Journal not found: ${name}`);
  });

  app.get('/journals/:name/collections', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `collections ${name}`, () => store.journals.collections(name), `Journal not found: ${name}`);
  });

  app.get('/journals/:name/open-for-submission', keptRoute, async (request, reply) => {
    const name = journalNameOf(request.params);
    return kept(request, reply, `open ${name}`, () => store.journals.openForSubmission(name), `Journal not found: ${name}`);
  });
}
