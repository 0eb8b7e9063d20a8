// The reader's profile: the account, the manuscripts (in the submission system), the alerts they
// follow and the forms they sent.
import { Link, useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import type { loader } from './profileRoute.tsx';
import styles from './ProfilePage.module.css';

export function ProfilePage() {
  const { user, profile } = useLoaderData<typeof loader>();
  const verified = profile?.emailVerified ?? user.emailVerified === true;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your profile</h1>

      <section aria-labelledby="profile-account" className={styles.section}>
        <h2 id="profile-account">Your account</h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{user.name ?? 'Not given'}</dd>
          <dt>Email address</dt>
          <dd>
            {user.email ?? 'Not given'}{' '}
            {user.email ? <span className={verified ? styles.confirmed : styles.unconfirmed}>{verified ? 'confirmed' : 'not confirmed yet'}</span> : null}
          </dd>
        </dl>
        {!verified ? <p className={styles.note}>Confirm your address from the link we mailed you to see your alerts and the forms you sent here.</p> : null}
      </section>

      <section aria-labelledby="profile-manuscripts" className={styles.section}>
        <h2 id="profile-manuscripts">Your manuscripts</h2>
        <p>Manuscripts you submitted, their reviews and decisions are in the submission system, where you sign in with the same account.</p>
        <p>
          <a href={submissionUrl()} className={styles.action} rel="noopener" target="_blank">
            Open the submission system<span className="oap-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>

      <section aria-labelledby="profile-alerts" className={styles.section}>
        <h2 id="profile-alerts">Your alerts</h2>
        {profile === null ? (
          <p className={styles.note}>Your alerts cannot be shown just now. Every alert we mail you carries a link to manage them.</p>
        ) : profile.subscriptions === null ? (
          <p className={styles.note}>Shown once your address is confirmed.</p>
        ) : profile.subscriptions.journals.length + profile.subscriptions.topics.length === 0 ? (
          <p>
            You follow no journal or topic yet. <Link to="/subscribe">Subscribe to alerts</Link> of new articles.
          </p>
        ) : (
          <>
            <ul className={styles.list}>
              {profile.subscriptions.journals.map((journal) => (
                <li key={journal.nameSystem}>
                  <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
                </li>
              ))}
              {profile.subscriptions.topics.map((topic) => (
                <li key={topic.identifier}>
                  <Link to={`/topics/${topic.identifier}`}>{topic.name}</Link> (topic)
                </li>
              ))}
            </ul>
            <p>
              <Link to={profile.subscriptions.managePath}>Change your alerts</Link> or <Link to="/subscribe">follow more</Link>.
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="profile-sent" className={styles.section}>
        <h2 id="profile-sent">What you sent us</h2>
        {profile === null || profile.subscriptions === null ? (
          <p className={styles.note}>{profile === null ? 'This list cannot be shown just now.' : 'Shown once your address is confirmed.'}</p>
        ) : profile.submissions.length === 0 ? (
          <p>Nothing yet. Proposals, enquiries, orders and feedback you send with this address are listed here with their reference numbers.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Form</th>
                  <th scope="col">Sent</th>
                  <th scope="col">About</th>
                </tr>
              </thead>
              <tbody>
                {profile.submissions.map((submission) => (
                  <tr key={submission.reference}>
                    <th scope="row">{submission.reference}</th>
                    <td>{submission.form}</td>
                    <td>
                      <time dateTime={submission.receivedAt}>{formatDate(submission.receivedAt)}</time>
                    </td>
                    <td>{submission.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
