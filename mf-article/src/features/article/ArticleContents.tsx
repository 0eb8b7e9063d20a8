// In-page contents of a long article: its body sections, then references and review reports.
import type { ContentsEntry } from './prepareArticleBody.ts';
import styles from './ArticleContents.module.css';

export function ArticleContents({ entries }: { entries: ContentsEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className={styles.contents} aria-labelledby="article-contents">
      <h2 id="article-contents" className={styles.heading}>
        Contents
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
