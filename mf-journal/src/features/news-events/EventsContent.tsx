// The journal's events (webinars, workshops, symposia): coming ones first (soonest first), then past ones.
import type { EventItem } from '@oap/contracts/api/journalSubpages.ts';
import records from '../journal-records/RecordItem.module.css';
import { EventSummary } from './EventSummary.tsx';
import styles from './News.module.css';

function EventGroup({ id, heading, events, empty, slug }: { id: string; heading: string; events: EventItem[]; empty: string; slug: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {events.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={records.list}>
          {events.map((event) => (
            <EventSummary key={event.id} slug={slug} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function EventsContent({ slug, events, today }: { slug: string; events: EventItem[]; today: string }) {
  const upcoming = events.filter((event) => event.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const past = events.filter((event) => event.endsOn < today);
  return (
    <>
      <EventGroup id="events-upcoming" heading="Upcoming events" events={upcoming} empty="No event is coming up just now." slug={slug} />
      <EventGroup id="events-past" heading="Past events" events={past} empty="None yet." slug={slug} />
      <p className={styles.more}>
        Organising an event in the journal’s field? <a href="/events/add">Propose it for our calendar</a>.
      </p>
    </>
  );
}
