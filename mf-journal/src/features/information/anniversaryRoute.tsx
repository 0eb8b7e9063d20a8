// Route module of 'journal-slug-anniversary' (/journal/:slug/anniversary).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery, journalTextQuery } from '../journal-frame/journalQueries.ts';
import { AnniversaryContent } from './AnniversaryContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-anniversary',
  load: async ({ slug, queryClient }) => {
    const [page, metrics] = await Promise.all([queryClient.ensureQueryData(journalTextQuery(slug, 'anniversary')), queryClient.ensureQueryData(journalSubpageQuery(slug, 'stats/metrics'))]);
    return { page, metrics };
  },
  // The band above names the journal: "30th Anniversary".
  title: ({ page, journal }) => page.title.replace(`${journal.name}: `, ''),
  suffix: () => 'anniversary',
  description: ({ journal }) => `${journal.name} since ${journal.yearFounded}: milestones, figures and how the journal celebrates its anniversary.`,
  related: [['Journal History', 'history'], ['Journal Statistics', 'stats'], ['Special Issues', 'special_issues']],
  Content: ({ data }) => <AnniversaryContent page={data.page} metrics={data.metrics} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
