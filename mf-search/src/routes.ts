// What mf-search exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against the routing table: a page missing here, or one the table does not give mf-search, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';

const routes = {
  search: () => import('./features/article-search/searchRoute.tsx'),
  'about-journals': () => import('./features/journal-list/journalListRoute.tsx'),
  'about-journalfinder': () => import('./features/journal-finder/journalFinderRoute.tsx'),
  topics: () => import('./features/topic-list/topicListRoute.tsx'),
  'awards-search': () => import('./features/award-search/awardSearchRoute.tsx'),
} satisfies RemoteRoutes<'mf-search'>;

export default routes;
