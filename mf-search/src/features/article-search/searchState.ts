// The articles search state as it lives in the URL (spec 4: only non-default values are written,
// any change other than the page resets the page to 1, a page that is not a positive number is 1).
import type { ArticleSearchConfig } from './searchConfig.ts';

export interface ArticleSearchState {
  q: string;
  page: number;
  sort: string;
  resultsPerPage: number;
}

/** Spec 5: a page must be numeric and greater than 0, otherwise it resets to 1. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

export function readSearchState(params: URLSearchParams, config: ArticleSearchConfig): ArticleSearchState {
  const sort = params.get('sort');
  const size = Number(params.get('resultsPerPage'));
  return {
    q: (params.get('q') ?? '').trim(),
    page: pageFromParam(params.get('page')),
    sort: sort && config.sorts.some((option) => option.id === sort) ? sort : config.defaultSort,
    resultsPerPage: config.pageSizes.includes(size) ? size : config.defaultPageSize,
  };
}

/** The query string for a state, holding only the values that differ from the defaults. */
export function searchStateToParams(state: ArticleSearchState, config: ArticleSearchConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== config.defaultSort) params.set('sort', state.sort);
  if (state.resultsPerPage !== config.defaultPageSize) params.set('resultsPerPage', String(state.resultsPerPage));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Applies a change; changing anything but the page sends the reader back to page 1. */
export function changeSearchState(state: ArticleSearchState, change: Partial<ArticleSearchState>): ArticleSearchState {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return { ...state, ...change, page: onlyPage ? (change.page ?? state.page) : 1 };
}

export const searchPath = '/search';

/** The URL of a search state: "/search?q=x&page=2", or "/search" when every value is the default. */
export function searchHref(state: ArticleSearchState, config: ArticleSearchConfig): string {
  const query = searchStateToParams(state, config).toString();
  return query ? `${searchPath}?${query}` : searchPath;
}
