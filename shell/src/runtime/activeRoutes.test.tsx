// The shell routes by the routes the page's builds declare: the release manifest the server
// puts in the page carries them, so a page a remote's build adds is routed without a new shell, and
// one its build does not declare is the 404 page.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BuildRouteRule } from '@oap/contracts/federation/buildMetadata.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';
import { activeRouteSet, routeByReleases } from './activeRoutes.ts';
import { createRouteObjects, pagesRouteId, routeObjectsFor, type RouteModuleSource } from '../app/routes.tsx';

const journalRules: BuildRouteRule[] = pageRoutes
  .filter((route) => route.remote === 'mf-journal')
  .map(({ name, path, layout, params }) => ({ name, path, layout, ...(params ? { params } : {}) }));
const newPage: BuildRouteRule = { name: 'journal-slug-new', path: '/journal/:slug/new', layout: 'journal-with-toc', params: { slug: 'nameSystem' } };

const releases = (build: string, routes: BuildRouteRule[]): ReleaseManifest => ({
  generatedAt: '',
  remotes: { 'mf-journal': { name: 'mf_journal', build, manifestUrl: `/remotes/mf-journal/${build}/mf-manifest.json`, routes } } as Partial<ReleaseManifest['remotes']> as ReleaseManifest['remotes'],
});

/** Page modules as a build would give them: each page names its route. */
function modulesOf(loads: string[]): RouteModuleSource {
  const page = (name: string) => ({ Component: () => <h1>{`Page ${name}`}</h1> });
  return {
    load: async (_remote, name) => {
      loads.push(name);
      return page(name);
    },
    loaded: (name) => page(name),
  };
}

function renderRouter(start: string, modules: RouteModuleSource) {
  const router = createMemoryRouter(createRouteObjects(modules, { pathname: start }), {
    initialEntries: [start],
    patchRoutesOnNavigation: ({ path, patch }) => patch(pagesRouteId, routeObjectsFor(new URL(path, 'http://localhost').pathname, modules)),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

test("a page the manifest's build declares is routed, on the first page and by navigation", async () => {
  routeByReleases(releases('new', [...journalRules, newPage]));
  const loads: string[] = [];
  renderRouter('/journal/cells/new', modulesOf(loads));
  expect(await screen.findByRole('heading', { name: 'Page journal-slug-new' })).toBeInTheDocument();
  cleanup();

  const router = renderRouter('/journal/cells', modulesOf(loads));
  expect(await screen.findByRole('heading', { name: 'Page journal-slug' })).toBeInTheDocument();
  await router.navigate('/journal/cells/new');
  expect(await screen.findByRole('heading', { name: 'Page journal-slug-new' })).toBeInTheDocument();
  expect(loads).toEqual(['journal-slug-new', 'journal-slug', 'journal-slug-new']);
});

test('a page its build does not declare is the 404 page, without loading the remote', async () => {
  routeByReleases(releases('old', journalRules));
  expect(activeRouteSet().resolve('/journal/cells/new')).toEqual({ kind: 'not-found' });
  const loads: string[] = [];
  renderRouter('/journal/cells/new', modulesOf(loads));
  expect(await screen.findByText('Page not found: /journal/cells/new')).toBeInTheDocument();
  expect(loads).toEqual([]);
});
