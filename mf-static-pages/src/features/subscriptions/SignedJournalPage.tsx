// A signed one-journal link's page: the question and its button, then what the reader now receives.
import { Link, useActionData, useLoaderData } from 'react-router';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import type { signedJournalAction, signedJournalLoader, SignedChange } from './signedJournalRoute.ts';
import styles from '../form-pages/FormPages.module.css';
import { LinkProblem } from '../form-pages/LinkProblem.tsx';

export function SignedJournalPage({ change }: { change: SignedChange }) {
  const answer = useLoaderData<typeof signedJournalLoader>();
  const posted = useActionData<typeof signedJournalAction>();
  if ('problem' in answer) return <LinkProblem problem={answer.problem} />;
  const { email, key, journal, csrfToken } = answer;
  const subscribe = change === 'subscribe';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{subscribe ? `Get ${journal.name}’s new issues by email` : `Stop ${journal.name}’s alerts`}</h1>
      <p className={styles.lead}>
        {subscribe
          ? `${email} will receive the table of contents of each new issue of ${journal.name}.`
          : `${email} will no longer receive the table of contents of ${journal.name}. Other alerts stay as they are.`}
      </p>
      <SiteForm id={subscribe ? 'journal-subscribe' : 'journal-unsubscribe'} csrfToken={csrfToken} rejection={posted} submitLabel={subscribe ? 'Subscribe' : 'Unsubscribe'}>
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="nameSystem" value={journal.nameSystem} />
      </SiteForm>
      <p className={styles.small}>
        <Link to={`/journal/${journal.nameSystem}`}>Go to {journal.name}</Link>
      </p>
    </div>
  );
}
