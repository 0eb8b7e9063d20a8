// Route module of 'journal-slug' (/journal/:slug). The loader's and the head's code is fetched when it
// is first needed (journalHomeLoader.ts).
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { JournalHomePage } from './JournalHomePage.tsx';
import { journalHomeNavigation } from './journalHomeNavigation.ts';
import type { JournalHomeData } from './journalHomeQueries.ts';

export const Component = JournalHomePage;

/** An unknown journal is the route's 404 (HTTP 404 from the server renderer). */
export async function loader(args: LoaderFunctionArgs): Promise<JournalHomeData> {
  return (await journalHomeNavigation()).loader(args);
}

/**
 * Title, description, canonical, Open Graph and the Periodical JSON-LD: journalHomeHead.ts. A head is
 * asked for once the page's loader has run (on the server, and after a client-side navigation), and
 * so with the navigation code loaded; were it not, the journal's name rather than nothing.
 */
export function head({ journal }: JournalHomeData): RouteHead {
  const navigation = journalHomeNavigation.loaded;
  return navigation ? navigation.journalHomeHead(journal) : { title: journal.name };
}
