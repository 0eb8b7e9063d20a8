// One conference: when and where, the abstract deadline, what it is about, and the journals taking part.
import { Link } from 'react-router';
import type { Conference } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { dateRange } from '../journal-records/ConferenceSummary.tsx';
import styles from './News.module.css';

export function ConferenceContent({ conference }: { conference: Conference }) {
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Dates</dt>
          <dd>{dateRange(conference.startsOn, conference.endsOn)}</dd>
        </div>
        <div>
          <dt>Place</dt>
          <dd>{`${conference.city}, ${conference.country}`}</dd>
        </div>
        <div>
          <dt>Abstracts by</dt>
          <dd>{formatDate(conference.abstractDeadline)}</dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            <a href={conference.url}>{conference.url.replace(/^https?:\/\//, '')}</a>
          </dd>
        </div>
      </dl>
      <p>{conference.description}</p>
      <section className={styles.section} aria-labelledby="conference-journals">
        <h2 id="conference-journals" className={styles.heading}>
          Journals taking part
        </h2>
        <ul>
          {conference.journals.map((journal) => (
            <li key={journal.nameSystem}>
              <Link to={journalPagePath(journal.nameSystem)}>{journal.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
