// Search calls of spec 7.4 and 9.1: the search-type configs, POST /search/{articles|journals|topics},
// POST /search/{type}/facets (each category counted without its own filter) and GET /search/export.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import LZString from 'lz-string';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { AwardSearchItem, JournalSearchItem, SearchFacetsResponse, SearchQuery, SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import type { SearchStore, Store } from '../../catalogue/store.ts';
import { articleSearchConfig } from '../../catalogue/articleSearch.ts';
import {
  EXPORT_LIMIT,
  articleSearchQuerySchema,
  exportQuerySchema,
  searchFacetsRequestSchema,
  searchQuerySchemas,
  searchRequestSchema,
} from '@oap/contracts/api/search.schemas.ts';
import { awardSearchConfig, editorsChoiceConfig, journalSearchConfig, sectionSearchConfig, topicSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { SearchInputError } from '../../catalogue/searchInputError.ts';
import { SearchUnavailableError } from '../../catalogue/search/searchPoolContract.ts';
import type { SearchPool } from '../../catalogue/search/searchPoolContract.ts';
import { enforceRateLimit, rateRules } from '../../platform/limits/rateLimiter.ts';
import { exportArticles } from '../../catalogue/articles/exportFormats.ts';
import { httpError, parseInput } from '../../platform/http/validation.ts';
import { fileDisposition } from '../../platform/http/attachment.ts';

// Maps, not object keys: a type taken from the URL must never find an inherited property
// ("__proto__", "constructor", "toString").
const configs = new Map<string, SearchTypeConfig>([
  ['articles', articleSearchConfig],
  ['journals', journalSearchConfig],
  ['topics', topicSearchConfig],
  ['awards', awardSearchConfig],
  // The journal lists of spec 9.1 (their searches are journal calls of 7.2 and 7.3).
  ['editors-choice', editorsChoiceConfig],
  ['journal-sections', sectionSearchConfig],
]);

type SearchableType = keyof typeof searchQuerySchemas;
const isSearchable = (type: string): type is SearchableType => Object.hasOwn(searchQuerySchemas, type);

// Each type's request schemas, made once (a zod object per request costs more than the parse).
const requestSchemas = new Map<SearchableType, ReturnType<typeof searchRequestSchema>>();
const facetsSchemas = new Map<SearchableType, ReturnType<typeof searchFacetsRequestSchema>>();
const requestSchemaOf = (type: SearchableType) => {
  let schema = requestSchemas.get(type);
  if (!schema) requestSchemas.set(type, (schema = searchRequestSchema(type)));
  return schema;
};
const facetsSchemaOf = (type: SearchableType, config: SearchTypeConfig) => {
  let schema = facetsSchemas.get(type);
  if (!schema) facetsSchemas.set(type, (schema = searchFacetsRequestSchema(type, config)));
  return schema;
};

/** Parses a query given as JSON or as lz-string compressed JSON (the form the site keeps in URLs). */
export function decodeExportQuery(raw: string): unknown {
  const attempts = [raw, LZString.decompressFromEncodedURIComponent(raw), LZString.decompressFromBase64(raw)];
  for (const text of attempts) {
    if (!text) continue;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // try the next reading
    }
  }
  throw httpError(400, 'Invalid export request: query is neither JSON nor lz-string compressed JSON');
}

export { EXPORT_LIMIT };

const isPool = (search: SearchStore): search is SearchPool => typeof (search as Partial<SearchPool>).withSignal === 'function';

/**
 * `publicUrl` (PUBLIC_URL) is the site's address for absolute links in exports: never the request's
 * Host header, which the client chooses.
 */
export async function searchApi(app: FastifyInstance, opts: { store: Store; publicUrl: string }): Promise<void> {
  const { store } = opts;
  const siteUrl = opts.publicUrl.replace(/\/+$/, '');

  const typeOf = (request: FastifyRequest): SearchableType => {
    const { type } = request.params as { type: string };
    if (!isSearchable(type)) throw httpError(404, `Unknown search type: ${type}`);
    return type;
  };

  /** The search store for this request: with a worker pool, the search is cancelled if the reader leaves. */
  const searchFor = (reply: FastifyReply): SearchStore => {
    if (!isPool(store.search)) return store.search;
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return store.search.withSignal(controller.signal);
  };

  /** Runs a search; input errors become 400s, and a search that cannot be done now a 503 with Retry-After. */
  const searchErrors = async <T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof SearchInputError) throw httpError(400, error.message);
      if (error instanceof SearchUnavailableError) {
        // Sent here, not thrown: the error handler words every 5xx as a bug, and this one is not.
        void reply.code(503).header('retry-after', String(error.retryAfterSeconds)).type('application/json; charset=utf-8').send({ statusCode: 503, message: error.message });
        return reply as never;
      }
      throw error;
    }
  };

  app.get('/search/:type/config', async (request) => {
    const { type } = request.params as { type: string };
    const config = configs.get(type);
    if (!config) throw httpError(404, `Unknown search type: ${type}`);
    return config;
  });

  app.post('/search/:type', async (request, reply) => {
    const type = typeOf(request);
    await enforceRateLimit(request, reply, rateRules.search);
    const body = parseInput(requestSchemaOf(type), request.body, 'search request');
    const query: SearchQuery = body.query;
    const options = { includeFacets: body.includeFacets ?? false };
    const search = searchFor(reply);
    const run: Record<SearchableType, () => Promise<SearchResults<ArticleSummary | JournalSearchItem | TopicSummary | AwardSearchItem>>> = {
      articles: () => search.articles(query, options),
      journals: () => search.journals(query, options),
      topics: () => search.topics(query, options),
      awards: () => search.awards(query, options),
    };
    return searchErrors(reply, run[type]);
  });

  app.post('/search/:type/facets', async (request, reply): Promise<SearchFacetsResponse> => {
    const type = typeOf(request);
    await enforceRateLimit(request, reply, rateRules.search);
    const config = configs.get(type) as SearchTypeConfig;
    const body = parseInput(facetsSchemaOf(type, config), request.body, 'facets request');
    const query: SearchQuery = body.query;
    const search = searchFor(reply);
    const counts: Record<SearchableType, () => Promise<SearchFacetsResponse['facets']>> = {
      articles: () => search.articleFacets(query, body.facet),
      journals: () => search.journalFacets(query, body.facet),
      topics: () => search.topicFacets(query, body.facet),
      awards: () => search.awardFacets(query, body.facet),
    };
    const facets = await searchErrors(reply, counts[type]);
    if (reply.sent) return reply as never;
    return { facets };
  });

  app.get('/search/export', async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceRateLimit(request, reply, rateRules.export);
    const params = parseInput(exportQuerySchema, request.query, 'export request');
    if (params.query !== undefined && params.q !== undefined) throw httpError(400, 'Invalid export request: give the words as q or inside query, not both.');
    const query = parseInput(articleSearchQuerySchema, params.query ? decodeExportQuery(params.query) : params.q !== undefined ? { q: params.q } : {}, 'export request query');
    const search = searchFor(reply);
    const exported = await searchErrors(reply, () =>
      search.exportArticles(query, params.limit ?? EXPORT_LIMIT, { ...(params.ids?.length ? { ids: params.ids } : {}), page: params.scope === 'page' }),
    );
    if (reply.sent) return reply;
    const { total, articles } = exported;
    const file = exportArticles(params.format, articles, siteUrl);
    void reply
      .header('content-type', file.contentType)
      .header('content-disposition', fileDisposition(`articles.${file.extension}`))
      .header('x-total-count', String(total))
      .header('x-exported-count', String(articles.length));
    return file.body;
  });
}
