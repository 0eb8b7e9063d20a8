/**
 * @jest-environment node
 */
// The journal home as the server renders it: loader in the request scope, renderToString in
// a static router, no browser globals; an unknown journal is an HTTP 404.
import { renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import { cellsJournal, cellsNews, cellsOpenForSubmission, latestCellsArticles } from './journalHomeFixtures.ts';
import * as journalHomeRoute from './journalHomeRoute.tsx';

const api = {
  '/api/journals/cells/single': [200, cellsJournal],
  '/api/journals/cells/articles': [200, latestCellsArticles],
  '/api/journals/cells/editors-choice': [200, latestCellsArticles.slice(1)],
  '/api/journals/cells/open-for-submission': [200, cellsOpenForSubmission],
  '/api/journals/cells/news-conferences/latest': [200, cellsNews],
} as const;

test('the loader fills the request scope’s QueryClient, and the page renders with real links', async () => {
  expect(typeof window).toBe('undefined');
  const result = await renderOnServer(journalHomeRoute, { path: '/journal/:slug', url: 'http://localhost/journal/cells', api });
  expect(result.status).toBe(200);
  expect(result.requests.sort()).toEqual(Object.keys(api).map((path) => `GET ${path}`).sort());
  expect(result.queryClient.getQueryData(['journal', 'cells', 'single'])).toEqual(cellsJournal);
  expect(result.queryClient.getQueryData(['journal', 'cells', 'home', 'articles'])).toEqual(latestCellsArticles);
  expect(result.html).toMatch(/<h1[^>]*>Cells<\/h1>/);
  expect(result.html).toContain('href="/journal/cells/about"');
  expect(result.html).toContain(`href="${latestCellsArticles[0]!.path}"`);
  expect(result.html).toContain('href="/journal/cells/special_issues/mitochondria_in_ageing_2027"');
  expect(result.html).toContain('aria-current="page"');
});

test('an unknown journal is a 404', async () => {
  const result = await renderOnServer(journalHomeRoute, { path: '/journal/:slug', url: 'http://localhost/journal/no-such-journal', api });
  expect(result.status).toBe(404);
  expect(result.html).toContain('Page not found: /journal/no-such-journal');
});

test('a server failure is not a 404', async () => {
  const failing = { ...api, '/api/journals/cells/single': [500, { statusCode: 500, message: 'Internal Server Error' }] } as const;
  const result = await renderOnServer(journalHomeRoute, { path: '/journal/:slug', url: 'http://localhost/journal/cells', api: failing }).catch((error: unknown) => error);
  // The test's error element renders only route error responses and rethrows the rest.
  expect(result).toMatchObject({ name: 'ApiError', statusCode: 500 });
});
