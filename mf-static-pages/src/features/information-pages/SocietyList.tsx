// The learned societies we work with (GET /api/societies), each with its journals and member discount.
import { Link } from 'react-router';
import type { SocietyListItem } from '@oap/contracts/api/publisher.ts';
import styles from './InformationPages.module.css';

export function SocietyList({ data }: { data: SocietyListItem[] }) {
  return (
    <ul className={styles.cards}>
      {data.map((society) => (
        <li key={society.id} className={styles.card} id={`society-${society.nameSystem}`}>
          <h3 className={styles.cardTitle}>
            <a href={society.url} rel="noopener" target="_blank">
              {society.name} ({society.abbreviation})<span className="oap-visually-hidden"> (opens in a new tab)</span>
            </a>
          </h3>
          <p className={styles.meta}>
            {society.country} · founded {society.yearFounded}
          </p>
          <p>{society.description}</p>
          {society.journals.length > 0 ? (
            <ul className={styles.inline}>
              {society.journals.map((journal) => (
                <li key={journal.nameSystem}>
                  <Link to={`/journal/${journal.nameSystem}/societies`}>{journal.name}</Link>
                  {journal.relation === 'affiliated' ? ': official journal' : ': partner journal'}
                  {journal.discountPct > 0 ? `, ${journal.discountPct}% member discount` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
