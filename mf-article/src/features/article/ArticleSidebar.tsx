// Beside the text on wide screens, after it on narrow ones: cite, files, metrics, share, reading
// options.
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { ArticleActions } from './ArticleActions.tsx';
import { ArticleMetrics } from './ArticleMetrics.tsx';
import { CiteBox } from './CiteBox.tsx';
import { ReadingOptionsPanel } from './ReadingOptionsPanel.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import type { ReadingOptions } from './readingOptions.ts';
import styles from './ArticleSidebar.module.css';

export function ArticleSidebar(props: {
  article: ArticleDetail;
  reading: { options: ReadingOptions; onChange: (next: ReadingOptions) => void; ready: boolean };
}) {
  const { article, reading } = props;
  return (
    <aside className={styles.sidebar} aria-label="About this article">
      <CiteBox article={article} />
      <ArticleActions article={article} />
      <ArticleMetrics article={article} />
      <ShareLinks article={article} />
      {reading.ready && <ReadingOptionsPanel options={reading.options} onChange={reading.onChange} />}
    </aside>
  );
}
