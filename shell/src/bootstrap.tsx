// Starts the shell: registers the remotes named by the release manifest, then hydrates the page the
// server rendered, or renders it when the server sent the frame alone.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import '@oap/shared/tokens/tokens.css';
import { forgetRemote, loadRouteModule, registerReleaseManifest } from './app/federation/remoteRoutes.ts';
import { whenPreloadingIsNeeded } from './features/prefetch/preloadOnDemand.ts';
import { watchForNewBuilds } from './runtime/buildUpdates.ts';
import { applyConsent, carryOverStoredConsent } from './features/consent/consent.ts';
import { routeByReleases } from './runtime/activeRoutes.ts';
import { browserRouteModules, createRouteObjects, pagesRouteId, routeObjectsFor, type RouteHandle } from './app/routes.tsx';
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { forceIosMaximumScale } from './features/site/iosViewport.ts';
import { markOldVersionPreference } from '@oap/contracts/site/oldVersion.ts';
import { developmentRemotes } from './features/dev-override/developmentRemotes.ts';
import { yieldToBrowser } from './app/yieldToBrowser.ts';
import { headServedFor } from './features/head/useDocumentHead.ts';
import { userQueryKey } from '@oap/shared/site/userQuery.ts';

function readJsonBlock<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
}

const releases = readJsonBlock<ReleaseManifest>('oap-release-manifest');
if (!releases) throw new Error('The page carries no release manifest.');
forceIosMaximumScale();
// Before hydration: a reader who chose the old version is not shown the banner (the server's head gate, when it runs, did this already).
markOldVersionPreference();
registerReleaseManifest(releases);

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in the shell document.');

/** Replaces { __oapQuery: hash } (see hydrationState in server/render.tsx) with that query's data. */
function resolveQueryReferences(loaderData: Record<string, unknown> | undefined) {
  if (!loaderData) return;
  const resolve = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 2) return value;
    const hash = (value as { __oapQuery?: unknown }).__oapQuery;
    if (typeof hash === 'string') return queryClient.getQueryCache().get(hash)?.state.data;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner, depth + 1)]));
  };
  for (const [id, value] of Object.entries(loaderData)) loaderData[id] = resolve(value, 0);
}

/** A router with the routes this page needs; the others are added as navigation reaches them. */
function createRouter(): DataRouter {
  return createBrowserRouter(createRouteObjects(browserRouteModules, { pathname: window.location.pathname }), {
    patchRoutesOnNavigation: ({ path, patch }) => patch(pagesRouteId, routeObjectsFor(new URL(path, window.location.origin).pathname)),
  });
}

const app = (router: DataRouter) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/** Whether the page was hydrated from the server's HTML (rather than rendered here). */
let hydrated = false;

/** Work the first paint does not need: after the page is interactive. */
function afterInteractive(router: DataRouter) {
  // A server-rendered page brought the reader's sign-in state (server/render.tsx), so hydration did
  // not ask. Asked once more now, off the hydration path: a shared cache that ignores Vary: Cookie
  // could have served a signed-in reader the anonymous page, and the header then corrects itself.
  // (A page the browser rendered asked as it mounted.)
  if (hydrated) void queryClient.invalidateQueries({ queryKey: userQueryKey });
  if (developmentRemotes(releases!).length > 0) {
    void import(/* webpackChunkName: "on-demand-dev-override" */ './features/dev-override/devOverride.ts').then(({ watchDevelopmentRemotes }) => watchDevelopmentRemotes(releases!, router, forgetRemote));
  }
  // Monitoring's code is fetched only for a page whose configuration names a DSN (without one it sends nothing).
  if (runtimeConfig().sentryDsn) {
    void import(/* webpackChunkName: "on-demand-monitoring-start" */ './features/monitoring/initMonitoring.ts').then(({ initMonitoring }) => initMonitoring());
  }
  watchForNewBuilds(releases!);
  carryOverStoredConsent();
  applyConsent();
  whenPreloadingIsNeeded((firstHref) => {
    void import(/* webpackChunkName: "on-demand-preload" */ './features/prefetch/routePreloader.ts').then(({ preloadLinks }) =>
      preloadLinks((route) => loadRouteModule(route.remote, route.name), firstHref),
    );
  });
}

async function start(): Promise<DataRouter> {
  const serverRendered = '__staticRouterHydrationData' in window;
  // Each step below is a task of its own: evaluating the shell's modules, the route set, reading the
  // server's state, making the router, then the page's module, then hydration (itself time-sliced).
  await yieldToBrowser();
  // The routes inside each family are those its build declares, carried by the manifest.
  routeByReleases(releases!);
  await yieldToBrowser();
  if (serverRendered) {
    // The server's query cache first, so the page's components find their data without fetching;
    // then the router's loader data, whose values the server sent as references into that cache.
    const queryState = readJsonBlock<unknown>('oap-query-state');
    if (queryState) hydrate(queryClient, queryState);
    resolveQueryReferences((window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } }).__staticRouterHydrationData?.loaderData);
    await yieldToBrowser();
    // The router takes the loader data from the server's hydration script (it does not run the loaders).
    const router = createRouter();
    await yieldToBrowser();
    const page = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.route).findLast(Boolean);
    try {
      // The page's module must be here before hydrating, or the first render would differ from the server's.
      // (An error page, a 404 included, renders without the page's remote.)
      if (page && !router.state.errors) await loadRouteModule(page.remote, page.name);
      await yieldToBrowser();
      // An error page's head is its own: the next page, even at this address, must write its head.
      if (!router.state.errors) headServedFor(window.location.pathname);
      // In a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page at once (one long task of ~1 s on a mid-range phone):
      // the page stays responsive, and input arriving meanwhile hydrates its part first.
      startTransition(() => {
        hydrateRoot(container!, app(router));
      });
      hydrated = true;
      return router;
    } catch {
      router.dispose();
      // The remote's browser build cannot be loaded: render afresh, so the router runs the loader and
      // shows the error page inside the layout (with its retry and last-known-good fallbacks).
      delete (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData;
    }
  }
  const router = createRouter();
  createRoot(container!).render(app(router));
  return router;
}

void start().then((router) => {
  const idle = (window as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
  if (idle) idle(() => afterInteractive(router));
  else setTimeout(() => afterInteractive(router), 1);
});
