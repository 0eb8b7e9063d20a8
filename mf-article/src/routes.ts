// What mf-article exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against its family's routes in the routing table: a page missing here, or one it does not
// declare, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { withNavigationCode } from '@oap/shared/routing/navigationCode.ts';
import { articleNavigation } from './features/article/articleNavigation.ts';

const issueListing = () => import('./features/issue-listing/issueListingRoute.tsx');

const routes = {
  'issn-volume': issueListing,
  'issn-volume-issue': issueListing,
  // Its loader and head are navigation code (navigationCode.ts): fetched with the module for a client-side navigation.
  'issn-volume-issue-identifier': withNavigationCode(() => import('./features/article/articleRoute.tsx'), articleNavigation),
  'issn-volume-issue-identifier-xml': () => import('./features/article-subpages/xmlRoute.tsx'),
  'issn-volume-issue-identifier-notes': () => import('./features/article-subpages/notesRoute.tsx'),
  'issn-volume-issue-identifier-pdf-vor': () => import('./features/article-subpages/pdfVorRoute.tsx'),
  'issn-volume-issue-identifier-pdf-with-cover': () => import('./features/article-subpages/pdfWithCoverRoute.tsx'),
  'issn-volume-issue-identifier-reprints': () => import('./features/article-subpages/reprintsRoute.tsx'),
  'issn-volume-issue-identifier-review_report': () => import('./features/article-subpages/reviewReportRoute.tsx'),
} satisfies RemoteRoutes<'mf-article'>;

export default routes;
