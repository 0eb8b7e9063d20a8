// The journal home's masthead: name (the page's h1), identifiers, key figures and subjects.
import type { JournalDetail } from '@oap/contracts/api/journals.ts';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { journalSubmissionUrl } from '@oap/shared/site/submission.ts';
import { JournalCover } from '@oap/shared/journals/JournalCover.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { subjectLabel } from './journalText.ts';
import styles from './JournalHeader.module.css';

/** The key figures of spec 2.5's journal home, leaving out those the journal does not have yet. */
export function keyFigures(journal: JournalDetail): Array<[label: string, value: string, unit?: string]> {
  const figures: Array<[string, string, string?]> = [];
  if (journal.impactFactor !== null) figures.push(['Impact Factor', journal.impactFactor.toFixed(1)]);
  if (journal.citeScore !== null) figures.push(['CiteScore', journal.citeScore.toFixed(1)]);
  if (journal.firstDecisionDays !== null) figures.push(['Time to first decision', String(journal.firstDecisionDays), 'days']);
  if (journal.acceptanceToPublicationDays !== null) figures.push(['Acceptance to publication', String(journal.acceptanceToPublicationDays), 'days']);
  figures.push(['Article processing charge', formatMoney(journal.apcChf, 'CHF')]);
  return figures;
}

export function JournalHeader({ journal }: { journal: JournalDetail }) {
  return (
    <header className={styles.header}>
      <JournalCover journal={journal} size="lg" className={styles.cover} />
      <div className={styles.identity}>
      <p className={styles.eyebrow}>
        <abbr title={journal.name} className={styles.abbreviation}>
          {journal.abbreviation}
        </abbr>
        <span aria-hidden="true"> · </span>
        <span>ISSN {journal.issn}</span>
        <span aria-hidden="true"> · </span>
        <span>Since {journal.yearFounded}</span>
        {journal.currentVolume !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <span>Current volume {journal.currentVolume}</span>
          </>
        )}
        <span aria-hidden="true"> · </span>
        <span>{formatCount(journal.articleCount)} articles</span>
      </p>
      <h1 className={styles.title}>{journal.name}</h1>
      <div className={styles.actions}>
        <ButtonLink to={journalSubmissionUrl(journal.nameSystem)} external variant="filled" size="md">
          Submit to this journal
        </ButtonLink>
        <ButtonLink to={journalPagePath(journal.nameSystem, 'instructions')} variant="outline" size="md">
          Instructions for Authors
        </ButtonLink>
      </div>
      </div>
      <h2 className="oap-visually-hidden">Key figures</h2>
      <dl className={styles.metrics}>
        {keyFigures(journal).map(([label, value, unit]) => (
          <div key={label} className={styles.metric}>
            <dt>{label}</dt>
            <dd>
              {value}
              {unit ? <span className={styles.unit}> {unit}</span> : null}
            </dd>
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
