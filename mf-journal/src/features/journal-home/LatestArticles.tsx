import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import styles from './LatestArticles.module.css';

export function LatestArticles({ slug, articles }: { slug: string; articles: ArticleSummary[] }) {
  return (
    <section className={styles.section} aria-labelledby="journal-latest-articles">
      <h2 id="journal-latest-articles" className={styles.heading}>
        Latest articles
      </h2>
      {articles.length === 0 ? (
        <p>No articles have been published in this journal yet.</p>
      ) : (
        <ol className={styles.list}>
          {articles.map((article) => (
            <ArticleListItem key={article.id} article={article} />
          ))}
        </ol>
      )}
      <p>
        <Link to={`/journal/${slug}/most-recent`}>More recent articles</Link>
      </p>
    </section>
  );
}
