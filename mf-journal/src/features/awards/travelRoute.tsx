// Route module of 'journal-slug-travel' (/journal/:slug/travel): the journal's travel awards.
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { AwardListContent } from './AwardListContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-travel',
  load: async ({ slug, queryClient }) => ({ groups: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'travel-awards')) }),
  title: () => 'Travel Awards',
  suffix: () => 'travel',
  description: ({ journal }) => `Travel awards of ${journal.name} for PhD students and postdocs presenting their work at international conferences.`,
  lead: ({ journal }) => <p>{journal.name}’s travel awards help PhD students and postdoctoral researchers present their work at an international conference.</p>,
  Content: ({ data }) => <AwardListContent slug={data.journal.nameSystem} groups={data.groups} empty="The journal has no travel awards just now." />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
