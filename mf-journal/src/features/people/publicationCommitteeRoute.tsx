// Route module of 'journal-slug-publication_committee' (/journal/:slug/publication_committee).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { PanelContent } from './PanelContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-publication_committee',
  load: async ({ slug, queryClient }) => ({ members: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'publication-committee')) }),
  title: () => 'Publication Committee',
  suffix: () => 'publication_committee',
  description: ({ journal, members }) => `The ${members.length} members of the publication committee of ${journal.name}, who oversee its policies.`,
  related: [['Editorial Board', 'editors'], ['Publication Guidelines', 'guidelines']],
  Content: ({ data }) => (
    <PanelContent
      members={data.members}
      intro={`The publication committee of ${data.journal.name} oversees the journal's editorial policies, its ethics cases and the appointment of its editors.`}
    />
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
