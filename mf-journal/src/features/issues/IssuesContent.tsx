// The volumes and issues of a journal, newest first, each linking to its contents (mf-article's volume
// and issue pages, /{issn}/{volume} and /{issn}/{volume}/{issue}).
import { Link } from 'react-router';
import type { VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import styles from './Issues.module.css';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const coverMonth = (coverDate: string | null) => (coverDate ? months[Number(coverDate.slice(5, 7)) - 1] : undefined);

export function IssuesContent({ issn, volumes }: { issn: string; volumes: VolumeSummary[] }) {
  if (volumes.length === 0) return <p>No issue has been published yet.</p>;
  return (
    <ol className={styles.volumes}>
      {volumes.map((volume) => (
        <li key={volume.volume} className={styles.volume}>
          <h2 className={styles.heading}>
            <Link to={`/${issn}/${volume.volume}`}>{`Volume ${volume.volume} (${volume.year})`}</Link>
          </h2>
          <ul className={styles.issues}>
            {volume.issues.map((issue) => (
              <li key={issue.issue}>
                <Link to={`/${issn}/${volume.volume}/${issue.issue}`}>{`Issue ${issue.issue}`}</Link>
                <span className={styles.meta}>{[coverMonth(issue.coverDate), `${formatCount(issue.articleCount)} ${issue.articleCount === 1 ? 'article' : 'articles'}`].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
