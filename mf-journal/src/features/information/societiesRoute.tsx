// Route module of 'journal-slug-societies' (/journal/:slug/societies).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { SocietiesContent } from './SocietiesContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-societies',
  load: async ({ slug, queryClient }) => ({ societies: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'societies')) }),
  title: () => 'Societies',
  suffix: () => 'societies',
  description: ({ journal, societies }) => `The societies ${journal.name} works with: ${societies.map((society) => society.abbreviation).join(', ')}, and their members' discounts.`,
  Content: ({ data }) => <SocietiesContent societies={data.societies} journalName={data.journal.name} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
