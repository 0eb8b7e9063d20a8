// The exhibitions page: where the journal has a stand, coming first, then past ones.
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { JournalExhibitionPage } from '@oap/contracts/api/journalSubpages.ts';
import { ConferenceSummary } from '../journal-records/ConferenceSummary.tsx';
import records from '../journal-records/RecordItem.module.css';
import { InfoSection } from './InfoSection.tsx';
import { TextPageContent } from './TextPageContent.tsx';

/** The sections after the text, listed in the page's contents with the text's own. */
const upcomingHeading: ContentHeading = { id: 'exhibitions-upcoming', text: 'Coming up', level: 2 };
const pastHeading: ContentHeading = { id: 'exhibitions-past', text: 'Past exhibitions', level: 2 };

export function ExhibitionContent({ page, slug, today }: { page: JournalExhibitionPage; slug: string; today: string }) {
  const upcoming = page.exhibitions.filter(({ conference }) => conference.endsOn >= today);
  const past = page.exhibitions.filter(({ conference }) => conference.endsOn < today);
  const list = (items: typeof upcoming, empty: string) =>
    items.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <ul className={records.list}>
        {items.map(({ conference, booth }) => (
          <ConferenceSummary key={conference.id} slug={slug} conference={conference} extra={`Stand ${booth}`} />
        ))}
      </ul>
    );
  return (
    <TextPageContent page={page} extraHeadings={[upcomingHeading, pastHeading]}>
      <InfoSection heading={upcomingHeading}>
        {list(upcoming, 'No exhibition is planned just now.')}
      </InfoSection>
      <InfoSection heading={pastHeading}>
        {list(past, 'None yet.')}
      </InfoSection>
    </TextPageContent>
  );
}
