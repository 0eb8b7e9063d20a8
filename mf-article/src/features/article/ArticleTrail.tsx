// Where the article sits: its journal and its issue as links, then the article itself.
import type { Article } from '@oap/contracts/api/articles.ts';
import { Breadcrumbs } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import styles from './ArticlePage.module.css';

export function ArticleTrail({ article }: { article: Article }) {
  const { journal, volume, issue } = article;
  return (
    <Breadcrumbs
      structuredData
      className={styles.trail}
      items={[
        { label: journal.name, to: `/journal/${journal.nameSystem}` },
        { label: `Volume ${volume}, Issue ${issue}`, to: `/${journal.issn}/${volume}/${issue}` },
        { label: article.identifier ? `Article ${article.identifier}` : 'Article' },
      ]}
    />
  );
}
