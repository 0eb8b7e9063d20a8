// The journal's sections, each with what it covers and how many articles and editors it has.
import { Link } from 'react-router';
import type { JournalSectionDetail } from '@oap/contracts/api/journals.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import styles from './Sections.module.css';

export function SectionsContent({ slug, sections }: { slug: string; sections: JournalSectionDetail[] }) {
  return (
    <ul className={styles.list}>
      {sections.map((section) => (
        <li key={section.nameSystem} className={styles.card}>
          <h2>
            <Link to={journalPagePath(slug, `sections/${section.nameSystem}`)}>{section.name}</Link>
          </h2>
          <p className={styles.meta}>{`${formatCount(section.articleCount)} ${section.articleCount === 1 ? 'article' : 'articles'} · ${section.editorCount} editors`}</p>
          <p>{section.description}</p>
          <p>
            <Link to={`${journalPagePath(slug, 'editors')}?nameSystem=${encodeURIComponent(section.nameSystem)}`}>{`Editors of ${section.name}`}</Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
