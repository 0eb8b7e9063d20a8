// "Awards": awards of our journals taking applications now or soon, with their dates and prize.
import { Link } from 'react-router';
import type { AwardListItem } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './HomeAwards.module.css';

function Dates({ latest }: { latest: NonNullable<AwardListItem['latest']> }) {
  if (latest.status === 'open') {
    return (
      <p className={styles.deadline}>
        Apply by <time dateTime={latest.deadline}>{formatDate(latest.deadline)}</time>
      </p>
    );
  }
  return (
    <p className={styles.deadline}>
      Applications open <time dateTime={latest.opensOn}>{formatDate(latest.opensOn)}</time>
    </p>
  );
}

export function HomeAwards({ awards }: { awards: AwardListItem[] | null }) {
  return (
    <HomeSection id="home-awards" heading="Awards" allLink={{ to: '/awards', label: 'All awards' }} available={awards !== null}>
      {awards && awards.length === 0 ? (
        <p className={styles.none}>No award takes applications just now: see the winners and the next calls on the awards page.</p>
      ) : (
        <ul className={styles.list}>
          {awards?.map((award) => (
            <li key={award.id} className={styles.award}>
              <h3 className={styles.name}>
                <Link to={award.path}>{award.name}</Link>
              </h3>
              {award.journal ? <p className={styles.journal}>{award.journal.name}</p> : null}
              <p className={styles.prize}>{award.prize}</p>
              {award.latest ? <Dates latest={award.latest} /> : null}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
