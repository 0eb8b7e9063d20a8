// Route module of 'journal-slug' (/journal/:slug).
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { JournalHomePage } from './JournalHomePage.tsx';
import { loadJournalHome, type JournalHomeData } from './journalHomeQueries.ts';
import { journalHomeHead } from './journalHomeHead.ts';

export const Component = JournalHomePage;

/** An unknown journal is the route's 404 (HTTP 404 from the server renderer). */
export function loader({ params, request }: LoaderFunctionArgs): Promise<JournalHomeData> {
  return orNotFound(request, loadJournalHome(params['slug'] ?? ''));
}

/** Title, description, canonical, Open Graph and the Periodical JSON-LD: journalHomeHead.ts. */
export function head({ journal }: JournalHomeData): RouteHead {
  return journalHomeHead(journal);
}
