// "See also" after a page's content: the pages of the journal (or the site) a reader of this one goes on to.
import { Link } from 'react-router';
import styles from './RelatedPages.module.css';

export interface RelatedPage {
  label: string;
  to: string;
}

export function RelatedPages({ pages }: { pages: RelatedPage[] }) {
  if (pages.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-pages">
      <h2 id="related-pages" className={styles.heading}>
        See also
      </h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
