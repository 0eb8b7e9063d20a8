// A special issue's papers with their abstracts, for reading through the issue on one page.
import { Link } from 'react-router';
import type { SpecialIssueAbstracts } from '@oap/contracts/api/journals.ts';
import { articleTypeLabel, authorLine, formatDate } from '@oap/contracts/articles/articleText.ts';
import styles from './SpecialIssues.module.css';

export function SpecialIssueAbstractsContent({ abstracts }: { abstracts: SpecialIssueAbstracts }) {
  const { specialIssue, articles } = abstracts;
  if (articles.length === 0) {
    return (
      <p>
        No paper has been published in this special issue yet. <Link to={specialIssue.path}>Read its call for papers</Link>.
      </p>
    );
  }
  return (
    <ol className={styles.abstracts}>
      {articles.map((article) => (
        <li key={article.id}>
          <p className={styles.muted}>
            {`${articleTypeLabel(article.articleType)} · `}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </p>
          <h2>
            <Link to={article.path}>{article.title}</Link>
          </h2>
          <p className={styles.muted}>{authorLine(article.authors)}</p>
          <div className={styles.abstract} dangerouslySetInnerHTML={{ __html: article.abstractHtml }} />
        </li>
      ))}
    </ol>
  );
}
