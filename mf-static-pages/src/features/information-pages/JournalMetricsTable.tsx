// Journal metrics for /about/impact: each journal's impact factor and article count, highest impact first.
import { Link } from 'react-router';
import type { ApcList } from '@oap/contracts/api/publisher.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import styles from './InformationPages.module.css';

export function JournalMetricsTable({ data }: { data: ApcList }) {
  const journals = [...data.journals].sort((a, b) => (b.impactFactor ?? -1) - (a.impactFactor ?? -1) || a.name.localeCompare(b.name));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Impact factors as last published; journals too young for one are listed last.</caption>
        <thead>
          <tr>
            <th scope="col">Journal</th>
            <th scope="col" className={styles.number}>
              Impact factor
            </th>
            <th scope="col" className={styles.number}>
              Articles published
            </th>
          </tr>
        </thead>
        <tbody>
          {journals.map((journal) => (
            <tr key={journal.nameSystem}>
              <th scope="row">
                <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
              </th>
              <td className={styles.number}>{journal.impactFactor === null ? 'Not yet rated' : journal.impactFactor.toFixed(1)}</td>
              <td className={styles.number}>{formatCount(journal.articleCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
