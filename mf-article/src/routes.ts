// What mf-article exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against the routing table: a page missing here, or one the table does not give mf-article, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const issueListing = () => import('./features/issue-listing/issueListingRoute.tsx');

const routes = {
  ...placeholderRoutes('mf-article', ['issn-volume', 'issn-volume-issue', 'issn-volume-issue-identifier']),
  'issn-volume': issueListing,
  'issn-volume-issue': issueListing,
  'issn-volume-issue-identifier': () => import('./features/article/articleRoute.tsx'),
} satisfies RemoteRoutes<'mf-article'>;

export default routes;
