// What mf-journal exposes as ./routes: route name -> its page module (architecture contract 2). Typed
// against the routing table: a page missing here, or one the table does not give mf-journal, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';
import { withJournalCheck } from './features/journal-pages/journalPageLoader.ts';

const routes = {
  // Pages not built yet still answer 404 for an unknown journal, or for a record under it (special
  // issue, news item, conference, event, announcement, section, topical collection, award) not its own.
  ...withJournalCheck(placeholderRoutes('mf-journal', ['journal-slug'])),
  'journal-slug': () => import('./features/journal-home/journalHomeRoute.tsx'),
} satisfies RemoteRoutes<'mf-journal'>;

export default routes;
