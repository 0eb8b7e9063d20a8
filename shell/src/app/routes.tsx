// Builds react-router's route objects from the shared routing table. Each page route validates its
// parameters (spec section 5) before its remote is loaded, so a bad id is a 404 without a download.
// The shell wraps the remote's module in its own loader rather than react-router's `lazy`, because
// `lazy` starts downloading before any loader could reject the parameters.
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pageRoutes, paramsAreValid, redirectLocation, redirectRoutes, type PageRoute } from '@oap/contracts/routing/routeTable.ts';
import { ShellFrame } from './ShellFrame.tsx';
import { PageLayout } from './layouts/PageLayout.tsx';
import { loadedRouteModule, loadRouteModule } from './federation/remoteRoutes.ts';
import type { RemoteName, RouteModule } from '@oap/contracts/federation/contract.ts';
import { RouteErrorBoundary } from '../features/error-page/RouteErrorBoundary.tsx';
import { useDocumentHead } from '../features/head/useDocumentHead.ts';
import { useHashScroll } from '../features/scroll/useHashScroll.ts';
import { PageLoading } from './PageLoading.tsx';

export interface RouteHandle {
  route: PageRoute;
}

export function notFound(pathname: string): never {
  throw data({ message: `Page not found: ${pathname}` }, { status: 404, statusText: 'Not Found' });
}

/**
 * Where page modules come from: in the browser, the remotes' browser builds (federation/remoteRoutes);
 * on the server, their server builds for the active release (server/render.tsx).
 */
export interface RouteModuleSource {
  load(remote: RemoteName, routeName: string): Promise<RouteModule>;
  /** The module `load` already returned, for the page component to render without waiting. */
  loaded(routeName: string): RouteModule | undefined;
}

export const browserRouteModules: RouteModuleSource = { load: loadRouteModule, loaded: loadedRouteModule };

function pageLoader(route: PageRoute, modules: RouteModuleSource) {
  return async (args: LoaderFunctionArgs) => {
    if (!paramsAreValid(route, args.params)) notFound(new URL(args.request.url).pathname);
    const module = await modules.load(route.remote, route.name);
    return module.loader ? await module.loader(args) : null;
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

export function createRouteObjects(modules: RouteModuleSource = browserRouteModules): RouteObject[] {
  return [
    {
      id: 'root',
      Component: ShellFrame,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorBoundary,
          // Header and footer render at once; only the page area waits for the first page.
          HydrateFallback: PageLoading,
          children: [
            ...pageRoutes.map<RouteObject>((route) => ({
              id: route.name,
              path: route.path,
              loader: pageLoader(route, modules),
              Component: pageComponent(route, modules),
              handle: { route } satisfies RouteHandle,
            })),
            ...redirectRoutes.map<RouteObject>((rule) => ({
              path: rule.path,
              loader: ({ params, request }) => redirect(redirectLocation(rule, params, new URL(request.url).search)),
            })),
            {
              id: 'not-found',
              path: '*',
              loader: ({ request }) => notFound(new URL(request.url).pathname),
            },
          ],
        },
      ],
    },
  ];
}
