// One journal in All Journals: its name (a link to the journal), ISSN and subjects, its key figures
// (impact factor, CiteScore, articles, the year it began, the APC), its indexing, and a snippet when
// the search matched its scope.
import { Link } from 'react-router';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { JournalSearchItem } from '@oap/contracts/api/search.ts';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';
import { JournalCover } from '@oap/shared/journals/JournalCover.tsx';
import cardStyles from '../search-page/ResultCards.module.css';
import styles from './JournalCard.module.css';

const subjectLabel = (slug: string) => subjects.find((subject) => subject.slug === slug)?.label ?? slug;

/** The key figures of a journal, each a term and its value (a missing figure says so). */
export function journalFigures(journal: Pick<JournalSearchItem, 'impactFactor' | 'citeScore' | 'articleCount' | 'yearFounded'> & { apcChf?: number }): [string, string][] {
  const figures: [string, string][] = [
    ['Impact Factor', journal.impactFactor === null ? 'not yet' : journal.impactFactor.toFixed(1)],
    ['CiteScore', journal.citeScore === null ? 'not yet' : journal.citeScore.toFixed(1)],
    ['Articles', formatCount(journal.articleCount)],
    ['Since', String(journal.yearFounded)],
  ];
  if (journal.apcChf !== undefined) figures.push(['APC', formatMoney(journal.apcChf, 'CHF')]);
  return figures;
}

export function JournalCard({ journal }: { journal: JournalSearchItem }) {
  const indexing = journal.indexing.slice(0, 3).join(', ') + (journal.indexing.length > 3 ? ` and ${journal.indexing.length - 3} more` : '');
  return (
    <article className={`${cardStyles.card} ${styles.card}`} aria-labelledby={`journal-${journal.id}`}>
      <div className={styles.head}>
        <JournalCover journal={journal} size="sm" />
        <div>
          <h2 className={cardStyles.name} id={`journal-${journal.id}`}>
            <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
          </h2>
          <p className={styles.meta}>
            <abbr title={journal.name} className={styles.abbreviation}>
              {journal.abbreviation}
            </abbr>{' '}
            · ISSN {journal.issn}
          </p>
          <p className={styles.subjects}>{journal.subjects.map(subjectLabel).join(' · ')}</p>
        </div>
      </div>
      <dl className={styles.figures}>
        {journalFigures(journal).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {journal.snippet ? (
        <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: journal.snippet }} />
      ) : (
        <p className={styles.description}>{journal.description}</p>
      )}
      {indexing ? <p className={styles.indexing}>Indexed in {indexing}</p> : null}
    </article>
  );
}
