// One journal on the home page: its cover and name (the link), ISSN, impact factor and article count, in its accent.
import { Link } from 'react-router';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import styles from './JournalCard.module.css';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { JournalCover } from '@oap/shared/journals/JournalCover.tsx';
import { journalAccentStyle } from '@oap/shared/journals/journalFace.ts';


export function JournalCard({ journal }: { journal: JournalSummary }) {
  return (
    <article className={styles.card} style={journalAccentStyle(journal)}>
      <div className={styles.head}>
        <JournalCover journal={journal} size="sm" />
        <h3 className={styles.name}>
          <Link to={`/journal/${journal.nameSystem}`} className={styles.link}>
            {journal.name}
          </Link>
        </h3>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>ISSN</dt>
          <dd>{journal.issn}</dd>
        </div>
        <div>
          <dt>Impact factor</dt>
          <dd>{journal.impactFactor === null ? 'Not yet rated' : journal.impactFactor.toFixed(1)}</dd>
        </div>
        <div>
          <dt>Articles</dt>
          <dd>{formatCount(journal.articleCount)}</dd>
        </div>
      </dl>
    </article>
  );
}
