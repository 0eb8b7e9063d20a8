import { Link } from 'react-router';
import type { JournalSection } from '@oap/contracts/api/journals.ts';
import styles from './JournalAside.module.css';

export function JournalSections({ slug, sections }: { slug: string; sections: JournalSection[] }) {
  if (sections.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="journal-sections">
      <h2 id="journal-sections" className={styles.heading}>
        Sections
      </h2>
      <ul className={styles.links}>
        {sections.map((section) => (
          <li key={section.nameSystem}>
            <Link to={`/journal/${slug}/sections/${section.nameSystem}`}>{section.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
