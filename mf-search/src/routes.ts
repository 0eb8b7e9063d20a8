// What mf-search exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against the routing table: a page missing here, or one the table does not give mf-search, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const routes = {
  ...placeholderRoutes('mf-search', ['search']),
  search: () => import('./features/article-search/searchRoute.tsx'),
} satisfies RemoteRoutes<'mf-search'>;

export default routes;
