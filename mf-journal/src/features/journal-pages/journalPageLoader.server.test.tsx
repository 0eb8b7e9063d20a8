/**
 * @jest-environment node
 */
// Journal pages not built yet (placeholders) as the server renders them (issue 9): an unknown journal
// or special issue is an HTTP 404, a known one renders.
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { pageRoutes, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import routes from '../../routes.ts';

const cells = { id: 1, nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' } as JournalSummary;
const api = {
  '/api/journals/cells/single/base': [200, cells],
  '/api/journals/single/special-issue/membranes': [200, { identifier: 'membranes', journal: cells }],
  '/api/journals/cells/news-conferences/news/12': [200, { id: 12, journal: cells, title: 'Cells Welcomes New Editorial Board Members' }],
  '/api/journals/cells/news-conferences/conferences/7': [200, { id: 7, name: 'International Conference on Cell Biology', journals: [cells] }],
} as const;

async function render(routeName: RouteNameOf<'mf-journal'>, url: string) {
  const route = pageRoutes.find((page) => page.name === routeName)!;
  return renderOnServer(await routes[routeName](), { path: route.path, url: `http://localhost${url}`, api });
}

test('every journal page is under a journal slug, so each can check its journal', () => {
  for (const route of pageRoutes.filter((page) => page.remote === 'mf-journal')) expect(route.path).toMatch(/^\/journal\/:slug(\/|$)/);
});

test('a page of a known journal renders; of an unknown journal it is a 404', async () => {
  const known = await render('journal-slug-about', '/journal/cells/about');
  expect(known.status).toBe(200);
  expect(known.queryClient.getQueryData(['journal', 'cells', 'base'])).toEqual(cells);
  const unknown = await render('journal-slug-about', '/journal/no-such/about');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /journal/no-such/about');
});

test('a special issue must exist, under its own journal', async () => {
  expect((await render('journal-slug-special_issues-identifier', '/journal/cells/special_issues/membranes')).status).toBe(200);
  expect((await render('journal-slug-special_issues-identifier', '/journal/cells/special_issues/nothing')).status).toBe(404);
  expect((await render('journal-slug-special_issues-identifier-abstract', '/journal/cells/special_issues/nothing/abstract')).status).toBe(404);
});

test('a news item or conference must be one of the journal\'s own', async () => {
  const news = await render('journal-slug-news-and-conferences-news-id', '/journal/cells/news-and-conferences/news/12');
  expect(news.status).toBe(200);
  expect(news.queryClient.getQueryData(['journal', 'cells', 'news', '12'])).toMatchObject({ id: 12 });
  const conference = await render('journal-slug-news-and-conferences-conferences-id', '/journal/cells/news-and-conferences/conferences/7');
  expect(conference.status).toBe(200);
  expect(conference.requests).toContain('GET /api/journals/cells/news-conferences/conferences/7');

  const unknownNews = await render('journal-slug-news-and-conferences-news-id', '/journal/cells/news-and-conferences/news/99999999');
  expect(unknownNews.status).toBe(404);
  expect(unknownNews.html).toContain('Page not found: /journal/cells/news-and-conferences/news/99999999');
  expect((await render('journal-slug-news-and-conferences-conferences-id', '/journal/cells/news-and-conferences/conferences/99999999')).status).toBe(404);
  // An unknown journal is a 404 before its news is asked for.
  const noJournal = await render('journal-slug-news-and-conferences-news-id', '/journal/no-such/news-and-conferences/news/12');
  expect(noJournal.status).toBe(404);
  expect(noJournal.requests).toEqual(['GET /api/journals/no-such/single/base']);
});

test('the news and conference listing and other pages do not ask for an item', async () => {
  const listing = await render('journal-slug-news-and-conferences', '/journal/cells/news-and-conferences');
  expect(listing.status).toBe(200);
  expect(listing.requests).toEqual(['GET /api/journals/cells/single/base']);
});
