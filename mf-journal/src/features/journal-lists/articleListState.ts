// The state of a searchable, sortable article list in its URL (?q=&sort=&page=&resultsPerPage=), checked
// against the list's search-type config (spec 9.1): unknown values fall back to the defaults.
import type { SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { defaultSort } from '@oap/contracts/search/searchConfigs.ts';
import { pageFrom, termFrom } from './listParams.ts';

export interface ArticleListState {
  q: string;
  sort: string;
  page: number;
  resultsPerPage: number;
}

export function articleListState(search: URLSearchParams, config: SearchTypeConfig): ArticleListState {
  const sort = search.get('sort') ?? '';
  const size = Number(search.get('resultsPerPage'));
  return {
    q: termFrom(search),
    sort: config.sort.some((option) => option.id === sort) ? sort : defaultSort(config),
    page: pageFrom(search),
    resultsPerPage: config.resultsPerPage.includes(size) ? size : config.defaultResultsPerPage,
  };
}

/** The state's values as URL query values, defaults left out. */
export function stateQuery(state: ArticleListState, config: SearchTypeConfig): Record<string, string | undefined> {
  return {
    q: state.q || undefined,
    sort: state.sort === defaultSort(config) ? undefined : state.sort,
    resultsPerPage: state.resultsPerPage === config.defaultResultsPerPage ? undefined : String(state.resultsPerPage),
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

/** The API body of a list query (only what is set). */
export function stateBody(state: ArticleListState): Record<string, string | number> {
  return { ...(state.q ? { q: state.q } : {}), sort: state.sort, page: String(state.page), resultsPerPage: state.resultsPerPage };
}
