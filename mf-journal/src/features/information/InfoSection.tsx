// A section a journal's information page adds after its text: its h2 with the id the page's contents
// list links to (TextPageContent's extraHeadings), and what it holds.
import type { ReactNode } from 'react';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import styles from './InfoPage.module.css';

export function InfoSection({ heading, children }: { heading: ContentHeading; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={heading.id}>
      <h2 id={heading.id} className={styles.heading}>
        {heading.text}
      </h2>
      {children}
    </section>
  );
}
