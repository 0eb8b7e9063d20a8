// What mf-journal exposes as ./routes: route name -> its page module (architecture contract 2).
import type { RemoteRouteMap } from '@oap/shared/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';

const routes: RemoteRouteMap = {
  ...placeholderRoutes('mf-journal'),
  'journal-slug': () => import('./features/journal-home/journalHomeRoute.tsx'),
};

export default routes;
