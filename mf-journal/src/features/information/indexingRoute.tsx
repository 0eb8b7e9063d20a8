// Route module of 'journal-slug-indexing' (/journal/:slug/indexing).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalTextQuery } from '../journal-frame/journalQueries.ts';
import { IndexingContent } from './IndexingContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-indexing',
  load: async ({ slug, queryClient }) => ({ page: await queryClient.ensureQueryData(journalTextQuery(slug, 'indexing')) }),
  title: ({ page }) => page.title,
  suffix: () => 'indexing',
  description: ({ journal, page }) => `${journal.name} is indexed in ${page.entries.map((entry) => entry.database).join(', ')}: the databases and the year each began.`,
  related: [['Journal Statistics', 'stats'], ['Journal History', 'history']],
  Content: ({ data }) => <IndexingContent page={data.page} journalName={data.journal.name} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
