// A titled block of the journal home (editors' choice, open special issues, news) with a link to the
// page that lists all of it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './HomeBlock.module.css';

export function HomeBlock({ id, heading, more, moreLabel, children }: { id: string; heading: string; more: string; moreLabel: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
      <p className={styles.more}>
        <Link to={more}>{moreLabel}</Link>
      </p>
    </section>
  );
}
