// After the article: its files and pages, metrics and reading options. Cite and Share are in the
// article's tools (ArticleRail.tsx), which stay in reach while reading.
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { ArticleActions } from './ArticleActions.tsx';
import { ArticleMetrics } from './ArticleMetrics.tsx';
import { ReadingOptionsPanel } from './ReadingOptionsPanel.tsx';
import type { ReadingOptions } from './readingOptions.ts';
import styles from './ArticleSidebar.module.css';

export function ArticleSidebar(props: {
  article: ArticleDetail;
  reading: { options: ReadingOptions; onChange: (next: ReadingOptions) => void; ready: boolean };
}) {
  const { article, reading } = props;
  return (
    <aside className={styles.sidebar} aria-label="About this article">
      <ArticleActions article={article} />
      <ArticleMetrics article={article} />
      {reading.ready && <ReadingOptionsPanel options={reading.options} onChange={reading.onChange} />}
    </aside>
  );
}
