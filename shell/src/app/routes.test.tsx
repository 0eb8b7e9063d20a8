// The shell's routing: parameter rules and unknown paths are settled before any remote is loaded.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRouteObjects, pagesRouteId, routeObjectsFor } from './routes.tsx';
import { registerReleaseManifest } from './federation/remoteRoutes.ts';
import { routeByTableForTests } from './tableRoutesForTests.ts';

// The federation runtime is the boundary to the network; the real one is exercised end to end in e2e/.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function PageOne() {
  return <h1>Journal home</h1>;
}

beforeEach(() => {
  routeByTableForTests();
  mockedLoadRemote.mockReset();
  registerReleaseManifest({
    generatedAt: '2026-11-23T00:00:00.000Z',
    remotes: {
      'mf-journal': { name: 'mf_journal', build: 'b2', manifestUrl: '/remotes/mf-journal/b2/mf-manifest.json', lastKnownGood: { build: 'b1', manifestUrl: '/remotes/mf-journal/b1/mf-manifest.json' } },
    } as never,
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

test('the release manifest registers every remote by the remoteEntry.js beside its mf-manifest.json', () => {
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_journal', entry: '/remotes/mf-journal/b2/remoteEntry.js' }], { force: true });
});

test('a non-digit news id renders the 404 page without loading a remote', async () => {
  renderAt('/news/abc');
  expect(await screen.findByText('Page not found: /news/abc')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('an unmatched path renders "Page not found: {path}" inside the frame', async () => {
  renderAt('/a/b/c/d/e');
  expect(await screen.findByText('Page not found: /a/b/c/d/e')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a valid route loads its remote page and renders it in the layout', async () => {
  mockedLoadRemote.mockResolvedValue({ default: { 'journal-slug': async () => ({ Component: PageOne }) } });
  renderAt('/journal/cells');
  expect(await screen.findByRole('heading', { name: 'Journal home' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mf_journal/routes');
  expect(document.querySelector('[data-layout="journal"]')).not.toBeNull();
});

test('a remote that still cannot load (after the runtime plugins: retry, last known good) shows the error in the frame', async () => {
  // Retry and fallback happen inside loadRemote (runtime/retryPlugin.ts, lastKnownGoodPlugin.ts, tested there with the real runtime).
  mockedLoadRemote.mockRejectedValue(new Error('ChunkLoadError'));
  renderAt('/journal/cells');
  expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  // Spec 8: the page reloads once (the guard records it for 10 s), and the error stays after that.
  expect(Number(window.sessionStorage.getItem('oap:reloaded:/journal/cells'))).toBeGreaterThan(0);
});

test('client-side redirects of spec 2.7 keep the reader in the app', async () => {
  mockedLoadRemote.mockResolvedValue({ default: { 'journal-slug-most-cited': async () => ({ Component: PageOne }) } });
  const router = renderAt('/journal/cells/most_cited');
  await screen.findByRole('heading', { level: 1 });
  expect(router.state.location.pathname).toBe('/journal/cells/most-cited');
});

test('a legacy /subject path of any depth goes to the topics, though an article route ranks above it', async () => {
  mockedLoadRemote.mockResolvedValue({ default: { topics: async () => ({ Component: PageOne }) } });
  const router = renderAt('/subject/biology/cells');
  await screen.findByRole('heading', { level: 1 });
  expect(router.state.location.pathname).toBe('/topics');
});

describe('a router built for one page finds every other page on navigation', () => {
  const modules = { load: async () => ({ Component: PageOne }), loaded: () => ({ Component: PageOne }) };
  const paths = ['/journal/cells', '/about', '/2305-0470/14/10/3', '/search', '/news/12', '/news/abc', '/a/b/c/d/e', '/topics/about', '/topics/x', '/journal/cells/most_cited', '/openaccess', '/'];
  const matchedIds = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.map((match) => match.route.id);

  test.each(paths)('starting at %s', async (start) => {
    const narrowed = createMemoryRouter(createRouteObjects(modules, { pathname: start }), {
      initialEntries: [start],
      patchRoutesOnNavigation: ({ path, patch }) => patch(pagesRouteId, routeObjectsFor(new URL(path, 'http://localhost').pathname, modules)),
    });
    const whole = createMemoryRouter(createRouteObjects(modules), { initialEntries: [start] });
    for (const path of [start, ...paths]) {
      await narrowed.navigate(path);
      await whole.navigate(path);
      expect([path, narrowed.state.location.pathname, matchedIds(narrowed)]).toEqual([path, whole.state.location.pathname, matchedIds(whole)]);
    }
  });
});
