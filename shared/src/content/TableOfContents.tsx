// "On this page": links to the sections of a long page, its subsections listed under their section.
// The information pages (mf-static-pages ContentPage) and a journal's text pages (mf-journal
// TextPageContent) show it; the server gives both their headings with ids. With scripts a link is a
// client navigation to the #anchor, which the shell scrolls to after 150 ms, below the fixed header
// (spec 2.8); without them it is a plain anchor, and the root's scroll padding keeps the heading clear
// of the header.
import { Link } from 'react-router';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import styles from './TableOfContents.module.css';

type Section = { heading: ContentHeading; subsections: ContentHeading[] };

/** Sections with their subsections (an h3 before any h2 stands as a section of its own). */
function sectionsOf(headings: readonly ContentHeading[]): Section[] {
  const sections: Section[] = [];
  for (const heading of headings) {
    const last = sections.at(-1);
    if (heading.level === 3 && last) last.subsections.push(heading);
    else sections.push({ heading, subsections: [] });
  }
  return sections;
}

export function TableOfContents({ headings, className }: { headings: readonly ContentHeading[]; className?: string }) {
  return (
    <nav aria-labelledby="page-contents-heading" className={className ? `${styles.toc} ${className}` : styles.toc}>
      <h2 id="page-contents-heading" className={styles.heading}>
        On this page
      </h2>
      <ol className={styles.list}>
        {sectionsOf(headings).map(({ heading, subsections }) => (
          <li key={heading.id}>
            <Link to={`#${heading.id}`} preventScrollReset>
              {heading.text}
            </Link>
            {subsections.length > 0 ? (
              <ol className={styles.sublist}>
                {subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <Link to={`#${subsection.id}`} preventScrollReset>
                      {subsection.text}
                    </Link>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
