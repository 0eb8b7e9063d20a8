// The indexing page: the databases that index the journal, each with the year its coverage began.
import type { JournalIndexingPage } from '@oap/contracts/api/journalSubpages.ts';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

export function IndexingContent({ page, journalName }: { page: JournalIndexingPage; journalName: string }) {
  const entries = [...page.entries].sort((a, b) => a.since - b.since || a.database.localeCompare(b.database));
  return (
    <TextPageContent page={page}>
      <div className={`${styles.section} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <caption>Databases indexing {journalName}</caption>
          <thead>
            <tr>
              <th scope="col">Database</th>
              <th scope="col" className={styles.number}>
                Indexed since
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.database}>
                <th scope="row">{entry.database}</th>
                <td className={styles.number}>{entry.since}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TextPageContent>
  );
}
