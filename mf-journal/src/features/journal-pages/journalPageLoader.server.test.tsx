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
  '/api/journals/cells/events/5': [200, { id: 5, journal: cells, kind: 'webinar', title: 'Webinar: Cell Imaging' }],
  '/api/journals/cells/announcements/9': [200, { id: 9, journal: cells, title: 'New Section: Cell Imaging' }],
  '/api/journals/cells/sections/cell-imaging': [200, { nameSystem: 'cell-imaging', name: 'Cell Imaging', journal: cells }],
  '/api/journals/cells/collections/early_career_researchers': [200, { id: 2, identifier: 'early_career_researchers', journal: cells }],
  '/api/journals/cells/awards/3': [200, { id: 3, journal: cells, kind: 'best-paper', name: 'Cells Best Paper Award', editions: [] }],
  '/api/journals/cells/awards/4': [200, { id: 4, journal: cells, kind: 'thesis', name: 'Cells Best PhD Thesis Award', editions: [] }],
} as const;

async function render(routeName: RouteNameOf<'mf-journal'>, url: string) {
  const route = pageRoutes.find((page) => page.name === routeName)!;
  return renderOnServer(await routes[routeName](), { path: route.path, url: `http://localhost${url}`, api });
}

test('every journal page is under a journal slug, so each can check its journal', () => {
  for (const route of pageRoutes.filter((page) => page.remote === 'mf-journal')) expect(route.path).toMatch(/^\/journal\/:slug(\/|$)/);
});

test('a page of a known journal renders; of an unknown journal it is a 404', async () => {
  const known = await render('journal-slug-travel', '/journal/cells/travel');
  expect(known.status).toBe(200);
  expect(known.queryClient.getQueryData(['journal', 'cells', 'base'])).toEqual(cells);
  const unknown = await render('journal-slug-travel', '/journal/no-such/travel');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /journal/no-such/travel');
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

test('an event, announcement, section, topical collection or award must be one of the journal\'s own', async () => {
  const pages = [
    ['journal-slug-events-id', '/journal/cells/events/5', '/journal/cells/events/99999999', ['journal', 'cells', 'event', '5']],
    ['journal-slug-announcements-id', '/journal/cells/announcements/9', '/journal/cells/announcements/99999999', ['journal', 'cells', 'announcement', '9']],
    [
      'journal-slug-topical_collections-identifier',
      '/journal/cells/topical_collections/early_career_researchers',
      '/journal/cells/topical_collections/no_such_collection',
      ['journal', 'cells', 'collection', 'early_career_researchers'],
    ],
    ['journal-slug-awards-awardGroupId', '/journal/cells/awards/3', '/journal/cells/awards/99999999', ['journal', 'cells', 'award', '3']],
  ] as const;
  for (const [routeName, knownUrl, unknownUrl, queryKey] of pages) {
    const known = await render(routeName, knownUrl);
    expect(known.status).toBe(200);
    expect(known.html).toContain('This page is on its way.');
    expect(known.queryClient.getQueryData(queryKey)).toBeDefined();
    const unknown = await render(routeName, unknownUrl);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(`Page not found: ${unknownUrl}`);
    expect(unknown.html).not.toContain('This page is on its way.');
    // An unknown journal is a 404 before anything under it is asked for.
    const noJournal = await render(routeName, knownUrl.replace('/journal/cells/', '/journal/no-such/'));
    expect(noJournal.status).toBe(404);
    expect(noJournal.requests).toEqual(['GET /api/journals/no-such/single/base']);
  }
});

test('the thesis submission form is only for one of the journal\'s thesis awards', async () => {
  const thesis = await render('journal-slug-awards-submit-awardGroupId-thesis', '/journal/cells/awards/submit/4/thesis');
  expect(thesis.status).toBe(200);
  expect(thesis.requests).toEqual(['GET /api/journals/cells/single/base', 'GET /api/journals/cells/awards/4']);
  // A best-paper award has no thesis submission.
  const bestPaper = await render('journal-slug-awards-submit-awardGroupId-thesis', '/journal/cells/awards/submit/3/thesis');
  expect(bestPaper.status).toBe(404);
  expect(bestPaper.html).toContain('Page not found: /journal/cells/awards/submit/3/thesis');
  expect((await render('journal-slug-awards-submit-awardGroupId-thesis', '/journal/cells/awards/submit/99999999/thesis')).status).toBe(404);
});

test('a failing API is not a missing record: the error propagates, it is no 404', async () => {
  const route = pageRoutes.find((page) => page.name === 'journal-slug-events-id')!;
  const failing = { ...api, '/api/journals/cells/events/5': [503, { statusCode: 503, message: 'Service Unavailable' }] } as const;
  const result = await renderOnServer(await routes['journal-slug-events-id'](), { path: route.path, url: 'http://localhost/journal/cells/events/5', api: failing }).then(
    (rendered) => rendered.status,
    (error: unknown) => error,
  );
  expect(result).toEqual(expect.objectContaining({ statusCode: 503 }));
});

test('the listings and other pages do not ask for an item', async () => {
  for (const [routeName, url] of [
    ['journal-slug-news-and-conferences', '/journal/cells/news-and-conferences'],
    ['journal-slug-events', '/journal/cells/events'],
    ['journal-slug-announcements', '/journal/cells/announcements'],
    ['journal-slug-topical_collections', '/journal/cells/topical_collections'],
    ['journal-slug-awards', '/journal/cells/awards'],
  ] as const) {
    const listing = await render(routeName, url);
    expect(listing.status).toBe(200);
    expect(listing.requests).toEqual(['GET /api/journals/cells/single/base']);
  }
});
