import LZString from 'lz-string';
import { articleSearchConfig, journalSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import {
  changeSearchState,
  clearFilters,
  compressList,
  cutTerm,
  decompressList,
  emptySearchState,
  isSearchForm,
  pageFromParam,
  readSearchForm,
  readSearchUrl,
  searchQueryOf,
  searchUrl,
  toggleFacet,
  withBasic,
  writeSearchUrl,
  type SearchUrlState,
} from './searchUrlState.ts';

const config = articleSearchConfig;
const read = (query: string) => readSearchUrl(new URLSearchParams(query), config);
const state = (change: Partial<SearchUrlState> = {}): SearchUrlState => ({ ...emptySearchState(config), ...change });

test('the defaults write nothing: /search alone', () => {
  expect(writeSearchUrl(emptySearchState(config), config).toString()).toBe('');
  expect(searchUrl('/search', emptySearchState(config), config)).toBe('/search');
  expect(searchUrl('/search', state({ sort: 'relevancy', resultsPerPage: 10, page: 1 }), config)).toBe('/search');
});

test('only non-default values are written, facets, advanced and basic rows as lz-string compressed text', () => {
  const s = state({
    q: 'cell',
    facets: [{ id: 'journals', value: 'cells' }],
    advanced: [{ id: 'title', value: 'membrane' }, { id: 'authors', value: 'müller', operator: 'NOT' }],
    basic: [{ id: 'date_from', value: '2020' }],
    sort: 'citations',
    resultsPerPage: 20,
    page: 3,
  });
  const params = writeSearchUrl(s, config);
  expect([...params.keys()]).toEqual(['q', 'facets', 'advanced', 'basic', 'sort', 'resultsPerPage', 'page']);
  expect(JSON.parse(LZString.decompressFromEncodedURIComponent(params.get('facets') as string) as string)).toEqual([{ id: 'journals', value: 'cells' }]);
  expect(JSON.parse(LZString.decompressFromEncodedURIComponent(params.get('advanced') as string) as string)).toEqual([
    { id: 'title', value: 'membrane' },
    { id: 'authors', value: 'müller', operator: 'NOT' },
  ]);
  // And back: a pasted URL gives the same state (the same results in another browser).
  expect(readSearchUrl(params, config)).toEqual(s);
});

test('a page that is not a positive number is 1', () => {
  for (const page of ['0', '-2', 'abc', '1.5', '', ' ', '99999999999999999999', '1000001']) expect(pageFromParam(page)).toBe(1);
  expect(pageFromParam(null)).toBe(1);
  expect(pageFromParam('7')).toBe(7);
  expect(pageFromParam('1000000')).toBe(1000000);
  expect(read('page=x').page).toBe(1);
  expect(read('page=4').page).toBe(4);
});

test('unknown sorts and page sizes fall back to the defaults; mangled compressed text is ignored', () => {
  const s = read('sort=alphabetical&resultsPerPage=1000&facets=%%%&advanced=notlz&basic=' + compressList([{ id: 'date_from', value: '2024-02-30' }]));
  expect(s).toEqual(emptySearchState(config));
  expect(decompressList('N4Ig')).toEqual([]);
  expect(decompressList(compressList([{ a: 1 }]))).toEqual([{ a: 1 }]);
});

test('facets and fields the config does not know are dropped; values are trimmed; a facet comes once', () => {
  const facets = compressList([
    { id: 'journals', value: ' cells ' },
    { id: 'journals', value: 'cells' },
    { id: 'colour', value: 'red' },
    { id: 'regions', value: '' },
    { id: 'regions' },
    'text',
  ]);
  const advanced = compressList([{ id: 'title', value: 'x', operator: 'XOR' }, { id: 'colour', value: 'y' }, { id: 'doi', value: '  ' }]);
  const s = read(`facets=${facets}&advanced=${advanced}`);
  expect(s.facets).toEqual([{ id: 'journals', value: 'cells' }]);
  expect(s.advanced).toEqual([{ id: 'title', value: 'x' }]);
});

test('any change other than the page resets the page to 1', () => {
  const onPage3 = state({ q: 'cell', page: 3 });
  expect(changeSearchState(onPage3, { page: 4 }).page).toBe(4);
  expect(changeSearchState(onPage3, { sort: 'views' }).page).toBe(1);
  expect(changeSearchState(onPage3, { resultsPerPage: 30 }).page).toBe(1);
  expect(changeSearchState(onPage3, { q: 'membrane' }).page).toBe(1);
  expect(withBasic(onPage3, 'date_to', '2021').page).toBe(1);
  expect(clearFilters({ ...onPage3, facets: [{ id: 'journals', value: 'cells' }] })).toEqual({ ...onPage3, page: 1 });
});

test('toggling a facet with the same id and value as one applied removes it; any facet change goes to page 1', () => {
  const applied = state({ facets: [{ id: 'journals', value: 'cells' }], page: 2 });
  const removed = toggleFacet(applied, { id: 'journals', value: 'cells' });
  expect(removed.facets).toEqual([]);
  expect(removed.page).toBe(1);
  const added = toggleFacet(applied, { id: 'journals', value: 'genes' });
  expect(added.facets).toEqual([{ id: 'journals', value: 'cells' }, { id: 'journals', value: 'genes' }]);
  expect(toggleFacet(applied, { id: 'subjects', value: 'cells' }).facets).toHaveLength(2);
});

test('the API query: a single-character term is left out, except where the type takes one (journals)', () => {
  expect(searchQueryOf(state({ q: 'x' }))).toEqual({ page: '1', sort: 'relevancy', resultsPerPage: 10 });
  expect(searchQueryOf(state({ q: ' cell ', facets: [{ id: 'journals', value: 'cells' }] }))).toEqual({
    q: 'cell',
    facets: [{ id: 'journals', value: 'cells' }],
    page: '1',
    sort: 'relevancy',
    resultsPerPage: 10,
  });
  const journals = { ...emptySearchState(journalSearchConfig), q: 'J' };
  expect(searchQueryOf(journals, { singleCharacters: true }).q).toBe('J');
});

test('a term over the API limit is cut before the word that crosses it', () => {
  const long = `${'word '.repeat(250)}end`;
  const { term, cut } = cutTerm(long);
  expect(cut).toBe(true);
  expect(term.length).toBeLessThanOrEqual(1000);
  expect(term.endsWith('word')).toBe(true);
  expect(cutTerm(' cell ')).toEqual({ term: 'cell', cut: false });
  expect(read(`q=${encodeURIComponent(long)}`).q).toBe(term);
});

test('the GET form of the page (readers without scripts): rows, dates, a removed row, read into the compressed state', () => {
  const base = state({ q: 'old', facets: [{ id: 'journals', value: 'cells' }], sort: 'citations', page: 5 });
  const sent = new URLSearchParams(writeSearchUrl(base, config));
  sent.set('q', 'cell');
  for (const [field, operator, value] of [
    ['title', 'AND', 'membrane'],
    ['authors', 'NOT', 'smith'],
    ['abstract', 'OR', ''],
    ['keywords', 'OR', 'lipid'],
  ] as const) {
    sent.append('row_field', field);
    sent.append('row_operator', operator);
    sent.append('row_value', value);
  }
  sent.set('date_from', '2020-01-01');
  sent.set('date_to', '');
  expect(isSearchForm(sent, config)).toBe(true);
  expect(isSearchForm(writeSearchUrl(base, config), config)).toBe(false);
  const s = readSearchForm(sent, config);
  expect(s).toEqual({
    ...base,
    q: 'cell',
    advanced: [
      { id: 'title', value: 'membrane', operator: 'AND' },
      { id: 'authors', value: 'smith', operator: 'NOT' },
      { id: 'keywords', value: 'lipid', operator: 'OR' },
    ],
    basic: [{ id: 'date_from', value: '2020-01-01' }],
    page: 1,
  });
  sent.set('remove_row', '1');
  expect(readSearchForm(sent, config).advanced.map((row) => row.value)).toEqual(['membrane', 'lipid']);
});
