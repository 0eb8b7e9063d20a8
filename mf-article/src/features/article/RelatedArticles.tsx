// Articles on the same subject, found by text similarity on the server (their keywords and title words).
import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { authorLine } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticleSidebar.module.css';

export function RelatedArticles({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="related-articles">
      <h2 id="related-articles" className={styles.boxHeading}>
        Related articles
      </h2>
      <ul className={styles.related}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={article.path}>{article.title}</Link>
            <span className={styles.relatedMeta}>
              {authorLine(article.authors.slice(0, 3))} · {article.journal.abbreviation} {article.publishedAt.slice(0, 4)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
