// Most cited or most viewed articles of a journal, in a time range chosen through the URL (?range=).
import { Link } from 'react-router';
import { ARTICLE_RANGES, type RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import { listHref } from '../journal-lists/listParams.ts';
import { DEFAULT_RANGE, rangeLabels } from './rangeLabels.ts';
import styles from './Rankings.module.css';

export function RankedContent({ path, ranked, by }: { path: string; ranked: RankedArticles; by: 'citations' | 'views' }) {
  return (
    <>
      <nav aria-label="Time range">
        <ul className={styles.ranges}>
          {ARTICLE_RANGES.map((range) => (
            <li key={range}>
              <Link to={listHref(path, { range }, { range: DEFAULT_RANGE })} aria-current={range === ranked.range ? 'page' : undefined}>
                {rangeLabels[range]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.period}>
        {ranked.from ? `Articles published from ${formatDate(ranked.from)} to ${formatDate(ranked.to)}.` : `Every article published until ${formatDate(ranked.to)}.`}
      </p>
      {ranked.items.length === 0 ? (
        <p>No article was published in this time range. Choose a longer one.</p>
      ) : (
        <ol className={styles.ranked}>
          {ranked.items.map((article, index) => (
            <li key={article.id}>
              <span className={styles.count} aria-hidden="true">
                {index + 1}
              </span>
              <p className={styles.figure}>{by === 'citations' ? `${formatCount(article.citations)} citations` : `${formatCount(article.views)} views`}</p>
              <ul className={styles.ranked}>
                <ArticleListItem article={article} headingLevel={2} />
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
