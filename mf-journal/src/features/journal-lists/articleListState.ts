// The state of a searchable, sortable article list in its URL (?q=&sort=&page=&resultsPerPage=, and
// each chosen facet value as ?{facet id}={value}, repeated), checked against the list's search-type
// config (spec 9.1): unknown values fall back to the defaults, unknown facets are left out.
import type { SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { defaultSort } from '@oap/contracts/search/searchConfigs.ts';
import { pageFrom, termFrom } from './listParams.ts';

export interface ArticleListState {
  q: string;
  sort: string;
  page: number;
  resultsPerPage: number;
  /** Chosen facet values (spec 2.11), in the URL's order. */
  facets: { id: string; value: string }[];
}

/** Values per facet a URL may choose (a facet has a dozen values at most). */
const MAX_VALUES_PER_FACET = 20;

function facetsFrom(search: URLSearchParams, config: SearchTypeConfig): ArticleListState['facets'] {
  return config.facets.flatMap(({ id }) =>
    [...new Set(search.getAll(id).map((value) => value.trim().slice(0, 200)).filter(Boolean))].slice(0, MAX_VALUES_PER_FACET).map((value) => ({ id, value })),
  );
}

export function articleListState(search: URLSearchParams, config: SearchTypeConfig): ArticleListState {
  const sort = search.get('sort') ?? '';
  const size = Number(search.get('resultsPerPage'));
  return {
    q: termFrom(search),
    sort: config.sort.some((option) => option.id === sort) ? sort : defaultSort(config),
    page: pageFrom(search),
    resultsPerPage: config.resultsPerPage.includes(size) ? size : config.defaultResultsPerPage,
    facets: facetsFrom(search, config),
  };
}

/** The state's values as URL query values, defaults and facets left out (the canonical address's query). */
export function stateQuery(state: ArticleListState, config: SearchTypeConfig): Record<string, string | undefined> {
  return {
    q: state.q || undefined,
    sort: state.sort === defaultSort(config) ? undefined : state.sort,
    resultsPerPage: state.resultsPerPage === config.defaultResultsPerPage ? undefined : String(state.resultsPerPage),
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

/** The API body of a list query (only what is set). */
export function stateBody(state: ArticleListState): Record<string, string | number | ArticleListState['facets']> {
  return { ...(state.q ? { q: state.q } : {}), sort: state.sort, page: String(state.page), resultsPerPage: state.resultsPerPage, ...(state.facets.length ? { facets: state.facets } : {}) };
}

/** The address of the list in `state` with `changes`: its query values (defaults left out), then each chosen facet value. */
export function listStateHref(path: string, state: ArticleListState, config: SearchTypeConfig, changes: Partial<ArticleListState> = {}): string {
  const next = { ...state, ...changes };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(stateQuery(next, config))) if (value !== undefined) search.set(name, value);
  for (const facet of next.facets) search.append(facet.id, facet.value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The state with a facet value chosen, or no longer chosen when it was (spec 4), from page 1. */
export function toggleListFacet(state: ArticleListState, facet: { id: string; value: string }): ArticleListState {
  const chosen = state.facets.some((entry) => entry.id === facet.id && entry.value === facet.value);
  const facets = chosen ? state.facets.filter((entry) => entry.id !== facet.id || entry.value !== facet.value) : [...state.facets, facet];
  return { ...state, facets, page: 1 };
}

/** The state as the hidden fields of a GET form (the term form, Apply): everything but what the form itself sets. */
export function stateFields(state: ArticleListState, config: SearchTypeConfig, without: readonly string[]): [string, string][] {
  const href = listStateHref('', { ...state, page: 1 }, config);
  return [...new URLSearchParams(href.slice(1))].filter(([name]) => !without.includes(name));
}
