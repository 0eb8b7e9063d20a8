// Where the article sits: its journal and its issue, both as links.
import { Link } from 'react-router';
import type { Article } from '@oap/shared/api/types.ts';
import styles from './ArticlePage.module.css';

export function ArticleTrail({ article }: { article: Article }) {
  const { journal, volume, issue } = article;
  return (
    <nav className={styles.trail} aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
        </li>
        <li>
          <Link to={`/${journal.issn}/${volume}/${issue}`}>
            Volume {volume}, Issue {issue}
          </Link>
        </li>
      </ol>
    </nav>
  );
}
