// Conferences our journals support (GET /api/conferences): upcoming ones, then recent ones.
import { Link } from 'react-router';
import type { Conference } from '@oap/contracts/api/journalSubpages.ts';
import type { ConferenceList as ConferenceListData } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import styles from './InformationPages.module.css';

function ConferenceCard({ conference, upcoming }: { conference: Conference; upcoming: boolean }) {
  return (
    <li className={styles.card}>
      <h4 className={styles.cardTitle}>
        <a href={conference.url} rel="noopener" target="_blank">
          {conference.name} ({conference.acronym})<span className="oap-visually-hidden"> (opens in a new tab)</span>
        </a>
      </h4>
      <p className={styles.meta}>
        <time dateTime={conference.startsOn}>{formatDate(conference.startsOn)}</time> – <time dateTime={conference.endsOn}>{formatDate(conference.endsOn)}</time> ·{' '}
        {conference.city}, {conference.country}
      </p>
      <p>{conference.description}</p>
      {upcoming ? (
        <p className={styles.meta}>
          Abstracts by <time dateTime={conference.abstractDeadline}>{formatDate(conference.abstractDeadline)}</time>
        </p>
      ) : null}
      {conference.journals.length > 0 ? (
        <p className={styles.meta}>
          With{' '}
          {conference.journals.map((journal, index) => (
            <span key={journal.nameSystem}>
              {index > 0 ? ', ' : ''}
              <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

export function ConferenceList({ data }: { data: ConferenceListData }) {
  return (
    <>
      <section aria-labelledby="conferences-upcoming">
        <h3 id="conferences-upcoming" className={styles.groupHeading}>
          Upcoming conferences
        </h3>
        {data.upcoming.length === 0 ? (
          <p className={styles.none}>No upcoming conference is listed yet.</p>
        ) : (
          <ul className={styles.cards}>
            {data.upcoming.map((conference) => (
              <ConferenceCard key={conference.id} conference={conference} upcoming />
            ))}
          </ul>
        )}
      </section>
      {data.past.length > 0 ? (
        <section aria-labelledby="conferences-past">
          <h3 id="conferences-past" className={styles.groupHeading}>
            Recent conferences
          </h3>
          <ul className={styles.cards}>
            {data.past.map((conference) => (
              <ConferenceCard key={conference.id} conference={conference} upcoming={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
