// The conferences page: the conferences the journal takes part in, coming ones first (soonest first).
import type { Conference } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { ConferenceSummary } from '../journal-records/ConferenceSummary.tsx';
import records from '../journal-records/RecordItem.module.css';
import styles from './InfoPage.module.css';

function ConferenceGroup({ id, heading, conferences, empty, slug, upcoming }: { id: string; heading: string; conferences: Conference[]; empty: string; slug: string; upcoming: boolean }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {conferences.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={records.list}>
          {conferences.map((conference) => (
            <ConferenceSummary key={conference.id} slug={slug} conference={conference} {...(upcoming ? { extra: `Abstracts by ${formatDate(conference.abstractDeadline)}` } : {})} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function ConferencesContent({ conferences, slug, today }: { conferences: Conference[]; slug: string; today: string }) {
  const upcoming = conferences.filter((conference) => conference.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const past = conferences.filter((conference) => conference.endsOn < today);
  return (
    <>
      <ConferenceGroup id="conferences-upcoming" heading="Upcoming conferences" conferences={upcoming} empty="No conference is coming up just now." slug={slug} upcoming />
      <ConferenceGroup id="conferences-past" heading="Past conferences" conferences={past} empty="None yet." slug={slug} upcoming={false} />
    </>
  );
}
