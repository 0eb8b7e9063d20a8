// What every search page's loader does (articles, journals, topics, awards): the type's config (spec
// 8: the built-in one when the call fails), the state from the URL (a GET form of the page becomes a
// redirect to the state's compressed address), and the results with facet counts. A search the API
// refuses is the page with a sentence saying why, never the 500 page: a reader's input is never a
// server error.
import { redirect } from 'react-router';
import type { FacetCounts, SearchResults, SearchType, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { ApiError, apiPost, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';
import { fetchSearchConfig, searchConfigKey } from '@oap/shared/search/searchConfig.ts';
import {
  cutTerm,
  isSearchForm,
  readSearchForm,
  readSearchUrl,
  searchQueryOf,
  searchUrl,
  type SearchUrlState,
} from '@oap/shared/search/searchUrlState.ts';

export interface SearchPageLoad<Item> {
  config: SearchTypeConfig;
  state: SearchUrlState;
  results: SearchResults<Item>;
  /** Why the search could not run (the API refused it, or is busy); null when it ran. */
  problem: string | null;
  /** The term was longer than a search takes and was cut (see cutTerm). */
  termCut: boolean;
  /** A facet's filter box text sent without scripts (filter_<facet id>), by facet id. */
  facetFilters: Record<string, string>;
}

export const searchConfigQuery = (type: SearchType) => ({
  queryKey: searchConfigKey(type),
  queryFn: (call: ApiCall) => fetchSearchConfig(type, call),
  // The config changes with a deploy, not between pages.
  staleTime: 60 * 60 * 1000,
});

/** What a search page does to an answer before it is cached. */
type Prepare<Item> = (results: SearchResults<Item>) => SearchResults<Item> | Promise<SearchResults<Item>>;

/** The results of one search with its facet counts, keyed by type and query (pages share the cache). */
export function searchResultsQuery<Item>(type: SearchType, query: ReturnType<typeof searchQueryOf>, prepare: Prepare<Item> = (r) => r) {
  return {
    queryKey: ['search', type, query] as const,
    queryFn: async (call: ApiCall) => prepare(await apiPost<SearchResults<Item>>(`/api/search/${type}`, { query, includeFacets: true }, call)),
    retry: retryServerFailureOnce,
    // Back and forward show the results at once (spec 4), and a repeated search is not asked again.
    staleTime: 30 * 1000,
  };
}

/** The sentence for a search the API did not run (400 input, 429 too many, 503 busy); other errors propagate. */
export function searchProblem(error: unknown): string | null {
  const status = error instanceof ApiError || (error as { name?: unknown } | null)?.name === 'ApiError' ? (error as ApiError).statusCode : 0;
  if (status === 429) return 'You have searched very often in the last minutes. Please wait a minute and search again.';
  if (status === 503) return 'Search is very busy at the moment. Please try again in a few seconds.';
  if (status >= 400 && status < 500) return `This search could not be run: ${(error as ApiError).message.replace(/^Invalid search request: /, '')}`;
  return null;
}

const facetFiltersOf = (params: URLSearchParams, config: SearchTypeConfig): Record<string, string> =>
  Object.fromEntries(config.facets.map((facet) => [facet.id, (params.get(`filter_${facet.id}`) ?? '').slice(0, 100)]).filter(([, text]) => text));

export interface LoadSearchOptions<Item> {
  type: SearchType;
  path: string;
  request: Request;
  /** The loader's context: the request's scope. */
  context: RouteContext;
  /** Journal search looks for single letters (spec 5). */
  singleCharacters?: boolean;
  /** Reads more of the URL into the state (e.g. /topics?subject=…, the menu's subject links). */
  adjust?: (state: SearchUrlState, params: URLSearchParams) => SearchUrlState | Promise<SearchUrlState>;
  /** Applied to the answer before it is cached (snippets sanitised once). */
  prepare?: Prepare<Item>;
}

export async function loadSearchPage<Item>({ type, path, request, context, singleCharacters = false, adjust, prepare }: LoadSearchOptions<Item>): Promise<SearchPageLoad<Item>> {
  // The request's QueryClient: on the server each reader has their own cache.
  const queryClient = queryClientOf(context);
  const config = await queryClient.ensureQueryData(searchConfigQuery(type));
  const params = new URL(request.url).searchParams;
  // A GET form of the page (readers without scripts): answered with the state's own address.
  if (isSearchForm(params, config)) throw redirect(searchUrl(path, readSearchForm(params, config), config));
  const read = readSearchUrl(params, config);
  const state = adjust ? await adjust(read, params) : read;
  const query = searchQueryOf(state, { singleCharacters });
  const empty: SearchResults<Item> = { total: 0, page: state.page, resultsPerPage: state.resultsPerPage, items: [] };
  let results = empty;
  let problem: string | null = null;
  try {
    results = await queryClient.ensureQueryData(searchResultsQuery<Item>(type, query, prepare));
  } catch (error) {
    problem = searchProblem(error);
    if (problem === null) throw error;
  }
  return { config, state, results, problem, termCut: cutTerm(params.get('q') ?? '').cut, facetFilters: facetFiltersOf(params, config) };
}

/** The facet counts of one category, or undefined. */
export const facetOf = (facets: FacetCounts[] | undefined, id: string) => facets?.find((facet) => facet.id === id);

/** Results with each snippet sanitised, once, as they arrive (the cache brings them ready to hydrate). */
export async function withSafeSnippets<Item extends { snippet?: string }>(results: SearchResults<Item>): Promise<SearchResults<Item>> {
  if (!results.items.some((item) => item.snippet)) return results;
  const clean = await loadSanitizer();
  return { ...results, items: results.items.map((item) => (item.snippet ? { ...item, snippet: clean(item.snippet) } : item)) };
}
