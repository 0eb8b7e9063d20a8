// Publication history, DOI and licence: what a reader needs to cite and reuse the article.
import type { Article } from '@oap/contracts/api/articles.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { DoiLink } from '@oap/shared/articles/DoiLink.tsx';
import styles from './ArticleFacts.module.css';

export function ArticleFacts({ article }: { article: Article }) {
  const { dates, license } = article;
  const history: Array<[label: string, iso: string | null]> = [
    ['Received', dates.received],
    ['Revised', dates.revised],
    ['Accepted', dates.accepted],
    ['Published', dates.published],
  ];
  return (
    <div className={styles.facts}>
      <h2 className="oap-visually-hidden">Publication details</h2>
      <dl className={styles.dates}>
        {history
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, iso]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <time dateTime={iso}>{formatDate(iso)}</time>
              </dd>
            </div>
          ))}
      </dl>
      <dl className={styles.links}>
        <div>
          <dt>DOI</dt>
          <dd>
            <DoiLink doi={article.doi} />
          </dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd>{license.url ? <a href={license.url}>{license.name}</a> : license.name}</dd>
        </div>
      </dl>
    </div>
  );
}
