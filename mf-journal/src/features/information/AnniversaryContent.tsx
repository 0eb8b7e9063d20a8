// The anniversary page: the journal's milestones and celebrations, with its figures to date.
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { JournalMetrics, JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { InfoSection } from './InfoSection.tsx';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

/** The section after the text, listed in the page's contents with the text's own. */
const figuresHeading: ContentHeading = { id: 'anniversary-figures', text: 'The journal in figures', level: 2 };

export function AnniversaryContent({ page, metrics }: { page: JournalPageContent; metrics: JournalMetrics }) {
  const figures: Array<[string, string]> = [
    ['Articles published', formatCount(metrics.articleCount)],
    ['Citations', formatCount(metrics.citations)],
    ['Article views', formatCount(metrics.views)],
    ['Editorial board members', formatCount(metrics.editorialBoardSize)],
  ];
  return (
    <TextPageContent page={page} extraHeadings={[figuresHeading]}>
      <InfoSection heading={figuresHeading}>
        <dl className={styles.facts}>
          {figures.map(([label, value]) => (
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
