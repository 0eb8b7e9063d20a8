// What mf-search exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against the routes this remote declares (routeRules.ts): a page missing here, or one it does not
// declare, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import type { SearchRouteName } from './routeRules.ts';

const routes = {
  search: () => import('./features/article-search/searchRoute.tsx'),
  'about-journals': () => import('./features/journal-list/journalListRoute.tsx'),
  'about-journalfinder': () => import('./features/journal-finder/journalFinderRoute.tsx'),
  topics: () => import('./features/topic-list/topicListRoute.tsx'),
  'awards-search': () => import('./features/award-search/awardSearchRoute.tsx'),
} satisfies RemoteRoutes<'mf-search', SearchRouteName>;

export default routes;
