// Route module of 'journal-slug-history' (/journal/:slug/history).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'journal_history',
  current: 'journal-slug-history',
  suffix: 'history',
  title: () => 'Journal History',
  related: [['Anniversary', 'anniversary'], ['Indexing & Archiving', 'indexing'], ['Volumes & Issues', 'issues']],
  description: (journal) => `How ${journal} began and grew: its first issue, indexing, first Impact Factor, sections and publication schedule.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
