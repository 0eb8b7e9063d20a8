// What mf-static-pages exposes as ./routes: route name -> its page module (architecture contract 2).
import type { RemoteRouteMap } from '@oap/shared/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';
import { pageRoutes } from '@oap/shared/routing/routeTable.ts';

/**
 * Information pages whose text comes from the content store: every static-content page (except the
 * catch-all /:id, which is not an information page) plus the about and audience landing pages.
 * A page without content yet still renders, as a placeholder (see contentPageRoute.tsx).
 */
const contentRouteNames = [
  ...pageRoutes.filter((route) => route.remote === 'mf-static-pages' && route.layout === 'static-content' && route.name !== 'id').map((route) => route.name),
  'about',
  'authors',
  'editors',
  'reviewers',
  'librarians',
  'societies',
  'ioap',
  'partnerships',
];

const contentRoutes: RemoteRouteMap = Object.fromEntries(
  contentRouteNames.map((name) => [name, () => import('./features/content-page/contentPageRoute.tsx').then((module) => module.contentPageRoute(name))]),
);

const routes: RemoteRouteMap = {
  ...placeholderRoutes('mf-static-pages'),
  ...contentRoutes,
  index: () => import('./features/home/homeRoute.tsx'),
};

export default routes;
