// What mf-search exposes as ./routes: route name -> its page module (architecture contract 2).
import type { RemoteRouteMap } from '@oap/shared/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const routes: RemoteRouteMap = {
  ...placeholderRoutes('mf-search'),
  search: () => import('./features/article-search/searchRoute.tsx'),
};

export default routes;
