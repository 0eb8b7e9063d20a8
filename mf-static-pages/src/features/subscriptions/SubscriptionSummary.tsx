// What a reader follows: their journals and topics, with the link to change them.
import { Link } from 'react-router';
import type { SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import styles from './Subscriptions.module.css';

export function SubscriptionSummary({ state }: { state: SubscriptionState }) {
  const follows = [...state.journals.map((journal) => journal.name), ...state.topics.map((topic) => topic.name)];
  return (
    <>
      {follows.length > 0 ? (
        <>
          <p>{state.email} receives alerts of:</p>
          <ul className={styles.list}>
            {follows.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{state.email} receives no alerts.</p>
      )}
      <p>
        <Link to={state.managePath}>Change your subscriptions</Link> (the same link is at the end of every alert).
      </p>
    </>
  );
}
