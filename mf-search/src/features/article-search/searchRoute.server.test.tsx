/**
 * @jest-environment node
 */
// /search as the server renders it: a plain GET of /search?… runs the loader with the
// search from the URL and sends the results, facets, links and forms in the HTML; the page's GET
// forms are answered with a redirect to the compressed address; the API's refusals are said on the
// page, never the 500 page.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { articleSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, redirectOnServer, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import { compressList, readSearchUrl } from '@oap/shared/search/searchUrlState.ts';
import * as searchRoute from './searchRoute.tsx';
import { article, facets } from './searchFixtures.ts';

const results: SearchResults<ArticleSummary> = {
  total: 25,
  page: 1,
  resultsPerPage: 10,
  items: Array.from({ length: 10 }, (_, index) => article(index + 1, { title: `Cell membranes under stress, part ${index + 1}`, snippet: '<mark>Cell</mark> membranes<script>window.hacked = true</script>' })),
  facets,
};

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { query: Record<string, unknown>; includeFacets?: boolean };

test('/search?q=cell as a plain GET renders the results, facets, controls and export of the term in the URL', async () => {
  expect(typeof window).toBe('undefined');
  const sent: unknown[] = [];
  const api = { '/api/search/articles': (init: RequestInit) => (sent.push(bodyOf(init)), [200, results] as const) };
  const result = await renderOnServer(searchRoute, { path: '/search', url: 'http://localhost/search?q=cell', api });
  expect(result.status).toBe(200);
  // The config call fails here (404): the built-in defaults serve instead (spec 8).
  expect(result.requests).toEqual(['GET /api/search/articles/config', 'POST /api/search/articles']);
  expect(sent).toEqual([{ query: { page: '1', sort: 'relevancy', resultsPerPage: 10, q: 'cell' }, includeFacets: true }]);
  expect(result.html).toMatch(/<input[^>]*name="q"[^>]*value="cell"/);
  expect(result.html).toContain('href="/2073-4409/13/4/301"');
  expect(result.html).toContain('href="/journal/cells"');
  expect(result.html).toContain('href="/search?q=cell&amp;page=2"');
  expect(result.html).toContain('<mark>Cell</mark> membranes');
  expect(result.html).not.toContain('<script');
  // Facet values are links to the search with the value applied (compressed).
  const facetHref = `/search?q=cell&amp;facets=${compressList([{ id: 'journals', value: 'cells' }])}`;
  expect(result.html).toContain(`href="${facetHref}"`);
  // Sort and page size work as a GET form too, with a submit button for readers without scripts.
  expect(result.html).toMatch(/<form class="options" action="\/search" method="get"><input type="hidden" name="q" value="cell"\/>/);
  expect(result.html).toMatch(/<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript>/);
  // Export: a GET form to the export call; each result's checkbox belongs to it.
  expect(result.html).toMatch(/<form id="search-export"[^>]*action="\/api\/search\/export" method="get"/);
  expect(result.html).toMatch(/<input class="select" type="checkbox" form="search-export"[^>]*name="ids" value="1"/);
});

test('sort, page size, page and facets come from the URL', async () => {
  const api = { '/api/search/articles': [200, { ...results, page: 2 }] } as const;
  const facetsParam = compressList([{ id: 'journals', value: 'cells' }]);
  const url = `http://localhost/search?q=cell&facets=${facetsParam}&sort=citations&resultsPerPage=20&page=2`;
  const result = await renderOnServer(searchRoute, { path: '/search', url, api });
  const query = { page: '2', sort: 'citations', resultsPerPage: 20, q: 'cell', facets: [{ id: 'journals', value: 'cells' }] };
  expect(result.queryClient.getQueryData(['search', 'articles', query])).toBeDefined();
  expect(result.html).toContain('<option value="citations" selected="">Most cited</option>');
  expect(result.html).toContain('aria-label="Remove Journals: Cells"');
});

test('the GET form of the page (no scripts) is answered with a redirect to the compressed address', async () => {
  const form = 'q=cell&row_field=title&row_operator=AND&row_value=membrane&row_field=all&row_operator=AND&row_value=&date_from=2020-01-01&date_to=';
  const target = await redirectOnServer(searchRoute, { path: '/search', url: `http://localhost/search?${form}`, api: {} });
  expect(target.status).toBe(302);
  const location = new URL(target.location ?? '', 'http://localhost');
  expect(location.pathname).toBe('/search');
  expect(readSearchUrl(location.searchParams, articleSearchConfig)).toMatchObject({
    q: 'cell',
    advanced: [{ id: 'title', value: 'membrane' }],
    basic: [{ id: 'date_from', value: '2020-01-01' }],
    page: 1,
  });
});

test('a search the API refuses is the page with the reason, not the 500 page; a busy search says so', async () => {
  const refused = { '/api/search/articles': [400, { statusCode: 400, message: 'Invalid search request: query.q: Too big' }] } as const;
  const page = await renderOnServer(searchRoute, { path: '/search', url: 'http://localhost/search?q=cell', api: refused });
  expect(page.status).toBe(200);
  expect(page.html).toContain('This search could not be run: query.q: Too big');
  const busy = { '/api/search/articles': [503, { statusCode: 503, message: 'Search is busy right now.' }] } as const;
  const later = await renderOnServer(searchRoute, { path: '/search', url: 'http://localhost/search?q=cell', api: busy });
  expect(later.status).toBe(200);
  expect(later.html).toContain('Search is very busy at the moment.');
});

test('a term over 1,000 characters is cut on a word and said so; an unknown journal in the URL is ignored (spec 8)', async () => {
  const sent: { query: Record<string, unknown> }[] = [];
  const api = { '/api/search/articles': (init: RequestInit) => (sent.push(bodyOf(init)), [200, results] as const) };
  const long = 'cell '.repeat(300);
  const result = await renderOnServer(searchRoute, { path: '/search', url: `http://localhost/search?q=${encodeURIComponent(long)}&nameSystem=no-such-journal`, api });
  expect(result.status).toBe(200);
  expect(String(sent[0]?.query.q).length).toBeLessThanOrEqual(1000);
  expect(sent[0]?.query.nameSystem).toBeUndefined();
  expect(result.requests).toContain('GET /api/journals/no-such-journal/single/base');
  expect(result.html).toContain('Your search was longer than 1,000 characters');
});
