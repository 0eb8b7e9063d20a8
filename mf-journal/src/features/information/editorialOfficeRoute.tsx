// Route module of 'journal-slug-editorial_office' (/journal/:slug/editorial_office).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { EditorialOfficeContent } from './EditorialOfficeContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-editorial_office',
  load: async ({ slug, queryClient }) => ({ office: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'editorial-office')) }),
  title: () => 'Editorial Office',
  suffix: () => 'editorial_office',
  description: ({ journal, office }) => `The editorial office of ${journal.name}: ${office.staff.length} staff, reachable at ${office.email}.`,
  related: [['Editorial Board', 'editors'], ['Imprint', 'imprint']],
  Content: ({ data }) => <EditorialOfficeContent office={data.office} journalName={data.journal.name} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
