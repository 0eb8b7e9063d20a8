// The journal's masthead: name, identifiers, metrics and subjects.
import type { Journal } from '@oap/contracts/api/journals.ts';
import { subjectLabel } from './journalText.ts';
import styles from './JournalHeader.module.css';
import { formatCount } from '@oap/contracts/site/textFormat.ts';


export function JournalHeader({ journal }: { journal: Journal }) {
  const metrics: Array<[label: string, value: string]> = [];
  if (journal.impactFactor !== null) metrics.push(['Impact Factor', journal.impactFactor.toFixed(1)]);
  if (journal.citeScore !== null) metrics.push(['CiteScore', journal.citeScore.toFixed(1)]);
  metrics.push(['Founded', String(journal.yearFounded)]);
  metrics.push(['Articles', formatCount(journal.articleCount)]);

  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>
        <abbr title={journal.name} className={styles.abbreviation}>
          {journal.abbreviation}
        </abbr>
        <span aria-hidden="true"> · </span>
        <span>ISSN {journal.issn}</span>
        {journal.currentVolume !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <span>Current volume {journal.currentVolume}</span>
          </>
        )}
      </p>
      <h1 className={styles.title}>{journal.name}</h1>
      <dl className={styles.metrics}>
        {metrics.map(([label, value]) => (
          <div key={label} className={styles.metric}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {journal.subjects.length > 0 && (
        <div className={styles.subjects}>
          <h2 className="oap-visually-hidden">Subjects</h2>
          <ul>
            {journal.subjects.map((slug) => (
              <li key={slug}>{subjectLabel(slug)}</li>
            ))}
          </ul>
        </div>
      )}
      {journal.indexing.length > 0 && <p className={styles.indexing}>Indexed in {journal.indexing.join(', ')}</p>}
    </header>
  );
}
