// The search state as it lives in the URL (spec 3 and 4), for every search page and for any page that
// links into search: q, facets, advanced, basic, sort, page, resultsPerPage, nameSystem. Only values
// that differ from the defaults are written; facets, advanced and basic rows are lz-string compressed
// JSON; a page that is not a positive number is 1; any change other than the page goes back to page 1;
// toggling an applied facet removes it. No module state: plain functions of their arguments.
import LZString from 'lz-string';
import type { FacetItem, QueryItem, SearchQuery, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { pageFromParam } from '@oap/shared/routing/pageParam.ts';

export type Operator = 'AND' | 'OR' | 'NOT';

export interface SearchUrlState {
  q: string;
  facets: FacetItem[];
  advanced: QueryItem[];
  basic: QueryItem[];
  sort: string;
  page: number;
  resultsPerPage: number;
  /** A journal the search is limited to (spec 3); '' for none. */
  nameSystem: string;
}

/** The URL parameters of spec 3, by name. */
export const searchParamNames = ['q', 'facets', 'advanced', 'basic', 'sort', 'page', 'resultsPerPage', 'nameSystem'] as const;

/** The limits of the search schemas (shared/contracts/src/api/search.schemas.ts), so a URL never makes a request the API refuses. */
const MAX_FACETS = 100;
const MAX_ADVANCED = 20;
const MAX_BASIC = 10;
const MAX_VALUE = 1000;
const MAX_FACET_VALUE = 200;
/** The longest term the API takes (spec 5 trims it; longer is cut on a word boundary, see cutTerm). */
export const MAX_TERM_LENGTH = 1000;

export const defaultSortOf = (config: SearchTypeConfig): string => config.sort.find((option) => option.default)?.id ?? config.sort[0]?.id ?? '';
export const defaultFieldOf = (config: SearchTypeConfig): string => config.advancedFields.find((option) => option.default)?.id ?? config.advancedFields[0]?.id ?? '';

/** The state with nothing chosen: what /search alone shows. */
export function emptySearchState(config: SearchTypeConfig): SearchUrlState {
  return { q: '', facets: [], advanced: [], basic: [], sort: defaultSortOf(config), page: 1, resultsPerPage: config.defaultResultsPerPage, nameSystem: '' };
}

export { pageFromParam };

/** A list (or a whole query, for the export call) as URL text: lz-string compressed JSON (spec 4), safe in a query string as it is. */
export function compressList(list: readonly object[] | object): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(list));
}

/** The list in compressed URL text, or [] when the text is not one (a mangled link shows the search without it). */
export function decompressList(text: string | null | undefined): unknown[] {
  if (!text) return [];
  try {
    const json = LZString.decompressFromEncodedURIComponent(text);
    const value: unknown = json ? JSON.parse(json) : null;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOperator = (value: unknown): value is Operator => value === 'AND' || value === 'OR' || value === 'NOT';

/** Facet items the config knows, each once, in the order given. */
export function readFacets(list: readonly unknown[], config: SearchTypeConfig): FacetItem[] {
  const known = new Set(config.facets.map((facet) => facet.id));
  const out: FacetItem[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.value !== 'string') continue;
    const value = entry.value.trim();
    if (!known.has(entry.id) || !value || value.length > MAX_FACET_VALUE) continue;
    if (out.some((facet) => facet.id === entry.id && facet.value === value)) continue;
    out.push({ id: entry.id, value });
    if (out.length === MAX_FACETS) break;
  }
  return out;
}

/** Rows (advanced or basic) over the config's fields, with a value; the operator is kept only when it is one. */
export function readRows(list: readonly unknown[], fields: SearchTypeConfig['advancedFields'], max: number): QueryItem[] {
  const known = new Set(fields.map((field) => field.id));
  const out: QueryItem[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.value !== 'string') continue;
    const value = entry.value.trim().slice(0, MAX_VALUE);
    if (!known.has(entry.id) || !value) continue;
    out.push(isOperator(entry.operator) ? { id: entry.id, value, operator: entry.operator } : { id: entry.id, value });
    if (out.length === max) break;
  }
  return out;
}

/** Basic rows: the dates of spec 9.1 (YYYY, YYYY-MM or YYYY-MM-DD), the last of each field winning. */
export function readBasic(list: readonly unknown[], config: SearchTypeConfig): QueryItem[] {
  const byField = new Map<string, QueryItem>();
  for (const row of readRows(list, config.basicFields, MAX_BASIC)) {
    if (isDateText(row.value)) byField.set(row.id, { id: row.id, value: row.value });
  }
  return config.basicFields.map((field) => byField.get(field.id)).filter((row): row is QueryItem => row !== undefined);
}

/** YYYY, YYYY-MM or YYYY-MM-DD, a real date (the API's rule for date_from / date_to). */
export function isDateText(text: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text.trim());
  if (!match) return false;
  const month = match[2] ? Number(match[2]) : 1;
  const day = match[3] ? Number(match[3]) : 1;
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(Number(match[1]), month, 0)).getUTCDate();
}

/** A term of at most MAX_TERM_LENGTH characters, cut before the word that would cross the limit. */
export function cutTerm(term: string): { term: string; cut: boolean } {
  const trimmed = term.trim();
  if (trimmed.length <= MAX_TERM_LENGTH) return { term: trimmed, cut: false };
  const head = trimmed.slice(0, MAX_TERM_LENGTH + 1);
  const lastSpace = head.lastIndexOf(' ');
  return { term: (lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, MAX_TERM_LENGTH)).trim(), cut: true };
}

/** Reads the state of spec 3 from the URL; anything unreadable falls back to its default (never an error). */
export function readSearchUrl(params: URLSearchParams, config: SearchTypeConfig): SearchUrlState {
  const sort = params.get('sort');
  const size = Number(params.get('resultsPerPage'));
  return {
    q: cutTerm(params.get('q') ?? '').term,
    facets: readFacets(decompressList(params.get('facets')), config),
    advanced: readRows(decompressList(params.get('advanced')), config.advancedFields, MAX_ADVANCED),
    basic: readBasic(decompressList(params.get('basic')), config),
    sort: sort && config.sort.some((option) => option.id === sort) ? sort : defaultSortOf(config),
    page: pageFromParam(params.get('page')),
    resultsPerPage: config.resultsPerPage.includes(size) ? size : config.defaultResultsPerPage,
    nameSystem: (params.get('nameSystem') ?? '').trim().slice(0, 100),
  };
}

/** The query string of a state: only the values that differ from the defaults (spec 4), in a fixed order. */
export function writeSearchUrl(state: SearchUrlState, config: SearchTypeConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.facets.length) params.set('facets', compressList(state.facets.map(({ id, value }) => ({ id, value }))));
  const advanced = state.advanced.filter((row) => row.value.trim());
  if (advanced.length) params.set('advanced', compressList(advanced.map(({ id, value, operator }) => (operator && operator !== 'AND' ? { id, value, operator } : { id, value }))));
  const basic = state.basic.filter((row) => row.value.trim());
  if (basic.length) params.set('basic', compressList(basic.map(({ id, value }) => ({ id, value }))));
  if (state.sort !== defaultSortOf(config)) params.set('sort', state.sort);
  if (state.resultsPerPage !== config.defaultResultsPerPage) params.set('resultsPerPage', String(state.resultsPerPage));
  if (state.nameSystem) params.set('nameSystem', state.nameSystem);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The address of a state on a search page: "/search?q=cell&page=2", or the bare path for the defaults. */
export function searchUrl(path: string, state: SearchUrlState, config: SearchTypeConfig, extra?: Record<string, string>): string {
  const params = writeSearchUrl(state, config);
  for (const [name, value] of Object.entries(extra ?? {})) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Spec 4: a change to anything but the page starts again at page 1. */
export function changeSearchState(state: SearchUrlState, change: Partial<SearchUrlState>): SearchUrlState {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return { ...state, ...change, page: onlyPage ? (change.page ?? state.page) : 1 };
}

export const hasFacet = (state: SearchUrlState, facet: { id: string; value: string }): boolean =>
  state.facets.some((applied) => applied.id === facet.id && applied.value === facet.value);

/** Spec 4: toggling a facet already applied (same id and value) removes it; otherwise it is added. Page 1 either way. */
export function toggleFacet(state: SearchUrlState, facet: { id: string; value: string }): SearchUrlState {
  const facets = hasFacet(state, facet)
    ? state.facets.filter((applied) => !(applied.id === facet.id && applied.value === facet.value))
    : [...state.facets, { id: facet.id, value: facet.value }];
  return changeSearchState(state, { facets });
}

/** Every filter removed (facets, rows, dates, journal), the term, sort and page size kept. */
export function clearFilters(state: SearchUrlState): SearchUrlState {
  return changeSearchState(state, { facets: [], advanced: [], basic: [], nameSystem: '' });
}

/** The value of a basic field ('' when unset). */
export const basicValue = (state: SearchUrlState, id: string): string => state.basic.find((row) => row.id === id)?.value ?? '';

/** The state with a basic field set ('' removes it). */
export function withBasic(state: SearchUrlState, id: string, value: string): SearchUrlState {
  const basic = state.basic.filter((row) => row.id !== id);
  if (value.trim()) basic.push({ id, value: value.trim() });
  return changeSearchState(state, { basic });
}

/**
 * Spec 5: a single-character term is ignored, except where the search type takes one (journal search).
 * True when the term will be looked for.
 */
export const termCounts = (q: string, singleCharacters = false): boolean => q.trim().length > 1 || (singleCharacters && q.trim().length === 1);

/** The API query of a state (spec 3): what POST /api/search/{type} and the export call take. */
export function searchQueryOf(state: SearchUrlState, options: { singleCharacters?: boolean } = {}): SearchQuery {
  const query: SearchQuery = { page: String(state.page), sort: state.sort, resultsPerPage: state.resultsPerPage };
  if (termCounts(state.q, options.singleCharacters)) query.q = state.q.trim();
  if (state.facets.length) query.facets = state.facets.map(({ id, value }) => ({ id, value }));
  const advanced = state.advanced.filter((row) => row.value.trim());
  if (advanced.length) query.advanced = advanced;
  if (state.basic.length) query.basic = state.basic;
  if (state.nameSystem) query.nameSystem = state.nameSystem;
  return query;
}

/**
 * The form a search page's GET forms send (its fields named as here), read into a state. Readers
 * without scripts send these; the page answers with a redirect to the state's compressed address,
 * and with scripts the page reads its own form the same way. `base` is the state the form was shown on.
 *
 *   q, date_from, date_to, row_field / row_operator / row_value (repeated, in row order),
 *   remove_row (a row's number: that row is dropped), sort, resultsPerPage, facets (compressed, kept as sent)
 */
export const searchFormFields = { rowField: 'row_field', rowOperator: 'row_operator', rowValue: 'row_value', removeRow: 'remove_row', addRow: 'add_row' } as const;

export function isSearchForm(params: URLSearchParams, config: SearchTypeConfig): boolean {
  return (
    params.has(searchFormFields.rowValue) ||
    params.has(searchFormFields.removeRow) ||
    params.has(searchFormFields.addRow) ||
    config.basicFields.some((field) => params.has(field.id))
  );
}

export function readSearchForm(params: URLSearchParams, config: SearchTypeConfig): SearchUrlState {
  const state = readSearchUrl(params, config);
  const fields = params.getAll(searchFormFields.rowField);
  const operators = params.getAll(searchFormFields.rowOperator);
  const values = params.getAll(searchFormFields.rowValue);
  const removed = params.has(searchFormFields.removeRow) ? Number(params.get(searchFormFields.removeRow)) : -1;
  const fallbackField = defaultFieldOf(config);
  const rows = values.map((value, index) => ({ id: fields[index] ?? fallbackField, value, operator: operators[index] ?? 'AND' })).filter((_, index) => index !== removed);
  const advanced = readRows(rows, config.advancedFields, MAX_ADVANCED);
  const basic = readBasic(
    config.basicFields.map((field) => ({ id: field.id, value: params.get(field.id) ?? basicValue(state, field.id) })),
    config,
  );
  return { ...state, advanced: params.has(searchFormFields.rowValue) || removed >= 0 ? advanced : state.advanced, basic, page: 1 };
}

/** What a form sends, as the query string a GET of it would have (files, which search forms have none of, are left out). */
export function paramsOfForm(sent: FormData): URLSearchParams {
  const params = new URLSearchParams();
  sent.forEach((value, name) => {
    if (typeof value === 'string') params.append(name, value);
  });
  return params;
}
