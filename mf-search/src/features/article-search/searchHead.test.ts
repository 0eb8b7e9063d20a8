import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { renderHeadHtml } from '@oap/contracts/site/documentHead.ts';
import { defaultArticleSearchConfig as config } from './searchConfig.ts';
import { searchDescription, searchHead } from './searchHead.ts';
import { readSearchState } from './searchState.ts';

const results = (total: number): SearchResults<ArticleSummary> => ({ total, page: 1, resultsPerPage: 10, items: [] });
const data = (query: string, total = 42) => ({ config, state: readSearchState(new URLSearchParams(query), config), results: results(total) });

test('a page of results for a term: its title, the count, noindex but follow, canonical /search', () => {
  expect(searchHead(data('q=ageing'))).toEqual({
    title: 'Search results for "ageing"',
    description: '42 articles match "ageing".',
    canonical: '/search',
    robots: 'noindex, follow',
    openGraph: { type: 'website' },
  });
  expect(searchHead(data('q=ageing', 1)).description).toBe('1 article matches "ageing".');
});

test('other result pages (a later page, another sort) are not indexed either', () => {
  expect(searchHead(data('page=2')).robots).toBe('noindex, follow');
  expect(searchHead(data(`sort=${config.sorts.find((sort) => sort.id !== config.defaultSort)!.id}`)).robots).toBe('noindex, follow');
});

test('the bare search page stays indexable', () => {
  const head = searchHead(data(''));
  expect(head).toEqual({ title: 'Search', description: searchDescription, canonical: '/search', openGraph: { type: 'website' } });
  expect(searchHead(undefined).robots).toBeUndefined();
});

test('in the served HTML', () => {
  const html = renderHeadHtml(searchHead(data('q=<cell>')), { origin: 'https://journals.example.org', pathname: '/search', status: 200, nonce: '' });
  expect(html).toContain('<title>Search results for &#34;&#60;cell&#62;&#34; | the product</title>');
  expect(html).toContain('<meta name="robots" content="noindex, follow"');
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/search"');
});
