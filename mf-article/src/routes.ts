// What mf-article exposes as ./routes: route name -> its page module (architecture contract 2).
import type { RemoteRouteMap } from '@oap/shared/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const issueListing = () => import('./features/issue-listing/issueListingRoute.tsx');

const routes: RemoteRouteMap = {
  ...placeholderRoutes('mf-article'),
  'issn-volume': issueListing,
  'issn-volume-issue': issueListing,
  'issn-volume-issue-identifier': () => import('./features/article/articleRoute.tsx'),
};

export default routes;
