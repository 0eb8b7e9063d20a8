import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/shared/api/types.ts';
import { articleTypeLabel, formatDate } from './journalText.ts';
import styles from './LatestArticles.module.css';

/** Long author lists are cut here, as on the printed contents page. */
const shownAuthors = 6;

function authorLine(authors: string[]): string {
  if (authors.length <= shownAuthors) return authors.join(', ');
  return `${authors.slice(0, shownAuthors).join(', ')} et al.`;
}

export function LatestArticleItem({ article }: { article: ArticleSummary }) {
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        <span className={styles.type}>{articleTypeLabel(article.articleType)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </p>
      <h3 className={styles.title}>
        <Link to={article.path}>{article.title}</Link>
      </h3>
      {article.authors.length > 0 && <p className={styles.authors}>{authorLine(article.authors)}</p>}
      <p className={styles.citation}>
        {article.journal.abbreviation} <strong>{article.volume}</strong>({article.issue}), {article.identifier};{' '}
        <a href={`https://doi.org/${article.doi}`}>https://doi.org/{article.doi}</a>
      </p>
    </li>
  );
}
