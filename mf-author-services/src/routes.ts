// What mf-author-services exposes as ./routes: route name -> its page module (architecture contract 2).
import type { RemoteRouteMap } from '@oap/shared/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const routes: RemoteRouteMap = {
  ...placeholderRoutes('mf-author-services'),
  'authors-english': () => import('./features/english-editing/authorsEnglishRoute.tsx'),
  'authors-step-word-count': () => import('./features/english-editing/wordCountStepRoute.tsx'),
};

export default routes;
