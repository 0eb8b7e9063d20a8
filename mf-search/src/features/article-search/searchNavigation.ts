// The chunks of /search's loader (searchLoader.ts, and what it shares with the other search pages):
// fetched together at the reader's first interaction with the page (SearchPage) or by the first
// navigation that needs them (searchRoute.tsx), not with the page.
import { navigationCode } from '@oap/shared/routing/navigationCode.ts';
import { searchPageNavigation } from '../search-page/searchPageNavigation.ts';

export const searchNavigation = navigationCode(() => Promise.all([import('./searchLoader.ts'), searchPageNavigation()]).then(([loader]) => loader));
