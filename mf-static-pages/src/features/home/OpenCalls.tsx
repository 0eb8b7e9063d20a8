// "Open for submission": topics (calls across journals) and special issues whose deadline is nearest.
import { Link } from 'react-router';
import type { OpenCalls as OpenCallsData } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './OpenCalls.module.css';

interface Call {
  key: string;
  name: string;
  path: string;
  deadline: string;
  where: string;
}

function CallList({ heading, calls }: { heading: string; calls: Call[] }) {
  return (
    <div className={styles.column}>
      <h3 className={styles.columnHeading}>{heading}</h3>
      {calls.length === 0 ? (
        <p className={styles.none}>None open just now.</p>
      ) : (
        <ul className={styles.list}>
          {calls.map((call) => (
            <li key={call.key} className={styles.call}>
              <Link to={call.path} className={styles.name}>
                {call.name}
              </Link>
              <p className={styles.where}>{call.where}</p>
              <p className={styles.deadline}>
                Deadline <time dateTime={call.deadline}>{formatDate(call.deadline)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OpenCalls({ calls }: { calls: OpenCallsData | null }) {
  const topics: Call[] = (calls?.topics ?? []).map((topic) => ({
    key: topic.identifier,
    name: topic.name,
    path: topic.path,
    deadline: topic.deadline,
    where: `${topic.subject.label} · ${topic.journals.length} ${topic.journals.length === 1 ? 'journal' : 'journals'}`,
  }));
  const specialIssues: Call[] = (calls?.specialIssues ?? []).map((issue) => ({
    key: issue.path,
    name: issue.name,
    path: issue.path,
    deadline: issue.deadline,
    where: `Special issue of ${issue.journal.name}`,
  }));
  return (
    <HomeSection id="home-open-calls" heading="Open for submission" allLink={{ to: '/topics', label: 'All topics' }} available={calls !== null}>
      <div className={styles.columns}>
        <CallList heading="Topics" calls={topics} />
        <CallList heading="Special issues" calls={specialIssues} />
      </div>
    </HomeSection>
  );
}
