// The anniversary page: the journal's milestones and celebrations, with its figures to date.
import type { JournalMetrics, JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

export function AnniversaryContent({ page, metrics }: { page: JournalPageContent; metrics: JournalMetrics }) {
  const figures: Array<[string, string]> = [
    ['Articles published', formatCount(metrics.articleCount)],
    ['Citations', formatCount(metrics.citations)],
    ['Article views', formatCount(metrics.views)],
    ['Editorial board members', formatCount(metrics.editorialBoardSize)],
  ];
  return (
    <TextPageContent page={page}>
      <section className={styles.section} aria-labelledby="anniversary-figures">
        <h2 id="anniversary-figures" className={styles.heading}>
          The journal in figures
        </h2>
        <dl className={styles.facts}>
          {figures.map(([label, value]) => (
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
