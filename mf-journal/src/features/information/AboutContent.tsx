// The about page (/journal/:slug/about): aims and scope as the journal writes them, then the journal at a glance.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail } from '@oap/contracts/api/journals.ts';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { InfoSection } from './InfoSection.tsx';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

/** The section after the text, listed in the page's contents with the text's own. */
const glanceHeading: ContentHeading = { id: 'about-glance', text: 'The journal at a glance', level: 2 };

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
    <TextPageContent page={page} extraHeadings={[glanceHeading]}>
      <InfoSection heading={glanceHeading}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
    </TextPageContent>
  );
}
