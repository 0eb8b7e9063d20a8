// One society a journal works with: name, country, what it does, its members' APC discount.
import type { JournalSociety } from '@oap/contracts/api/journals.ts';
import styles from './InfoPage.module.css';

export function SocietyCard({ society }: { society: JournalSociety }) {
  return (
    <li className={styles.card}>
      <h3>
        {society.name} ({society.abbreviation})
      </h3>
      <p className={styles.meta}>
        {society.relation === 'affiliated' ? 'Affiliated society' : 'Collaborating society'} · {society.country} · founded {society.yearFounded}
      </p>
      <p>{society.description}</p>
      <p>
        Members receive a {society.discountPct}% discount on the article processing charge. <a href={society.url}>The society’s website</a>
      </p>
    </li>
  );
}
