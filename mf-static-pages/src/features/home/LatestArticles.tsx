// "Latest articles": the newest articles of all our journals.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import { HomeSection } from './HomeSection.tsx';
import styles from './LatestArticles.module.css';

export function LatestArticles({ articles }: { articles: ArticleSummary[] | null }) {
  return (
    <HomeSection id="home-latest-articles" heading="Latest articles" allLink={{ to: '/search', label: 'Search all articles' }} available={articles !== null}>
      <ul className={styles.list}>
        {articles?.map((article) => (
          <ArticleListItem key={article.id} article={article} />
        ))}
      </ul>
    </HomeSection>
  );
}
