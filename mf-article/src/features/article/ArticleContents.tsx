// The article's contents beside the text: its sections, then references and review reports, with the
// section being read marked (aria-current) as the reader scrolls.
import type { ArticleContentsEntry } from '@oap/contracts/api/articles.ts';
import { useReadingPosition } from './useReadingPosition.ts';
import styles from './ArticleContents.module.css';

export function ArticleContents({ entries }: { entries: ArticleContentsEntry[] }) {
  const current = useReadingPosition(entries);
  if (entries.length === 0) return null;
  return (
    <nav className={styles.contents} aria-labelledby="article-contents">
      <h2 id="article-contents" className={styles.heading}>
        Contents
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
