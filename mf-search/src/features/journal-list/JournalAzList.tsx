// The journals A to Z: a letter index (links to each letter's list) and the journals by first letter,
// each with its abbreviation and key figures in a line.
import { Link } from 'react-router';
import type { JournalSearchItem } from '@oap/contracts/api/search.ts';
import { journalFigures } from './JournalCard.tsx';
import styles from './JournalAzList.module.css';

const initialOf = (name: string) => {
  const letter = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : '#';
};

export function JournalAzList({ journals }: { journals: JournalSearchItem[] }) {
  const byLetter = new Map<string, JournalSearchItem[]>();
  for (const journal of [...journals].sort((a, b) => a.name.localeCompare(b.name))) {
    const letter = initialOf(journal.name);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), journal]);
  }
  const letters = [...byLetter.keys()];
  return (
    <div className={styles.az}>
      <nav aria-label="Letters" className={styles.letters}>
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              <a href={`#journals-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((letter) => (
        <section key={letter} aria-labelledby={`journals-${letter}`} className={styles.group}>
          <h2 id={`journals-${letter}`} className={styles.letter}>
            {letter}
          </h2>
          <ul className={styles.list}>
            {(byLetter.get(letter) ?? []).map((journal) => (
              <li key={journal.id}>
                <Link to={`/journal/${journal.nameSystem}`} className={styles.name}>
                  {journal.name}
                </Link>{' '}
                <span className={styles.abbreviation}>({journal.abbreviation})</span>
                <span className={styles.figures}>
                  {journalFigures(journal)
                    .map(([term, value]) => `${term} ${value}`)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
