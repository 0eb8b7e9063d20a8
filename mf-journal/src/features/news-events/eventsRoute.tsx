// Route module of 'journal-slug-events' (/journal/:slug/events).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { EventsContent } from './EventsContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-events',
  load: async ({ slug, queryClient }) => ({ events: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'events')), today: new Date().toISOString().slice(0, 10) }),
  title: () => 'Events',
  suffix: () => 'events',
  description: ({ journal, events }) => `${events.length} webinars, workshops and symposia of ${journal.name}, coming and past.`,
  Content: ({ data }) => <EventsContent slug={data.journal.nameSystem} events={data.events} today={data.today} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
