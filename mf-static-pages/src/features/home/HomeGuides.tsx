// Where readers and authors go next: the journal finder, author information and open access.
import { Link } from 'react-router';
import styles from './HomeGuides.module.css';

const guides = [
  {
    to: '/about/journalfinder',
    title: 'Find the right journal',
    text: 'Match your manuscript to a journal by subject, scope and indexing before you submit.',
    action: 'Open the journal finder',
  },
  {
    to: '/authors',
    title: 'For authors',
    text: 'How to prepare and submit a manuscript, what peer review involves and what publishing costs.',
    action: 'Information for authors',
  },
  {
    to: '/openaccess',
    title: 'Open access',
    text: 'Every article is free to read and reuse under a Creative Commons licence, from the day it appears.',
    action: 'Our open access policy',
  },
] as const;

export function HomeGuides() {
  return (
    <section aria-labelledby="home-guides">
      <h2 id="home-guides" className={styles.heading}>
        Publishing with us
      </h2>
      <ul className={styles.list}>
        {guides.map((guide) => (
          <li key={guide.to} className={styles.guide}>
            <h3 className={styles.title}>{guide.title}</h3>
            <p className={styles.text}>{guide.text}</p>
            <Link to={guide.to} className={styles.action}>
              {guide.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
