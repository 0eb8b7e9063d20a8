// Views, downloads and citations of the article, as the site counts them (COUNTER release 5).
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { AttentionBadge } from './AttentionBadge.tsx';
import styles from './ArticleSidebar.module.css';

const number = new Intl.NumberFormat('en');

export function ArticleMetrics({ article }: { article: ArticleDetail }) {
  const figures: [string, number][] = [
    ['Views', article.views],
    ['Downloads', article.downloads ?? 0],
    ['Citations', article.citations],
  ];
  return (
    <section className={styles.box} aria-labelledby="article-metrics">
      <h2 id="article-metrics" className={styles.boxHeading}>
        Metrics
      </h2>
      <dl className={styles.metrics}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <AttentionBadge doi={article.source?.doi ?? article.doi} />
    </section>
  );
}
