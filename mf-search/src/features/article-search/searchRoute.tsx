// Route module of /search (route name "search"): the articles search page.
import type { LoaderFunctionArgs } from 'react-router';
import { apiPost, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { fetchArticleSearchConfig, type ArticleSearchConfig } from './searchConfig.ts';
import { readSearchState, type ArticleSearchState } from './searchState.ts';
import { SearchPage } from './SearchPage.tsx';
import { searchHead } from './searchHead.ts';
import { sanitizeHtml } from '@oap/shared/content/sanitizeHtml.ts';

export interface SearchPageData {
  config: ArticleSearchConfig;
  state: ArticleSearchState;
  results: SearchResults<ArticleSummary>;
}

/** Results as the page shows them: each snippet sanitised. */
export function readableResults(results: SearchResults<ArticleSummary>): SearchResults<ArticleSummary> {
  return { ...results, items: results.items.map((item) => (item.snippet ? { ...item, snippet: sanitizeHtml(item.snippet) } : item)) };
}

/** The search comes from the URL (q, page, sort, resultsPerPage): /search?q=cell as a plain GET shows results. */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchPageData> {
  // The request's QueryClient: on the server each reader has their own cache (issue 9).
  const queryClient = currentQueryClient();
  const config = await queryClient.ensureQueryData({ queryKey: ['search', 'articles', 'config'], queryFn: fetchArticleSearchConfig });
  const state = readSearchState(new URL(request.url).searchParams, config);
  // The server ignores a one-character term (spec 5), so the term is passed on as typed.
  const query: SearchQuery = { q: state.q, page: String(state.page), sort: state.sort, resultsPerPage: state.resultsPerPage };
  const results = await queryClient.ensureQueryData({
    queryKey: ['search', 'articles', query],
    // Snippets sanitised as the results arrive: the cache (which a server-rendered page brings to the
    // browser) holds them ready to show, so hydrating does not load and run the sanitiser.
    queryFn: async ({ signal }) => readableResults(await apiPost<SearchResults<ArticleSummary>>('/api/search/articles', { query }, signal)),
    retry: retryServerFailureOnce,
  });
  return { config, state, results };
}

/** Title, description, canonical /search, noindex for result pages, Open Graph: searchHead.ts. */
export function head(data: SearchPageData | undefined): RouteHead {
  return searchHead(data);
}

export const Component = SearchPage;
