// The newsroom: the categories, a page of news items and the links to other pages.
import { Link, useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import type { NewsList } from '@oap/contracts/api/publisher.ts';
import type { loader } from './newsRoute.tsx';
import styles from './News.module.css';
import { GeneratedArt, subjectFor } from '@oap/shared/journals/GeneratedArt.tsx';

function listHref(category: string | null, page: number): string {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/news?${text}` : '/news';
}

function Categories({ news }: { news: NewsList }) {
  return (
    <nav aria-label="News categories" className={styles.categories}>
      <ul>
        <li>
          <Link to="/news" aria-current={news.category === null ? 'page' : undefined}>
            All news
          </Link>
        </li>
        {news.categories.map((category) => (
          <li key={category.name}>
            <Link to={listHref(category.name, 1)} aria-current={news.category === category.name ? 'page' : undefined}>
              {category.name} <span className={styles.count}>({category.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function NewsPage() {
  const { news } = useLoaderData<typeof loader>();
  const totalPages = Math.max(1, Math.ceil(news.total / news.pageSize));
  return (
    <div className={styles.newsroom}>
      <header className={styles.header}>
        <h1 className={styles.title}>{news.category ? `News: ${news.category}` : 'News'}</h1>
        <p className={styles.lead}>News from our journals and about open access publishing: new journals and editors, awards, policies and events.</p>
      </header>
      <div className={styles.main}>
        {news.items.length === 0 ? (
          <p>
            There is no news {news.category ? 'in this category ' : ''}on this page. <Link to="/news">See the latest news</Link>.
          </p>
        ) : (
          <ol className={styles.items}>
            {news.items.map((item) => (
              <li key={item.id} className={`${styles.item} ${styles.withPicture}`}>
                <GeneratedArt seed={item.title} subjects={[subjectFor(item.journal?.name ?? item.category)]} className={styles.picture} />
                <div>
                <p className={styles.meta}>
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                  <span aria-hidden="true"> · </span>
                  {item.category}
                  {item.journal ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <Link to={`/journal/${item.journal.nameSystem}`}>{item.journal.name}</Link>
                    </>
                  ) : null}
                </p>
                <h2 className={styles.itemTitle}>
                  <Link to={`/news/${item.id}`}>{item.title}</Link>
                </h2>
                <p className={styles.summary}>{item.summary}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
        {totalPages > 1 ? (
          <nav aria-label="News pages" className={styles.pages}>
            {news.page > 1 ? (
              <Link to={listHref(news.category, Math.min(news.page - 1, totalPages))} rel="prev">
                Newer news
              </Link>
            ) : (
              <span />
            )}
            <span>
              Page {Math.min(news.page, totalPages)} of {totalPages}
            </span>
            {news.page < totalPages ? (
              <Link to={listHref(news.category, news.page + 1)} rel="next">
                Older news
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
      <aside className={styles.aside} aria-label="Newsroom">
        <Categories news={news} />
        <section className={styles.asideBox} aria-labelledby="news-follow">
          <h2 id="news-follow" className={styles.asideHeading}>
            Follow our journals
          </h2>
          <p>
            <Link to="/subscribe">Subscribe to alerts</Link> of new articles in the journals and topics you choose. Policy changes are on the{' '}
            <Link to="/about/announcements">announcements</Link> page.
          </p>
        </section>
      </aside>
    </div>
  );
}
