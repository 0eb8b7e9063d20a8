// Route module of 'journal-slug' (/journal/:slug).
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '@oap/shared/federation/contract.ts';
import { JournalHomePage } from './JournalHomePage.tsx';
import { loadJournalHome, type JournalHomeData } from './journalHomeQueries.ts';
import { firstSentence } from './journalText.ts';

export const Component = JournalHomePage;

export function loader({ params }: LoaderFunctionArgs): Promise<JournalHomeData> {
  return loadJournalHome(params['slug'] ?? '');
}

export function head({ journal }: JournalHomeData): RouteHead {
  return { title: journal.name, description: firstSentence(journal.aimsAndScope) };
}
