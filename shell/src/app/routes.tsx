// Builds react-router's route objects from the routes of the page's builds (activeRoutes.ts: each
// remote's build declares the routes inside its family; the shell adds its redirects). Each page route validates its
// parameters (spec section 5) before its remote is loaded, so a bad id is a 404 without a download.
// The shell wraps the remote's module in its own loader rather than react-router's `lazy`, because
// `lazy` starts downloading before any loader could reject the parameters.
import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paramsAreValid, redirectLocation, type PageRoute } from '@oap/contracts/routing/routeTable.ts';
import { redirectBehind, type Candidate, type RouteSet } from '@oap/contracts/routing/routeSet.ts';
import { notFound } from '@oap/shared/routing/notFound.ts';
import { activeRouteSet } from '../runtime/activeRoutes.ts';
import type { RouteHandle } from '../runtime/useCurrentRoute.ts';
import { ShellFrame } from './ShellFrame.tsx';
import { PageLayout } from './layouts/PageLayout.tsx';
import { loadedRouteModule, loadRouteModule } from './federation/remoteRoutes.ts';
import { loadDocumentIfNewerBuild } from '../runtime/buildUpdates.ts';
import type { RemoteName, LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { RouteErrorBoundary } from '../features/error-page/RouteErrorBoundary.tsx';
import { useDocumentHead } from '../features/head/useDocumentHead.ts';
import { useHashScroll } from '../features/scroll/useHashScroll.ts';
import { PageLoading } from './PageLoading.tsx';

/**
 * Where page modules come from: in the browser, the remotes' browser builds (federation/remoteRoutes);
 * on the server, their server builds for the active release (server/render.tsx).
 */
export type { RouteHandle };

export interface RouteModuleSource {
  load(remote: RemoteName, routeName: string): Promise<LoadedRouteModule>;
  /** The module `load` already returned, for the page component to render without waiting. */
  loaded(routeName: string): LoadedRouteModule | undefined;
  /** Browser only: before a navigation's loader, load the target as a new document if a newer build is out. */
  beforeNavigation?(target: string): Promise<void>;
  /**
   * Server only: the page plugin resolved the address and checked its parameters before this render
   * (routeSet.ts resolve), and the tree serves that one request, so its loader and action do not
   * check them again. A browser's tree serves every navigation after, and checks each.
   */
  paramsChecked?: boolean;
}

export const browserRouteModules: RouteModuleSource = { load: loadRouteModule, loaded: loadedRouteModule, beforeNavigation: loadDocumentIfNewerBuild };

/** A page whose parameters break their rules is a 404, unless a redirect takes the path (routeSet.ts redirectBehind). */
function refusedParams(url: URL, routes: RouteSet): never {
  const behind = redirectBehind(routes.candidatesFor(url.pathname), url.pathname, url.search);
  if (behind.kind === 'redirect') throw redirect(behind.location);
  return notFound(url.pathname);
}

function pageLoader(route: PageRoute, modules: RouteModuleSource, routes: RouteSet) {
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    if (!modules.paramsChecked && !paramsAreValid(route, args.params)) refusedParams(url, routes);
    await modules.beforeNavigation?.(`${url.pathname}${url.search}`);
    const module = await modules.load(route.remote, route.name);
    return module.loader ? await module.loader(args) : null;
  };
}

/**
 * Every page route has an action, since which pages take forms is known only once the module is
 * loaded: a page without one answers 405, as react-router does for a route without an action.
 */
function pageAction(route: PageRoute, modules: RouteModuleSource, routes: RouteSet) {
  return async (args: ActionFunctionArgs) => {
    if (!modules.paramsChecked && !paramsAreValid(route, args.params)) refusedParams(new URL(args.request.url), routes);
    const module = await modules.load(route.remote, route.name);
    if (!module.action) {
      throw data({ message: 'This page has no form to send.' }, { status: 405, statusText: 'Method Not Allowed' });
    }
    return module.action(args);
  };
}

function pageComponent(route: PageRoute, modules: RouteModuleSource) {
  function RemotePage() {
    const data = useLoaderData();
    const module = modules.loaded(route.name);
    useDocumentHead(route, module, data);
    // Here rather than in the frame: the element a hash names exists only once the page has rendered.
    useHashScroll();
    if (!module) return null;
    const { Component } = module;
    return (
      <PageLayout layout={route.layout}>
        <Component />
      </PageLayout>
    );
  }
  RemotePage.displayName = `RemotePage(${route.name})`;
  return RemotePage;
}

/** Route objects for route-set entries: pages (parameters checked, module loaded) and redirects. */
function tableRouteObjects(entries: readonly Candidate[], modules: RouteModuleSource, routes: RouteSet): RouteObject[] {
  return entries.map<RouteObject>(({ page, redirect: rule, path }) =>
    page
      ? {
          id: page.name,
          path,
          loader: pageLoader(page, modules, routes),
          action: pageAction(page, modules, routes),
          Component: pageComponent(page, modules),
          handle: { route: page } satisfies RouteHandle,
        }
      : {
          id: `redirect ${path}`,
          path,
          loader: ({ params, request }) => redirect(redirectLocation(rule!, params, new URL(request.url).search)),
        },
  );
}

/** The id of the route whose children are the pages: where routes found on navigation are added. */
export const pagesRouteId = 'pages';

/**
 * The routes a router needs for `pathname` (those `candidatesFor` gives), to add on navigation with
 * react-router's patchRoutesOnNavigation; routes already in the tree are skipped by their ids.
 */
export function routeObjectsFor(pathname: string, modules: RouteModuleSource = browserRouteModules, routes: RouteSet = activeRouteSet()): RouteObject[] {
  return tableRouteObjects(routes.candidatesFor(pathname), modules, routes);
}

/**
 * Which pages the tree holds: those that can match `pathname`, or the one `page` the server resolved
 * the address to (null: none, the 404). Without either, every route of the set.
 */
export type RouteSelection = { pathname: string } | { page: PageRoute | null };

function selected(routes: RouteSet, selection?: RouteSelection): readonly Candidate[] {
  if (!selection) return routes.candidates;
  if ('pathname' in selection) return routes.candidatesFor(selection.pathname);
  return selection.page ? [{ path: selection.page.path, page: selection.page }] : [];
}

/**
 * The route tree. Given a selection, only those routes: react-router flattens and ranks every route
 * it is given when a router is created, which over the whole table (~250 routes) cost about 100 ms
 * of a mid-range phone's main thread on every page load. The browser's router then adds the routes a
 * later navigation needs (routeObjectsFor, through patchRoutesOnNavigation).
 */
export function createRouteObjects(modules: RouteModuleSource = browserRouteModules, selection?: RouteSelection, routes: RouteSet = activeRouteSet()): RouteObject[] {
  return [
    {
      id: 'root',
      Component: ShellFrame,
      children: [
        {
          id: pagesRouteId,
          ErrorBoundary: RouteErrorBoundary,
          // Header and footer render at once; only the page area waits for the first page.
          HydrateFallback: PageLoading,
          children: [
            ...tableRouteObjects(selected(routes, selection), modules, routes),
            {
              id: 'not-found',
              path: '*',
              loader: ({ request }) => notFound(new URL(request.url).pathname),
              // A form posted to an address that is no page is the same 404 (not a 405).
              action: ({ request }) => notFound(new URL(request.url).pathname),
            },
          ],
        },
      ],
    },
  ];
}
