// Route module of 'journal-slug-news-and-conferences-conferences-id' (…/news-and-conferences/conferences/:id):
// a conference the journal takes part in.
import { useLoaderData } from 'react-router';
import type { Conference } from '@oap/contracts/api/journalSubpages.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { dateRange } from '../journal-records/ConferenceSummary.tsx';
import { ConferenceContent } from './ConferenceContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-news-and-conferences',
  exact: false,
  load: async ({ slug, params, queryClient }) => ({
    conference: await queryClient.ensureQueryData(journalGetQuery<Conference>(slug, `news-conferences/conferences/${encodeURIComponent(params['id'] ?? '')}`)),
  }),
  title: ({ conference }) => `${conference.name} (${conference.acronym})`,
  crumb: ({ conference }) => conference.acronym,
  trail: ({ journal }) => [{ label: 'Conferences', to: journalPagePath(journal.nameSystem, 'conferences') }],
  suffix: ({ conference }) => `news-and-conferences/conferences/${conference.id}`,
  description: ({ conference }) => `${conference.name}, ${dateRange(conference.startsOn, conference.endsOn)}, ${conference.city}, ${conference.country}.`,
  Content: ({ data }) => <ConferenceContent conference={data.conference} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
