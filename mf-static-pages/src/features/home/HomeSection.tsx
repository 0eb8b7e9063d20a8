// A section of the home page: its heading, a link to the whole list, and what the list shows (or a
// sentence and the same link when the list could not be fetched).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './HomeSection.module.css';

export interface HomeSectionProps {
  id: string;
  heading: string;
  allLink: { to: string; label: string };
  /** False when the list could not be fetched: the section says so and keeps its link. */
  available: boolean;
  children: ReactNode;
}

export function HomeSection({ id, heading, allLink, available, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        <Link to={allLink.to} className={styles.all}>
          {allLink.label}
        </Link>
      </div>
      {available ? (
        children
      ) : (
        <p className={styles.unavailable}>
          This list is not available just now. <Link to={allLink.to}>{allLink.label}</Link> instead.
        </p>
      )}
    </section>
  );
}
