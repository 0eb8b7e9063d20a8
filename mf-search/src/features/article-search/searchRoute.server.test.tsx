/**
 * @jest-environment node
 */
// /search as the server renders it (issue 9): a plain GET of /search?q=cell runs the loader with the
// term from the URL and sends the results, their links and the pages in the HTML.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as searchRoute from './searchRoute.tsx';

const journal = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };
const item = (id: number): ArticleSummary => ({
  id,
  articleType: 'Article',
  title: `Cell membranes under stress, part ${id}`,
  authors: ['Ana Silva'],
  journal,
  volume: '13',
  issue: '4',
  identifier: String(300 + id),
  doi: `10.3390/cells1304${300 + id}`,
  publishedAt: '2024-02-14T00:00:00.000Z',
  path: `/2073-4409/13/4/${300 + id}`,
  views: 1,
  citations: 0,
  snippet: '<mark>Cell</mark> membranes<script>window.hacked = true</script>',
});
const results: SearchResults<ArticleSummary> = { total: 25, page: 1, resultsPerPage: 10, items: Array.from({ length: 10 }, (_, index) => item(index + 1)) };

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

test('/search?q=cell as a plain GET renders the results of the term in the URL', async () => {
  expect(typeof window).toBe('undefined');
  const api = { '/api/search/articles': [200, results] } as const;
  const result = await renderOnServer(searchRoute, { path: '/search', url: 'http://localhost/search?q=cell', api });
  expect(result.status).toBe(200);
  // The config call fails here (404): the built-in defaults serve instead (spec 8).
  expect(result.requests).toEqual(['GET /api/search/articles/config', 'POST /api/search/articles']);
  const query = { q: 'cell', page: '1', sort: 'relevancy', resultsPerPage: 10 };
  expect(result.queryClient.getQueryData(['search', 'articles', query])).toEqual(searchRoute.readableResults(results));
  // The term is in the box, the results and their journals are links, the pages are links.
  expect(result.html).toMatch(/<input[^>]*name="q"[^>]*value="cell"/);
  expect(result.html).toContain('href="/2073-4409/13/4/301"');
  expect(result.html).toContain('href="/journal/cells"');
  expect(result.html).toContain('href="/search?q=cell&amp;page=2"');
  expect(result.html).toContain('<mark>Cell</mark> membranes');
  expect(result.html).not.toContain('<script');
  // Sort and page size work as a GET form too, with a submit button for readers without scripts.
  expect(result.html).toContain('<form class="controls" action="/search" method="get">');
  expect(result.html).toMatch(/<select[^>]*name="sort"/);
  expect(result.html).toContain('<input type="hidden" name="q" value="cell"/>');
  expect(result.html).toMatch(/<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript>/);
});

test('sort, page size and page come from the URL too', async () => {
  const api = { '/api/search/articles': [200, { ...results, page: 2 }] } as const;
  const result = await renderOnServer(searchRoute, { path: '/search', url: 'http://localhost/search?q=cell&sort=citations&resultsPerPage=20&page=2', api });
  const query = { q: 'cell', page: '2', sort: 'citations', resultsPerPage: 20 };
  expect(result.queryClient.getQueryData(['search', 'articles', query])).toBeDefined();
  expect(result.html).toContain('<option value="citations" selected="">Most cited</option>');
});
