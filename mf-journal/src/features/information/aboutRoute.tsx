// Route module of 'journal-slug-about' (/journal/:slug/about).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalDetailQuery, journalTextQuery } from '../journal-frame/journalQueries.ts';
import { AboutContent } from './AboutContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-about',
  load: async ({ slug, queryClient }) => {
    const [page, detail] = await Promise.all([queryClient.ensureQueryData(journalTextQuery(slug, 'journal_about')), queryClient.ensureQueryData(journalDetailQuery(slug))]);
    return { page, detail };
  },
  title: () => 'Aims & Scope',
  suffix: () => 'about',
  description: ({ detail }) => detail.description,
  related: [['Journal History', 'history'], ['Journal Statistics', 'stats'], ['Indexing & Archiving', 'indexing']],
  Content: ({ data }) => <AboutContent page={data.page} detail={data.detail} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
