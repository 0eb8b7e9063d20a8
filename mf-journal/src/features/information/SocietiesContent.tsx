// The societies page: societies the journal is the official journal of, then those it collaborates with.
import type { JournalSociety } from '@oap/contracts/api/journals.ts';
import { SocietyCard } from './SocietyCard.tsx';
import styles from './InfoPage.module.css';

export function SocietiesContent({ societies, journalName }: { societies: JournalSociety[]; journalName: string }) {
  const groups: Array<[string, string, JournalSociety[]]> = [
    ['societies-affiliated', `${journalName} is the official journal of`, societies.filter((society) => society.relation === 'affiliated')],
    ['societies-collaborating', 'Collaborating societies', societies.filter((society) => society.relation === 'collaboration')],
  ];
  return (
    <>
      {groups
        .filter(([, , list]) => list.length > 0)
        .map(([id, heading, list]) => (
          <section key={id} className={styles.section} aria-labelledby={id}>
            <h2 id={id} className={styles.heading}>
              {heading}
            </h2>
            <ul className={styles.cards}>
              {list.map((society) => (
                <SocietyCard key={society.id} society={society} />
              ))}
            </ul>
          </section>
        ))}
      <p className={styles.section}>
        A society that would like to work with the journal can <a href="/societies/contact/affiliation">propose an affiliation</a>.
      </p>
    </>
  );
}
