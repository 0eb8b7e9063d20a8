// One award: its kind and the status of its current edition, name (a link to the award's page), the
// journal, prize, deadline, and the latest winners.
import { Link } from 'react-router';
import type { AwardSearchItem } from '@oap/contracts/api/search.ts';
import { formatUtcDate } from '@oap/contracts/site/textFormat.ts';
import { Tag } from '@oap/shared/ui/tag/Tag.tsx';
import cardStyles from '../search-page/ResultCards.module.css';
import styles from './AwardCard.module.css';

const day = (iso: string) => formatUtcDate(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

function editionLine(edition: NonNullable<AwardSearchItem['currentEdition']>): string {
  if (edition.status === 'open') return `${edition.year}: nominations close ${day(edition.deadline)}`;
  if (edition.status === 'upcoming') return `${edition.year}: nominations open ${day(edition.opensOn)}`;
  return `${edition.year}: closed ${day(edition.deadline)}`;
}

export function AwardCard({ award }: { award: AwardSearchItem }) {
  const edition = award.currentEdition;
  const status = edition?.status ?? 'closed';
  return (
    <article className={cardStyles.card} aria-labelledby={`award-${award.id}`}>
      <p className={styles.tags}>
        <Tag state="brand" variant="outline" size="sm">
          {award.kindLabel}
        </Tag>
        <Tag state={status === 'open' ? 'success' : status === 'upcoming' ? 'info' : 'neutral'} size="sm">
          {status === 'open' ? 'Open for nominations' : status === 'upcoming' ? 'Opening soon' : 'Closed'}
        </Tag>
      </p>
      <h2 className={cardStyles.name} id={`award-${award.id}`}>
        <Link to={award.path}>{award.name}</Link>
      </h2>
      {award.journal ? (
        <p className={styles.journal}>
          <Link to={`/journal/${award.journal.nameSystem}`}>{award.journal.name}</Link>
        </p>
      ) : null}
      {award.snippet ? <p className={styles.text} dangerouslySetInnerHTML={{ __html: award.snippet }} /> : <p className={styles.text}>{award.description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>Prize</dt>
          <dd>{award.prize}</dd>
        </div>
        {edition ? (
          <div>
            <dt>Edition</dt>
            <dd>{editionLine(edition)}</dd>
          </div>
        ) : null}
        {award.latestWinners?.names.length ? (
          <div>
            <dt>{award.latestWinners.year} winners</dt>
            <dd>{award.latestWinners.names.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
