// Route module of 'journal-slug-exhibition' (/journal/:slug/exhibition).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalTextQuery } from '../journal-frame/journalQueries.ts';
import { ExhibitionContent } from './ExhibitionContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-exhibition',
  load: async ({ slug, queryClient }) => ({
    page: await queryClient.ensureQueryData(journalTextQuery(slug, 'exhibition')),
    // Which stands are still to come is decided when the page is made (server or browser), not by the cached answer.
    today: new Date().toISOString().slice(0, 10),
  }),
  title: ({ page }) => page.title,
  suffix: () => 'exhibition',
  description: ({ journal }) => `Conferences where ${journal.name} has a stand: meet its editors, with dates, places and stand numbers.`,
  Content: ({ data }) => <ExhibitionContent page={data.page} slug={data.journal.nameSystem} today={data.today} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
