// The loader of the journal home (journalHomeRoute.tsx), with what only it uses: the home's calls
// (journalHomeQueries.ts) and the API client; and the page's head, computed only once the loader has
// run. A chunk of its own (journalHomeNavigation.ts): the page the server rendered hydrates from the
// data it sent and keeps the head it came with, and needs this only for a later navigation.
import type { LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { loadJournalHome, type JournalHomeData } from './journalHomeQueries.ts';

export { journalHomeHead } from './journalHomeHead.ts';

/** An unknown journal is the route's 404 (HTTP 404 from the server renderer). */
export function loader({ params, request, context }: LoaderFunctionArgs): Promise<JournalHomeData> {
  return orNotFound(request, loadJournalHome(params['slug'] ?? '', context));
}
