// One news item of a journal in a list: category, date, title (to its page) and summary.
import { Link } from 'react-router';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import styles from './RecordItem.module.css';

export function NewsItemSummary({ slug, item, headingLevel = 3, withSummary = true }: { slug: string; item: NewsItem; headingLevel?: 2 | 3; withSummary?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        {item.category} · <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      <Heading className={styles.title}>
        <Link to={journalPagePath(slug, `news-and-conferences/news/${item.id}`)}>{item.title}</Link>
      </Heading>
      {withSummary ? <p className={styles.summary}>{item.summary}</p> : null}
    </li>
  );
}
