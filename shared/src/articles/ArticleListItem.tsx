// One article in a list (journal home, issue and volume listings): type, date, title, authors, citation, DOI.
import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { articleTypeLabel, authorLine, formatDate } from '@oap/contracts/articles/articleText.ts';
import { DoiLink } from '@oap/shared/articles/DoiLink.tsx';
import { ArticleNoticeLine } from '@oap/shared/articles/ArticleNoticeLine.tsx';
import styles from './ArticleListItem.module.css';

export function ArticleListItem({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        <span className={styles.type}>{articleTypeLabel(article.articleType)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </p>
      <Heading className={styles.title}>
        <Link to={article.path}>{article.title}</Link>
      </Heading>
      {article.notice && <ArticleNoticeLine notice={article.notice} />}
      {article.authors.length > 0 && <p className={styles.authors}>{authorLine(article.authors)}</p>}
      <p className={styles.citation}>
        {article.journal.abbreviation} <strong>{article.volume}</strong>({article.issue}), {article.identifier};{' '}
        <DoiLink doi={article.doi} />
      </p>
    </li>
  );
}
