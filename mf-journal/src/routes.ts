// What mf-journal exposes as ./routes: route name -> its page module (architecture contract 2).
import type { RemoteRouteMap } from '@oap/shared/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';
import { withJournalCheck } from './features/journal-pages/journalPageLoader.ts';

const routes: RemoteRouteMap = {
  // Pages not built yet still answer 404 for an unknown journal or special issue.
  ...withJournalCheck(placeholderRoutes('mf-journal')),
  'journal-slug': () => import('./features/journal-home/journalHomeRoute.tsx'),
};

export default routes;
