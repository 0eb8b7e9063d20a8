// One news item: its date, category and journal, its sanitised text, and more news beside it.
import { Link, useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { RichText } from '@oap/shared/content/RichText.tsx';
import type { loader } from './newsItemRoute.tsx';
import styles from './News.module.css';

export function NewsItemPage() {
  const { item, more } = useLoaderData<typeof loader>();
  return (
    <div className={styles.newsroom}>
      <article className={styles.main}>
        <p className={styles.meta}>
          <Link to="/news">News</Link>
          <span aria-hidden="true"> · </span>
          <Link to={`/news?category=${encodeURIComponent(item.category)}`}>{item.category}</Link>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
        <h1 className={styles.title}>{item.title}</h1>
        <p className={styles.lead}>{item.summary}</p>
        {item.journal ? (
          <p className={styles.meta}>
            From <Link to={`/journal/${item.journal.nameSystem}`}>{item.journal.name}</Link>
          </p>
        ) : null}
        <RichText html={item.html} className={styles.body} />
      </article>
      <aside className={styles.aside} aria-labelledby="more-news">
        <h2 id="more-news" className={styles.asideHeading}>
          More news
        </h2>
        {more.length > 0 ? (
          <ul className={styles.more}>
            {more.map((other) => (
              <li key={other.id}>
                <Link to={`/news/${other.id}`}>{other.title}</Link>
                <span className={styles.meta}>
                  {' '}
                  <time dateTime={other.publishedAt}>{formatDate(other.publishedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to="/news">All news</Link>
        </p>
      </aside>
    </div>
  );
}
