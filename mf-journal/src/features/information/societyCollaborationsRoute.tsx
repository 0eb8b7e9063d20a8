// Route module of 'journal-slug-society-collaborations' (/journal/:slug/society-collaborations).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { SocietyCollaborationsContent } from './SocietyCollaborationsContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-society-collaborations',
  load: async ({ slug, queryClient }) => {
    const [societies, conferences] = await Promise.all([queryClient.ensureQueryData(journalSubpageQuery(slug, 'societies')), queryClient.ensureQueryData(journalSubpageQuery(slug, 'conferences'))]);
    return { societies, conferences };
  },
  title: () => 'Society Collaborations',
  suffix: () => 'society-collaborations',
  description: ({ journal }) => `How ${journal.name} collaborates with scholarly societies: member discounts, special issues and sessions, and its partners.`,
  lead: ({ journal }) => <p>{journal.name} works with scholarly societies in its field. A collaboration gives the society and its members:</p>,
  Content: ({ data }) => <SocietyCollaborationsContent societies={data.societies} conferences={data.conferences} slug={data.journal.nameSystem} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
