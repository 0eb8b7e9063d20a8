// "Our biggest journals": the journals with the most articles, as cards.
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { JournalCard } from './JournalCard.tsx';
import styles from './BiggestJournals.module.css';

export function BiggestJournals({ journals }: { journals: JournalSummary[] | null }) {
  return (
    <section aria-labelledby="home-biggest-journals">
      <div className={styles.header}>
        <h2 id="home-biggest-journals" className={styles.heading}>
          Our biggest journals
        </h2>
        <a href="/about/journals" className={styles.all}>
          All journals
        </a>
      </div>
      {journals && journals.length > 0 ? (
        <ul className={styles.grid}>
          {journals.map((journal) => (
            <li key={journal.id}>
              <JournalCard journal={journal} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.unavailable}>
          The journal list is not available just now. See <a href="/about/journals">all journals</a> instead.
        </p>
      )}
    </section>
  );
}
