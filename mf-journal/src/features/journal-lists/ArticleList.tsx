// A journal page's list of articles, or what to say when there are none yet.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import styles from './ArticleList.module.css';

export function ArticleList({ articles, empty, label, headingLevel = 2, start }: { articles: ArticleSummary[]; empty: string; label?: string; headingLevel?: 2 | 3; start?: number }) {
  if (articles.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol className={styles.list} aria-label={label} start={start}>
      {articles.map((article) => (
        <ArticleListItem key={article.id} article={article} headingLevel={headingLevel} />
      ))}
    </ol>
  );
}
