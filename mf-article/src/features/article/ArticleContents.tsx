// The article's contents: its sections, then references and review reports, with the section being
// read marked (aria-current) as the reader scrolls. Shown in the rail, in the phone's Contents panel
// and, without scripts on phones, in the text before the body; each place gives its own heading id.
import type { ArticleContentsEntry } from '@oap/contracts/api/articles.ts';
import { useReadingPosition } from './useReadingPosition.ts';
import styles from './ArticleContents.module.css';

export function ArticleContents(props: {
  entries: ArticleContentsEntry[];
  headingId: string;
  /** False when the place around the list already shows the heading (with this id). */
  heading?: boolean;
}) {
  const { entries, headingId, heading = true } = props;
  const current = useReadingPosition(entries);
  if (entries.length === 0) return null;
  return (
    <nav className={styles.contents} aria-labelledby={headingId}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          Contents
        </h2>
      )}
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
