// One article in the results: type, title, authors, where and when it appeared, and the matching excerpt.
import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { formatUtcDate } from '@oap/contracts/site/textFormat.ts';
import styles from './SearchResultItem.module.css';

/** Long author lists are cut here, as reference lists do, so one result never fills the screen. */
const authorsShown = 6;

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatUtcDate(date);
}

function authorLine(authors: string[]): string {
  if (authors.length <= authorsShown) return authors.join(', ');
  return `${authors.slice(0, authorsShown).join(', ')} and ${authors.length - authorsShown} more`;
}

export function SearchResultItem({ item }: { item: ArticleSummary }) {
  const published = formatDate(item.publishedAt);
  const issue = item.issue ? `, Issue ${item.issue}` : '';
  return (
    <article className={styles.item}>
      {item.articleType ? <p className={styles.type}>{item.articleType}</p> : null}
      <h2 className={styles.title}>
        <Link to={item.path}>{item.title}</Link>
      </h2>
      {item.authors.length > 0 ? <p className={styles.authors}>{authorLine(item.authors)}</p> : null}
      <p className={styles.meta}>
        <a href={`/journal/${item.journal.nameSystem}`} className={styles.journal}>
          {item.journal.name}
        </a>
        <span>
          Volume {item.volume}
          {issue}
        </span>
        {published ? <time dateTime={item.publishedAt}>{published}</time> : null}
      </p>
      {/* Sanitised by the search query (searchRoute.tsx) as the results arrived. */}
      {item.snippet ? <div className={styles.snippet} dangerouslySetInnerHTML={{ __html: item.snippet }} /> : null}
    </article>
  );
}
