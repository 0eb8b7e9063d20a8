// Route module of 'journal-slug' (/journal/:slug). The loader's code is fetched when it is first
// needed (journalHomeLoader.ts).
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { JournalHomePage } from './JournalHomePage.tsx';
import { journalHomeHead } from './journalHomeHead.ts';
import { journalHomeNavigation } from './journalHomeNavigation.ts';
import type { JournalHomeData } from './journalHomeQueries.ts';

export const Component = JournalHomePage;

/** An unknown journal is the route's 404 (HTTP 404 from the server renderer). */
export async function loader(args: LoaderFunctionArgs): Promise<JournalHomeData> {
  return (await journalHomeNavigation()).loader(args);
}

/** Title, description, canonical, Open Graph and the Periodical JSON-LD: journalHomeHead.ts. */
export function head({ journal }: JournalHomeData): RouteHead {
  return journalHomeHead(journal);
}
