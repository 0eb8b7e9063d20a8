// The chunk of the journal home's loader (journalHomeLoader.ts): fetched at the reader's first
// interaction with the page (JournalHomePage) or by the first navigation that needs it, not with the page.
import { navigationCode } from '@oap/shared/routing/navigationCode.ts';

export const journalHomeNavigation = navigationCode(() => import('./journalHomeLoader.ts'));
