// The journals of our society partners: each journal with its societies, the relation and the member discount.
import { Link } from 'react-router';
import type { SocietyListItem } from '@oap/contracts/api/publisher.ts';
import styles from './InformationPages.module.css';

export function SocietyJournalsTable({ data }: { data: SocietyListItem[] }) {
  const rows = data
    .flatMap((society) => society.journals.map((journal) => ({ society, journal })))
    .sort((a, b) => a.journal.name.localeCompare(b.journal.name) || a.society.name.localeCompare(b.society.name));
  if (rows.length === 0) return <p className={styles.none}>No journal has a society partner yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Journal</th>
            <th scope="col">Society</th>
            <th scope="col">Relation</th>
            <th scope="col" className={styles.number}>
              Member discount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ society, journal }) => (
            <tr key={`${journal.nameSystem}-${society.nameSystem}`}>
              <th scope="row">
                <Link to={`/journal/${journal.nameSystem}/societies`}>{journal.name}</Link>
              </th>
              <td>
                <Link to={`/societies#society-${society.nameSystem}`}>{society.name}</Link>
              </td>
              <td>{journal.relation === 'affiliated' ? 'Official journal' : 'Collaboration'}</td>
              <td className={styles.number}>{journal.discountPct > 0 ? `${journal.discountPct}%` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
