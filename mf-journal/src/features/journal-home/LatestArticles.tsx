import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { ArticleList } from '../journal-lists/ArticleList.tsx';
import styles from './LatestArticles.module.css';

export function LatestArticles({ slug, articles }: { slug: string; articles: ArticleSummary[] }) {
  return (
    <section className={styles.section} aria-labelledby="journal-latest-articles">
      <h2 id="journal-latest-articles" className={styles.heading}>
        Latest articles
      </h2>
      <ArticleList articles={articles} headingLevel={3} empty="No articles have been published in this journal yet." />
      <p className={styles.more}>
        <Link to={journalPagePath(slug, 'most-recent')}>More recent articles</Link>
      </p>
    </section>
  );
}
