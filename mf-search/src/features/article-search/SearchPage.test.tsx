import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { Component, head, readableResults, type SearchPageData } from './searchRoute.tsx';
import { defaultArticleSearchConfig } from './searchConfig.ts';
import { readSearchState } from './searchState.ts';

const journal = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };

function article(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    articleType: 'Article',
    title: `Mitochondrial dynamics in ageing neurons, part ${id}`,
    authors: ['Ana Silva', 'Jonas Berg'],
    journal,
    volume: '13',
    issue: '4',
    identifier: String(300 + id),
    doi: `10.3390/cells1304${300 + id}`,
    publishedAt: '2024-02-14T00:00:00.000Z',
    path: `/2073-4409/13/4/${300 + id}`,
    views: 120,
    citations: 3,
    snippet: 'Loss of <mark>mitochondria</mark> fission in neurons<script>window.hacked = true</script>',
    ...overrides,
  };
}

function renderSearch(url: string, results: SearchResults<ArticleSummary>) {
  const loader = ({ request }: LoaderFunctionArgs): SearchPageData => ({
    config: defaultArticleSearchConfig,
    state: readSearchState(new URL(request.url).searchParams, defaultArticleSearchConfig),
    // As the search query hands them over: snippets sanitised.
    results: readableResults(results),
  });
  const router = createMemoryRouter([{ path: '/search', Component, loader, HydrateFallback: () => <p>Loading</p> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const manyResults: SearchResults<ArticleSummary> = {
  total: 57,
  page: 3,
  resultsPerPage: 10,
  items: Array.from({ length: 10 }, (_, index) => article(index + 1)),
};

test('shows the results with links to the articles, their journal, and a sanitised snippet', async () => {
  renderSearch('/search?q=mitochondria&page=3', manyResults);

  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Showing 21–30 of 57 results for “mitochondria”');
  const first = screen.getByRole('link', { name: 'Mitochondrial dynamics in ageing neurons, part 1' });
  expect(first).toHaveAttribute('href', '/2073-4409/13/4/301');
  const item = first.closest('article') as HTMLElement;
  expect(within(item).getByRole('link', { name: 'Cells' })).toHaveAttribute('href', '/journal/cells');
  expect(within(item).getByText('Volume 13, Issue 4')).toBeInTheDocument();
  expect(within(item).getByText('14 February 2024')).toBeInTheDocument();
  expect(item.querySelector('mark')).toHaveTextContent('mitochondria');
  expect(item.querySelector('script')).toBeNull();
  expect(screen.getAllByRole('article')).toHaveLength(10);
});

test('paginates with real links that keep the term', async () => {
  renderSearch('/search?q=mitochondria&page=3', manyResults);
  const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
  expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=mitochondria&page=2');
  expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=mitochondria&page=4');
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=mitochondria');
  expect(within(pages).getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/search?q=mitochondria&page=6');
  expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

test('a page that is not a positive number is page 1', async () => {
  renderSearch('/search?q=mitochondria&page=-2', manyResults);
  const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
});

test('submitting the form with Enter navigates to the trimmed term and back to page 1', async () => {
  const user = userEvent.setup();
  const router = renderSearch('/search?q=cells&page=3&sort=citations', manyResults);
  const box = await screen.findByRole('searchbox', { name: 'Search articles' });
  await user.clear(box);
  await user.type(box, '  protein folding  {Enter}');
  expect(router.state.location.pathname).toBe('/search');
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'protein folding', sort: 'citations' });
});

test('the Search button submits too', async () => {
  const user = userEvent.setup();
  const router = renderSearch('/search', { total: 0, page: 1, resultsPerPage: 10, items: [] });
  await user.type(await screen.findByRole('searchbox', { name: 'Search articles' }), ' ageing');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(router.state.location.search).toBe('?q=ageing');
});

test('changing the sort order resets the page to 1 and keeps defaults out of the URL', async () => {
  const user = userEvent.setup();
  const router = renderSearch('/search?q=mitochondria&page=3', manyResults);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Most recent');
  expect(router.state.location.search).toBe('?q=mitochondria&sort=publication_date');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), '30');
  expect(router.state.location.search).toBe('?q=mitochondria&sort=publication_date&resultsPerPage=30');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevancy');
  expect(router.state.location.search).toBe('?q=mitochondria&resultsPerPage=30');
});

test('no results shows a helpful message instead of an empty list', async () => {
  renderSearch('/search?q=zzqx', { total: 0, page: 1, resultsPerPage: 10, items: [] });
  expect(await screen.findByRole('heading', { level: 2, name: 'No articles match "zzqx"' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'all journals' })).toHaveAttribute('href', '/about/journals');
  expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
});

test('the title names the term', () => {
  const state = readSearchState(new URLSearchParams('q=ageing'), defaultArticleSearchConfig);
  expect(head({ config: defaultArticleSearchConfig, state, results: manyResults })).toMatchObject({ title: 'Search results for "ageing"' });
  expect(head({ config: defaultArticleSearchConfig, state: { ...state, q: '' }, results: manyResults })).toMatchObject({ title: 'Search' });
});

test('the server markup hydrates without a mismatch (the no-script Apply button included)', async () => {
  const { hydrateServerMarkup } = await import('@oap/shared/routing/hydrationForTests.tsx');
  const url = 'http://localhost/search?q=mitochondria&page=3';
  const data: SearchPageData = { config: defaultArticleSearchConfig, state: readSearchState(new URL(url).searchParams, defaultArticleSearchConfig), results: manyResults };
  const { html, problems } = await hydrateServerMarkup({ Component }, { path: '/search', url, data });
  expect(html).toContain('<noscript>');
  expect(problems).toEqual([]);
  expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/search?q=mitochondria&page=4');
});
