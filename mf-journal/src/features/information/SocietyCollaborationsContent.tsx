// The society collaborations page: what a collaboration gives a society's members, and the journal's partners.
import type { Conference } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSociety } from '@oap/contracts/api/journals.ts';
import { ConferenceSummary } from '../journal-records/ConferenceSummary.tsx';
import records from '../journal-records/RecordItem.module.css';
import { SocietyCard } from './SocietyCard.tsx';
import styles from './InfoPage.module.css';

export function SocietyCollaborationsContent({ societies, conferences, slug }: { societies: JournalSociety[]; conferences: Conference[]; slug: string }) {
  const partners = societies.filter((society) => society.relation === 'collaboration');
  return (
    <>
      <ul>
        <li>A discount on the article processing charge for the society’s members.</li>
        <li>Special issues and sessions at the society’s meetings, with the journal’s awards for the best papers and posters.</li>
        <li>News of the society on the journal’s pages and in its newsletter.</li>
      </ul>
      <section className={styles.section} aria-labelledby="collaborations-partners">
        <h2 id="collaborations-partners" className={styles.heading}>
          Our partners
        </h2>
        <ul className={styles.cards}>
          {partners.map((society) => (
            <SocietyCard key={society.id} society={society} />
          ))}
        </ul>
      </section>
      {conferences.length > 0 ? (
        <section className={styles.section} aria-labelledby="collaborations-conferences">
          <h2 id="collaborations-conferences" className={styles.heading}>
            Conferences the journal supports
          </h2>
          <ul className={records.list}>
            {conferences.slice(0, 5).map((conference) => (
              <ConferenceSummary key={conference.id} slug={slug} conference={conference} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.section}>
        Societies interested in a collaboration can <a href="/societies/contact/affiliation">write to us</a>.
      </p>
    </>
  );
}
