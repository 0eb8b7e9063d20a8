// The article's files and pages: PDF (with and without cover), JATS XML, notes, review reports, reprints.
// Files are plain links (the browser downloads or shows them); pages are links of the site.
import { Link } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import styles from './ArticleSidebar.module.css';

export function ArticleActions({ article }: { article: ArticleDetail }) {
  return (
    <section className={styles.box} aria-labelledby="article-downloads">
      <h2 id="article-downloads" className={styles.boxHeading}>
        Download and more
      </h2>
      <ul className={styles.actions}>
        <li>
          <a href={`${article.path}/pdf-vor`} type="application/pdf">
            PDF
          </a>
        </li>
        <li>
          <a href={`${article.path}/pdf-with-cover`} type="application/pdf">
            PDF with cover page
          </a>
        </li>
        <li>
          <a href={`${article.path}/xml`} type="application/xml">
            JATS XML
          </a>
        </li>
        <li>
          <Link to={`${article.path}/notes`}>Notes and licence</Link>
        </li>
        <li>
          <Link to={`${article.path}/review_report`}>Review reports{article.reviewReports.length ? ` (${article.reviewReports.length})` : ''}</Link>
        </li>
        <li>
          <Link to={`${article.path}/reprints`}>Order reprints</Link>
        </li>
      </ul>
    </section>
  );
}
