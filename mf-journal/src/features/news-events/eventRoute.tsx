// Route module of 'journal-slug-events-id' (/journal/:slug/events/:id): one of the journal's events.
import { useLoaderData } from 'react-router';
import type { EventItem } from '@oap/contracts/api/journalSubpages.ts';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { dateRange } from '../journal-records/ConferenceSummary.tsx';
import styles from './News.module.css';

const page = defineJournalPage({
  current: 'journal-slug-events',
  exact: false,
  load: async ({ slug, params, queryClient }) => ({ event: await queryClient.ensureQueryData(journalGetQuery<EventItem>(slug, `events/${encodeURIComponent(params['id'] ?? '')}`)) }),
  title: ({ event }) => event.title,
  crumb: () => 'Event',
  trail: ({ journal }) => [{ label: 'Events', to: journalPagePath(journal.nameSystem, 'events') }],
  suffix: ({ event }) => `events/${event.id}`,
  description: ({ event }) => `${articleTypeLabel(event.kind)}, ${dateRange(event.startsOn, event.endsOn)}, ${event.location}: ${event.description}`,
  Content: ({ data }) => (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Kind</dt>
          <dd>{articleTypeLabel(data.event.kind)}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{dateRange(data.event.startsOn, data.event.endsOn)}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{data.event.location}</dd>
        </div>
      </dl>
      <p>{data.event.description}</p>
      <p>
        <a href={data.event.url}>{data.event.online ? 'Register for the event' : 'The event’s page'}</a>
      </p>
    </>
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
