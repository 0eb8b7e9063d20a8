// Route module of 'journal-slug-conferences' (/journal/:slug/conferences).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { ConferencesContent } from './ConferencesContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-conferences',
  load: async ({ slug, queryClient }) => ({
    conferences: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'conferences')),
    today: new Date().toISOString().slice(0, 10),
  }),
  title: () => 'Conferences',
  suffix: () => 'conferences',
  description: ({ journal, conferences }) => `${conferences.length} conferences ${journal.name} takes part in, with dates, places and abstract deadlines.`,
  Content: ({ data }) => <ConferencesContent conferences={data.conferences} slug={data.journal.nameSystem} today={data.today} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
