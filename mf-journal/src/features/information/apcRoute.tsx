// Route module of 'journal-slug-apc' (/journal/:slug/apc).
import { useLoaderData } from 'react-router';
import { formatMoney } from '@oap/contracts/site/textFormat.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalTextQuery } from '../journal-frame/journalQueries.ts';
import { ApcContent } from './ApcContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-apc',
  load: async ({ slug, queryClient }) => ({ page: await queryClient.ensureQueryData(journalTextQuery(slug, 'apc')) }),
  title: () => 'Article Processing Charge',
  suffix: () => 'apc',
  description: ({ journal, page }) => `The article processing charge of ${journal.name} is ${formatMoney(page.apcChf, 'CHF')}; discounts for society members, institutions and reviewers, and waivers.`,
  related: [['Societies', 'societies'], ['Instructions for Authors', 'instructions'], ['Article processing charges across our journals', '/apc']],
  Content: ({ data }) => <ApcContent page={data.page} journalName={data.journal.name} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
