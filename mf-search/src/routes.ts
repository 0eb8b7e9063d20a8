// What mf-search exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against its family's routes in the routing table: a page missing here, or one it does not
// declare, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { withNavigationCode } from '@oap/shared/routing/navigationCode.ts';
import { searchNavigation } from './features/article-search/searchNavigation.ts';
import { searchPageNavigation } from './features/search-page/searchPageNavigation.ts';

// The search pages' loaders are navigation code (navigationCode.ts): fetched with the page's module
// for a client-side navigation, not with the first page.
const routes = {
  search: withNavigationCode(() => import('./features/article-search/searchRoute.tsx'), searchNavigation),
  'about-journals': withNavigationCode(() => import('./features/journal-list/journalListRoute.tsx'), searchPageNavigation),
  'about-journalfinder': () => import('./features/journal-finder/journalFinderRoute.tsx'),
  topics: withNavigationCode(() => import('./features/topic-list/topicListRoute.tsx'), searchPageNavigation),
  'awards-search': withNavigationCode(() => import('./features/award-search/awardSearchRoute.tsx'), searchPageNavigation),
} satisfies RemoteRoutes<'mf-search'>;

export default routes;
