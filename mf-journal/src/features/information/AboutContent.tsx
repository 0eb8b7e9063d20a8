// The about page (/journal/:slug/about): aims and scope as the journal writes them, then the journal at a glance.
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail } from '@oap/contracts/api/journals.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

export function AboutContent({ page, detail }: { page: JournalPageContent; detail: JournalDetail }) {
  const facts: Array<[string, string]> = [
    ['ISSN', detail.issn],
    ['Abbreviation', detail.abbreviation],
    ['Published', `${detail.publicationFrequency}, online since ${detail.yearFounded}`],
    ['Articles published', formatCount(detail.articleCount)],
    ['Sections', String(detail.sections.length)],
    ['Editorial board', `${detail.counts.editorialBoard} members`],
    ['Article processing charge', `${formatCount(detail.apcChf)} CHF`],
  ];
  if (detail.firstDecisionDays !== null) facts.push(['Time to first decision', `${detail.firstDecisionDays} days (median)`]);
  if (detail.acceptanceRate !== null) facts.push(['Acceptance rate', `${Math.round(detail.acceptanceRate * 100)}%`]);
  facts.push(['Editorial office', detail.officeEmail]);
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
