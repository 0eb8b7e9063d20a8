// The version shown, every version with its date when there are several (earlier versions stay
// readable at their own address), and what came before this publication as the publisher's XML tells
// it (a preprint, a reviewed preprint: JATS pub-history), each linked where it can be read.
import type { ArticleHistoryEvent, ArticleVersionEntry } from '@oap/contracts/api/articles.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticlePublishing.module.css';

export interface ArticleVersionsProps {
  versions: ArticleVersionEntry[];
  /** The version as the publisher's XML names it (JATS article-version). */
  declaredVersion?: string | null;
  /** Earlier events, oldest first (JATS pub-history). */
  history?: ArticleHistoryEvent[];
}

function When({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

export function ArticleVersions({ versions, declaredVersion = null, history = [] }: ArticleVersionsProps) {
  const current = versions.find((version) => version.current);
  const earlier = versions.filter((version) => !version.current);
  if (earlier.length === 0 && history.length === 0 && !declaredVersion) return null;
  return (
    <section className={styles.versions} aria-labelledby="article-versions">
      <h2 id="article-versions" className={styles.heading}>
        {current ? (
          <>
            Version {current.version}, <When date={current.publishedAt} />
          </>
        ) : (
          'Publication history'
        )}
      </h2>
      {declaredVersion ? <p className={styles.declared}>Publisher’s version: {declaredVersion}</p> : null}
      {earlier.length + history.length > 0 ? (
        <ul>
          {earlier.map((version) => (
            <li key={version.version}>
              <a href={version.path}>Version {version.version}</a> (<When date={version.publishedAt} />)
            </li>
          ))}
          {[...history].reverse().map((event, index) => (
            <li key={`event-${index}`}>
              {event.url ? (
                <a href={event.url} rel="noopener">
                  {event.description}
                </a>
              ) : (
                event.description
              )}
              {event.date ? (
                <>
                  {' '}
                  (<When date={event.date} />)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
