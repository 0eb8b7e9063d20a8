// Everything open for submission in a journal: its special issues (nearest deadline first), the topics
// it takes part in, and its topical collections.
import { Link } from 'react-router';
import type { OpenForSubmission } from '@oap/contracts/api/journals.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import records from '../journal-records/RecordItem.module.css';
import { SpecialIssueItem } from '../journal-records/SpecialIssueItem.tsx';
import styles from '../special-issues/SpecialIssues.module.css';
import { CollectionItem } from './CollectionItem.tsx';

export function OpenForSubmissionContent({ open }: { open: OpenForSubmission }) {
  return (
    <>
      <section aria-labelledby="open-special-issues">
        <h2 id="open-special-issues" className={styles.heading}>
          {`Special issues (${open.specialIssues.length})`}
        </h2>
        {open.specialIssues.length === 0 ? (
          <p>No special issue is open for submission just now.</p>
        ) : (
          <ul className={records.list}>
            {open.specialIssues.map((issue) => (
              <SpecialIssueItem key={issue.id} issue={issue} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="open-topics">
        <h2 id="open-topics" className={styles.heading}>
          {`Topics (${open.topics.length})`}
        </h2>
        {open.topics.length === 0 ? (
          <p>The journal takes part in no open topic just now.</p>
        ) : (
          <ul className={records.list}>
            {open.topics.map((topic) => (
              <li key={topic.id} className={records.item}>
                <h3 className={records.title}>
                  <Link to={topic.path}>{topic.name}</Link>
                </h3>
                <p className={records.meta}>{`Deadline: ${formatDate(topic.deadline)} · with ${topic.journals.map((journal) => journal.abbreviation).join(', ')}`}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="open-collections">
        <h2 id="open-collections" className={styles.heading}>
          {`Topical collections (${open.collections.length})`}
        </h2>
        {open.collections.length === 0 ? (
          <p>The journal has no topical collections yet.</p>
        ) : (
          <ul className={records.list}>
            {open.collections.map((collection) => (
              <CollectionItem key={collection.id} collection={collection} headingLevel={3} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
