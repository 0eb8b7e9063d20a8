// Journal subpage calls of spec 7.3: GET /journals/{name}/subpage/{part}, the editors' choice list,
// most viewed / most cited articles over a time range, and the most recent articles a page at a time.
import type { FastifyInstance } from 'fastify';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSubpagePart, RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import type { Store } from '../../catalogue/store.ts';
import { editorsChoiceRequestSchema, rankedArticlesRequestSchema, recentArticlesRequestSchema } from '@oap/contracts/api/journals.schemas.ts';
import { defaultSort, editorsChoiceConfig } from '@oap/contracts/search/searchConfigs.ts';
import { httpError, journalNameOf, parseInput } from '../../platform/http/validation.ts';
import { rateLimited, rateRules } from '../../platform/limits/rateLimiter.ts';
import { withListFacets } from './journalListFacets.ts';

/** Spec 7.3's parts, then the parts that serve the other journal subpages (see JournalSubpageResponses). */
export const SUBPAGE_PARTS: JournalSubpagePart[] = [
  'imprint', 'editorial-office', 'societies', 'journal_about', 'journal_history', 'instructions_default', 'si_ge_welcome_pack_contents',
  'indexing', 'apc', 'editors-choice/description', 'articles/latest', 'stats/metrics', 'stats/graphs',
  'editors', 'topical-advisory-panel', 'publication-committee', 'awards', 'travel-awards', 'conferences', 'announcements', 'events',
  'special-issues', 'issues', 'guidelines', 'instructions_editors', 'instructions_conference_organizers', 'instructions_reviewers', 'anniversary',
  'exhibition',
];

export async function journalSubpagesApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const { store } = opts;

  app.get('/journals/:name/subpage/*', async (request) => {
    const name = journalNameOf(request.params);
    const part = (request.params as { '*': string })['*'];
    if (!(SUBPAGE_PARTS as string[]).includes(part)) throw httpError(404, `Unknown journal subpage: ${part}`);
    const answer = await store.journals.subpage(name, part as JournalSubpagePart);
    if (answer === null) throw httpError(404, `Journal not found: ${name}`);
    return answer;
  });

  app.post('/journals/:name/subpage/editors-choice', { onRequest: rateLimited(rateRules.search) }, async (request): Promise<SearchResults<ArticleSummary>> => {
    const name = journalNameOf(request.params);
    const body = parseInput(editorsChoiceRequestSchema, request.body ?? {}, 'editors choice request');
    if (!(await store.journals.summaryByNameSystem(name))) throw httpError(404, `Journal not found: ${name}`);
    const query = {
      ...(body.q !== undefined ? { q: body.q } : {}),
      ...(body.page !== undefined ? { page: body.page } : {}),
      ...(body.resultsPerPage !== undefined ? { resultsPerPage: body.resultsPerPage } : {}),
      ...(body.facets?.length ? { facets: body.facets } : {}),
      sort: body.sort ?? defaultSort(editorsChoiceConfig),
    };
    return withListFacets(await store.search.articles(query, { scope: { journal: name, editorsChoice: true }, includeFacets: true }), editorsChoiceConfig);
  });

  // The most recent articles page: the journal's articles, newest first, a page at a time.
  app.post('/journals/:name/subpage/articles/recent', { onRequest: rateLimited(rateRules.search) }, async (request): Promise<SearchResults<ArticleSummary>> => {
    const name = journalNameOf(request.params);
    const body = parseInput(recentArticlesRequestSchema, request.body ?? {}, 'most recent request');
    if (!(await store.journals.summaryByNameSystem(name))) throw httpError(404, `Journal not found: ${name}`);
    const query = {
      ...(body.page !== undefined ? { page: body.page } : {}),
      ...(body.resultsPerPage !== undefined ? { resultsPerPage: body.resultsPerPage } : {}),
      sort: 'publication_date',
    };
    return store.search.articles(query, { scope: { journal: name } });
  });

  const ranked = (by: 'views' | 'citations') => async (request: { params: unknown; body: unknown }): Promise<RankedArticles> => {
    const name = journalNameOf(request.params);
    const { range, limit } = parseInput(rankedArticlesRequestSchema, request.body ?? {}, by === 'views' ? 'most viewed request' : 'most cited request');
    const answer = await store.search.rankedArticles(name, by, range, limit ?? 10);
    if (!answer) throw httpError(404, `Journal not found: ${name}`);
    return answer;
  };
  app.post('/journals/:name/subpage/articles/most-viewed', { onRequest: rateLimited(rateRules.search) }, ranked('views'));
  app.post('/journals/:name/subpage/articles/cited', { onRequest: rateLimited(rateRules.search) }, ranked('citations'));
}
