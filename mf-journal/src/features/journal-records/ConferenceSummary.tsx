// One conference a journal takes part in, in a list: name (to its page), dates, place and deadline.
import { Link } from 'react-router';
import type { Conference } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import styles from './RecordItem.module.css';

/** "14–16 May 2027", or both dates in full when the months differ. */
export function dateRange(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return formatDate(startsOn);
  if (startsOn.slice(0, 7) === endsOn.slice(0, 7)) return `${Number(startsOn.slice(8, 10))}–${formatDate(endsOn)}`;
  return `${formatDate(startsOn)} – ${formatDate(endsOn)}`;
}

/**
 * A conference's page: under this journal when it takes part, else under a journal that does (a
 * journal also lists conferences where it only has a stand, whose page is their journals'); null when
 * none does.
 */
export function conferencePagePath(slug: string, conference: Pick<Conference, 'id' | 'journals'>): string | null {
  const host = conference.journals.some((journal) => journal.nameSystem === slug) ? slug : conference.journals[0]?.nameSystem;
  return host === undefined ? null : journalPagePath(host, `news-and-conferences/conferences/${conference.id}`);
}

export function ConferenceSummary({ slug, conference, headingLevel = 3, extra }: { slug: string; conference: Conference; headingLevel?: 2 | 3; extra?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = `${conference.name} (${conference.acronym})`;
  const path = conferencePagePath(slug, conference);
  return (
    <li className={styles.item}>
      <Heading className={styles.title}>{path === null ? title : <Link to={path}>{title}</Link>}</Heading>
      <p className={styles.meta}>
        <time dateTime={conference.startsOn}>{dateRange(conference.startsOn, conference.endsOn)}</time> · {conference.city}, {conference.country}
        {extra ? ` · ${extra}` : ''}
      </p>
    </li>
  );
}
