// The chunk of what the search pages' loaders share (searchLoad.ts: the config and results calls,
// the sanitising of snippets): fetched at the reader's first interaction with a search page
// (SearchFrame) or by the first navigation that needs it, not with the page, which the server
// rendered and which hydrates from the data it sent.
import { navigationCode } from '@oap/shared/routing/navigationCode.ts';

export const searchPageNavigation = navigationCode(() => import('./searchLoad.ts'));
