import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { articleSearchConfig as config } from '@oap/contracts/search/searchConfigs.ts';
import { compressList, readSearchUrl } from '@oap/shared/search/searchUrlState.ts';
import { readableResults } from './searchLoader.ts';
import { Component, type SearchPageData } from './searchRoute.tsx';
import { manyResults, noResults } from './searchFixtures.ts';

async function pageData(url: string, results: SearchResults<ArticleSummary>, extra: Partial<SearchPageData> = {}): Promise<SearchPageData> {
  return {
    config,
    state: readSearchUrl(new URL(url, 'http://localhost').searchParams, config),
    // As the search query hands them over: snippets sanitised.
    results: await readableResults(results),
    problem: null,
    termCut: false,
    facetFilters: {},
    journal: null,
    ...extra,
  };
}

function renderSearch(url: string, results: SearchResults<ArticleSummary>, extra: Partial<SearchPageData> = {}) {
  const loader = ({ request }: LoaderFunctionArgs): Promise<SearchPageData> => pageData(request.url, results, extra);
  const router = createMemoryRouter([{ path: '/search', Component, loader, HydrateFallback: () => <p>Loading</p> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const facetsParam = (list: object[]) => new URLSearchParams({ facets: compressList(list) }).toString();

test('the results: count, links to the articles and their journals, a sanitised snippet, a checkbox each', async () => {
  renderSearch('/search?q=mitochondria&page=3', manyResults);
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(screen.getAllByRole('status').some((status) => status.textContent === 'Showing 21–30 of 57 results for “mitochondria”')).toBe(true);
  const first = screen.getByRole('link', { name: 'Mitochondrial dynamics in ageing neurons, part 1' });
  expect(first).toHaveAttribute('href', '/2073-4409/13/4/301');
  const item = first.closest('article') as HTMLElement;
  expect(within(item).getByRole('link', { name: 'Cells' })).toHaveAttribute('href', '/journal/cells');
  expect(item.querySelector('mark')).toHaveTextContent('mitochondria');
  expect(item.querySelector('script')).toBeNull();
  expect(within(item).getByRole('checkbox', { name: /^Select Mitochondrial/ })).toHaveAttribute('form', 'search-export');
  expect(screen.getAllByRole('article')).toHaveLength(10);
});

test('facets: each value toggles itself in the compressed URL and goes back to page 1; applied ones are chips', async () => {
  const user = userEvent.setup();
  const applied = facetsParam([{ id: 'journals', value: 'cells' }]);
  const results = { ...manyResults, facets: manyResults.facets?.map((f) => (f.id === 'journals' ? { ...f, values: f.values.map((v) => ({ ...v, selected: v.value === 'cells' })) } : f)) };
  const router = renderSearch(`/search?q=mitochondria&${applied}&page=3`, results);
  const journals = await screen.findByRole('region', { name: 'Journals' });
  const cells = within(journals).getByRole('checkbox', { name: /Journals: Cells/, checked: true });
  expect(cells).toHaveAttribute('href', '/search?q=mitochondria');
  const chip = screen.getByRole('link', { name: 'Remove Journals: Cells' });
  expect(chip).toHaveAttribute('href', '/search?q=mitochondria');
  await user.click(within(journals).getByRole('checkbox', { name: /Journals: Journal 1 /, checked: false }));
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('page')).toBeNull();
  expect(readSearchUrl(params, config).facets).toEqual([
    { id: 'journals', value: 'cells' },
    { id: 'journals', value: 'journal-1' },
  ]);
});

test('the pages are real links that keep the search; a page that is not a positive number is page 1', async () => {
  renderSearch('/search?q=mitochondria&page=3', manyResults);
  const pages = await screen.findByRole('navigation', { name: 'Search results pages' });
  expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=mitochondria&page=2');
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=mitochondria');
  expect(within(pages).getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/search?q=mitochondria&page=6');
});

test('the term, with Enter: the trimmed term, page 1, the sort kept', async () => {
  const user = userEvent.setup();
  const router = renderSearch('/search?q=cells&page=3&sort=citations', manyResults);
  const box = await screen.findByRole('searchbox', { name: 'Search articles' });
  await user.clear(box);
  await user.type(box, '  protein folding  {Enter}');
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: 'protein folding', sort: 'citations' });
});

test('the advanced builder: a field row and a date go into the compressed URL; rows can be added and removed', async () => {
  // No pause between key presses: this test types four fields, and with the default pause it came
  // near jest's 5 s limit on a loaded machine.
  const user = userEvent.setup({ delay: null });
  const router = renderSearch('/search?q=cell', manyResults);
  await user.click(await screen.findByText('Advanced search'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Field of row 1' }), 'Title');
  await user.type(screen.getByRole('textbox', { name: 'Term of row 1' }), 'membrane');
  await user.click(screen.getByRole('button', { name: 'Add a row' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'How row 2 joins the rows above' }), 'NOT');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Field of row 2' }), 'Authors');
  await user.type(screen.getByRole('textbox', { name: 'Term of row 2' }), 'smith');
  await user.type(screen.getByLabelText('Published from'), '2020-01-01');
  await user.click(screen.getAllByRole('button', { name: 'Search' })[1] as HTMLElement);
  // The form's submission is a navigation: the location changes once the loader has answered.
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  const state = readSearchUrl(new URLSearchParams(router.state.location.search), config);
  expect(state.q).toBe('cell');
  // AND, the default, is not written.
  expect(state.advanced).toEqual([
    { id: 'title', value: 'membrane' },
    { id: 'authors', value: 'smith', operator: 'NOT' },
  ]);
  expect(state.basic).toEqual([{ id: 'date_from', value: '2020-01-01' }]);
  // Removing the second row runs the search without it.
  await user.click(await screen.findByRole('button', { name: 'Remove row 2' }));
  await waitFor(() => expect(readSearchUrl(new URLSearchParams(router.state.location.search), config).advanced).toEqual([{ id: 'title', value: 'membrane' }]));
});

test('sort and page size: page 1 again, defaults stay out of the URL', async () => {
  const user = userEvent.setup();
  const router = renderSearch('/search?q=mitochondria&page=3', manyResults);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Most recent');
  expect(router.state.location.search).toBe('?q=mitochondria&sort=publication_date');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '30');
  expect(router.state.location.search).toBe('?q=mitochondria&sort=publication_date&resultsPerPage=30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevancy');
  expect(router.state.location.search).toBe('?q=mitochondria&resultsPerPage=30');
});

test('select all on the page, then export: the export form names the selected ids', async () => {
  const user = userEvent.setup();
  renderSearch('/search?q=mitochondria', manyResults);
  await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
  expect(screen.getByRole('button', { name: 'Export 10 selected' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Export results' }) as HTMLFormElement;
  expect(form).toHaveAttribute('action', '/api/search/export');
  expect(new FormData(form).getAll('ids')).toHaveLength(10);
  expect(new FormData(form).get('format')).toBe('ris');
});

test('counts past the limit say "more than"; dropped words and problems are said in words', async () => {
  renderSearch('/search?q=cell', { ...manyResults, page: 1, total: 10_000, totalIsLowerBound: true, droppedWords: ['Erythema', 'Nodosum'] }, { problem: null });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Showing 1–10 of more than 10,000 results for “cell”');
  expect(screen.getByText(/these were left out: “Erythema Nodosum”/)).toBeInTheDocument();
  expect(screen.getByText(/the counts are of the newest 10,000/)).toBeInTheDocument();
});

test('facet counts estimated from a sample say so', async () => {
  renderSearch('/search?q=cell', { ...manyResults, page: 1, total: 10_000, totalIsLowerBound: true, facetCountsEstimated: true });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText(/the counts are estimates for the newest 10,000/)).toBeInTheDocument();
});

test('an exact total with estimated counts for the values outside the filters says which are estimates', async () => {
  renderSearch('/search?q=cell', { ...manyResults, page: 1, total: 7_908, facetCountsEstimated: true });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText('The counts of values outside your filters are estimates.')).toBeInTheDocument();
  expect(screen.queryByText(/newest 10,000/)).toBeNull();
});

test('no results: what to change, with links that remove each filter', async () => {
  const url = `/search?q=zzqx&${facetsParam([{ id: 'journals', value: 'cells' }])}`;
  renderSearch(url, noResults);
  expect(await screen.findByRole('heading', { level: 2, name: 'No articles match “zzqx”' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Journals: cells' })).toHaveAttribute('href', '/search?q=zzqx');
  expect(screen.getByRole('link', { name: 'all journals' })).toHaveAttribute('href', '/about/journals');
  expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
});

test('the server markup hydrates without a mismatch (the no-script parts included)', async () => {
  const { hydrateServerMarkup } = await import('@oap/shared/routing/hydrationForTests.tsx');
  const url = 'http://localhost/search?q=mitochondria&page=3';
  const { html, problems } = await hydrateServerMarkup({ Component }, { path: '/search', url, data: await pageData(url, manyResults) });
  expect(html).toContain('<noscript>');
  expect(html).toContain('Link to this search');
  expect(problems).toEqual([]);
  expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/search?q=mitochondria&page=4');
});
