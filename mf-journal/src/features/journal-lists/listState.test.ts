// A list's state from its URL (spec 4 and 5: a page is a positive number, else 1; unknown sorts and sizes fall back).
import { editorsChoiceConfig, sectionSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { articleListState, listStateHref, stateBody, stateFields, stateQuery, toggleListFacet } from './articleListState.ts';
import { choiceFrom, listHref, pageCount, pageFrom, termFrom } from './listParams.ts';

const search = (query: string) => new URLSearchParams(query);

test('a page is a positive whole number, anything else page 1', () => {
  expect(pageFrom(search('page=3'))).toBe(3);
  for (const bad of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=', '', 'page=99999999999999999999']) expect(pageFrom(search(bad))).toBe(1);
});

test('choices fall back to the default, terms are trimmed and a single character ignored', () => {
  expect(choiceFrom(search('status=closed'), 'status', ['open', 'closed'], 'open')).toBe('closed');
  expect(choiceFrom(search('status=secret'), 'status', ['open', 'closed'], 'open')).toBe('open');
  expect(termFrom(search('q=%20%20cilia%20'))).toBe('cilia');
  expect(termFrom(search('q=x'))).toBe('');
});

test('links leave out default values, so each state has one address', () => {
  expect(listHref('/journal/cells/special_issues', { status: 'open', page: 1 }, { status: 'open', page: 1 })).toBe('/journal/cells/special_issues');
  expect(listHref('/journal/cells/special_issues', { status: 'closed', page: 2 }, { status: 'open', page: 1 })).toBe('/journal/cells/special_issues?status=closed&page=2');
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(21, 10)).toBe(3);
});

test('a section list: the five section sorts, the three page sizes, to the API and back to the URL', () => {
  const state = articleListState(search('q=cilia&sort=citations&page=2&resultsPerPage=20'), sectionSearchConfig);
  expect(state).toEqual({ q: 'cilia', sort: 'citations', page: 2, resultsPerPage: 20, facets: [] });
  expect(stateBody(state)).toEqual({ q: 'cilia', sort: 'citations', page: '2', resultsPerPage: 20 });
  expect(stateQuery(state, sectionSearchConfig)).toEqual({ q: 'cilia', sort: 'citations', resultsPerPage: '20', page: '2' });
  const defaults = articleListState(search('sort=relevancy&resultsPerPage=7'), editorsChoiceConfig);
  // Relevancy is a section sort, not an editors' choice one (spec 9.1): the default is kept.
  expect(defaults).toEqual({ q: '', sort: 'publication_date', page: 1, resultsPerPage: 10, facets: [] });
  expect(stateQuery(defaults, editorsChoiceConfig)).toEqual({ q: undefined, sort: undefined, resultsPerPage: undefined, page: undefined });
});

test("a list's facets (spec 2.11): chosen values from the URL, to the API, toggled by links that keep the rest and start at page 1", () => {
  const state = articleListState(search('sort=views&page=3&article_types=review-article&article_types=editorial&regions=Europe&journals=cells&article_types='), editorsChoiceConfig);
  // Only the list's own facets; empty values dropped.
  expect(state.facets).toEqual([
    { id: 'article_types', value: 'review-article' },
    { id: 'article_types', value: 'editorial' },
    { id: 'regions', value: 'Europe' },
  ]);
  expect(stateBody(state)).toMatchObject({ facets: state.facets });
  const path = '/journal/cells/editors_choice';
  expect(listStateHref(path, toggleListFacet(state, { id: 'article_types', value: 'editorial' }), editorsChoiceConfig)).toBe(`${path}?sort=views&article_types=review-article&regions=Europe`);
  expect(listStateHref(path, toggleListFacet(state, { id: 'regions', value: 'Asia' }), editorsChoiceConfig)).toBe(
    `${path}?sort=views&article_types=review-article&article_types=editorial&regions=Europe&regions=Asia`,
  );
  // The term form keeps sort and facets (not the page: a new search starts at page 1).
  expect(stateFields(state, editorsChoiceConfig, ['q'])).toEqual([
    ['sort', 'views'],
    ['article_types', 'review-article'],
    ['article_types', 'editorial'],
    ['regions', 'Europe'],
  ]);
});
