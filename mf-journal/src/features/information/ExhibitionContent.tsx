// The exhibitions page: where the journal has a stand, coming first, then past ones.
import type { JournalExhibitionPage } from '@oap/contracts/api/journalSubpages.ts';
import { ConferenceSummary } from '../journal-records/ConferenceSummary.tsx';
import records from '../journal-records/RecordItem.module.css';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

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
    <TextPageContent page={page}>
      <section className={styles.section} aria-labelledby="exhibitions-upcoming">
        <h2 id="exhibitions-upcoming" className={styles.heading}>
          Coming up
        </h2>
        {list(upcoming, 'No exhibition is planned just now.')}
      </section>
      <section className={styles.section} aria-labelledby="exhibitions-past">
        <h2 id="exhibitions-past" className={styles.heading}>
          Past exhibitions
        </h2>
        {list(past, 'None yet.')}
      </section>
    </TextPageContent>
  );
}
