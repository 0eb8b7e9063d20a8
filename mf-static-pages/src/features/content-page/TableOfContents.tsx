// "On this page": links to the sections of a long page. With scripts a link is a client navigation
// to the #anchor, which the shell scrolls to after 150 ms, below the fixed header (spec 2.8); without
// them it is a plain anchor, and the headings' scroll margin keeps them clear of the header.
import { Link } from 'react-router';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import styles from './TableOfContents.module.css';

export function TableOfContents({ headings, className }: { headings: readonly ContentHeading[]; className?: string }) {
  return (
    <nav aria-labelledby="page-contents-heading" className={className ? `${styles.toc} ${className}` : styles.toc}>
      <h2 id="page-contents-heading" className={styles.heading}>
        On this page
      </h2>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? styles.sub : undefined}>
            <Link to={`#${heading.id}`} preventScrollReset>
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
