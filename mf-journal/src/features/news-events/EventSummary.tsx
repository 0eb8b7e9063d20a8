// One event of a journal in a list: kind, title (to its page), dates and place.
import { Link } from 'react-router';
import type { EventItem } from '@oap/contracts/api/journalSubpages.ts';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { dateRange } from '../journal-records/ConferenceSummary.tsx';
import records from '../journal-records/RecordItem.module.css';

export function EventSummary({ slug, event }: { slug: string; event: EventItem }) {
  return (
    <li className={records.item}>
      <p className={records.meta}>{articleTypeLabel(event.kind)}</p>
      <h3 className={records.title}>
        <Link to={journalPagePath(slug, `events/${event.id}`)}>{event.title}</Link>
      </h3>
      <p className={records.meta}>
        <time dateTime={event.startsOn}>{dateRange(event.startsOn, event.endsOn)}</time>
        {` · ${event.location}`}
      </p>
    </li>
  );
}
