import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { renderHeadHtml } from '@oap/contracts/site/documentHead.ts';
import { articleSearchConfig as config } from '@oap/contracts/search/searchConfigs.ts';
import { compressList, readSearchUrl } from '@oap/shared/search/searchUrlState.ts';
import { searchDescription, searchHead } from './searchHead.ts';

const results = (total: number, lowerBound = false): SearchResults<ArticleSummary> => ({ total, page: 1, resultsPerPage: 10, items: [], ...(lowerBound ? { totalIsLowerBound: true } : {}) });
const data = (query: string, total = 42, lowerBound = false) => ({
  config,
  state: readSearchUrl(new URLSearchParams(query), config),
  results: results(total, lowerBound),
  problem: null,
  termCut: false,
  facetFilters: {},
  journal: null,
});

test('a page of results for a term: its title, the count, noindex but follow, canonical /search', () => {
  expect(searchHead(data('q=ageing'))).toEqual({
    title: 'Search results for "ageing"',
    description: '42 articles match "ageing".',
    canonical: '/search',
    robots: 'noindex, follow',
    openGraph: { type: 'website' },
  });
  expect(searchHead(data('q=ageing', 1)).description).toBe('1 article matches "ageing".');
  expect(searchHead(data('q=cell', 10_000, true)).description).toBe('More than 10,000 articles match "cell".');
});

test('other result pages (a later page, another sort) are not indexed either', () => {
  expect(searchHead(data('page=2')).robots).toBe('noindex, follow');
  expect(searchHead(data('sort=citations')).robots).toBe('noindex, follow');
  expect(searchHead(data(`facets=${compressList([{ id: 'journals', value: 'cells' }])}`)).robots).toBe('noindex, follow');
});

test('the bare search page stays indexable', () => {
  const head = searchHead(data(''));
  expect(head).toEqual({ title: 'Search', description: searchDescription, canonical: '/search', openGraph: { type: 'website' } });
  expect(searchHead(undefined).robots).toBeUndefined();
});

test('in the served HTML', () => {
  const html = renderHeadHtml(searchHead(data('q=<cell>')), { origin: 'https://journals.example.org', pathname: '/search', status: 200, nonce: '' });
  expect(html).toContain('<title>Search results for &#34;&#60;cell&#62;&#34; | Meridian Open Science</title>');
  expect(html).toContain('<meta name="robots" content="noindex, follow"');
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/search"');
});
