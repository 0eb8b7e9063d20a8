// The about page (/journal/:slug/about): aims and scope as the journal writes them, then the journal at a glance.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail } from '@oap/contracts/api/journals.ts';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

export function AboutContent({ page, detail }: { page: JournalPageContent; detail: JournalDetail }) {
  const pageOf = (suffix: string) => journalPagePath(detail.nameSystem, suffix);
  const facts: Array<[string, ReactNode]> = [
    ['ISSN', detail.issn],
    ['Abbreviation', detail.abbreviation],
    ['Published', `${detail.publicationFrequency}, online since ${detail.yearFounded}`],
    ['Articles published', <Link to={pageOf('issues')}>{formatCount(detail.articleCount)}</Link>],
    ['Sections', <Link to={pageOf('sections')}>{String(detail.sections.length)}</Link>],
    ['Editorial board', <Link to={pageOf('editors')}>{`${detail.counts.editorialBoard} members`}</Link>],
    ['Article processing charge', <Link to={pageOf('apc')}>{formatMoney(detail.apcChf, 'CHF')}</Link>],
  ];
  if (detail.firstDecisionDays !== null) facts.push(['Time to first decision', `${detail.firstDecisionDays} days (median)`]);
  if (detail.acceptanceRate !== null) facts.push(['Acceptance rate', `${Math.round(detail.acceptanceRate * 100)}%`]);
  facts.push(['Editorial office', <a href={`mailto:${detail.officeEmail}`}>{detail.officeEmail}</a>]);
  return (
    <TextPageContent page={page}>
      <section className={styles.section} aria-labelledby="about-glance">
        <h2 id="about-glance" className={styles.heading}>
          The journal at a glance
        </h2>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </TextPageContent>
  );
}
