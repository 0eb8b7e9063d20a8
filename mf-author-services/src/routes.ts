// What mf-author-services exposes as ./routes: route name -> its page module (architecture contract 2).
// Typed against the routing table: a page missing here, or one the table does not give
// mf-author-services, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const routes = {
  ...placeholderRoutes('mf-author-services', ['authors-english', 'authors-step-word-count']),
  'authors-english': () => import('./features/english-editing/authorsEnglishRoute.tsx'),
  'authors-step-word-count': () => import('./features/english-editing/wordCountStepRoute.tsx'),
} satisfies RemoteRoutes<'mf-author-services'>;

export default routes;
