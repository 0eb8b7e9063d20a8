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
