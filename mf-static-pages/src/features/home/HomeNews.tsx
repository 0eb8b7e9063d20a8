// "News": the newest items of the newsroom (the publisher's and the journals').
import { Link } from 'react-router';
import type { NewsSummary } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { GeneratedArt, subjectFor } from '@oap/shared/journals/GeneratedArt.tsx';
import { HomeSection } from './HomeSection.tsx';
import styles from './HomeNews.module.css';

export function HomeNews({ news }: { news: NewsSummary[] | null }) {
  return (
    <HomeSection id="home-news" heading="News" allLink={{ to: '/news', label: 'All news' }} available={news !== null}>
      <ul className={styles.list}>
        {news?.map((item) => (
          <li key={item.id} className={styles.item}>
            <GeneratedArt seed={item.title} subjects={[subjectFor(item.journal?.name ?? item.category)]} />
            <p className={styles.meta}>
              <span>{item.category}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </p>
            <h3 className={styles.title}>
              <Link to={`/news/${item.id}`}>{item.title}</Link>
            </h3>
            <p className={styles.summary}>{item.summary}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
