// The version shown and, when there are several, every version with its date: earlier versions stay
// readable at their own address.
import type { ArticleVersionEntry } from '@oap/contracts/api/articles.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticlePublishing.module.css';

export function ArticleVersions({ versions }: { versions: ArticleVersionEntry[] }) {
  const current = versions.find((version) => version.current);
  if (!current || versions.length < 2) return null;
  return (
    <section className={styles.versions} aria-labelledby="article-versions">
      <h2 id="article-versions" className={styles.heading}>
        Version {current.version}, <time dateTime={current.publishedAt}>{formatDate(current.publishedAt)}</time>
      </h2>
      <ul>
        {versions
          .filter((version) => !version.current)
          .map((version) => (
            <li key={version.version}>
              <a href={version.path}>Version {version.version}</a> (<time dateTime={version.publishedAt}>{formatDate(version.publishedAt)}</time>)
            </li>
          ))}
      </ul>
    </section>
  );
}
