// One submission as the editorial office reads it: what was sent, by whom and when, its files (as
// downloads), the answers sent so far, and the form to answer.
import { Link, useActionData, useLoaderData } from 'react-router';
import { REPLY_MAX, replyForm } from '@oap/contracts/forms/replyForm.ts';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import type { action, loader } from './submissionRoute.tsx';
import { receivedText } from './receivedText.ts';
import styles from './EditorialOffice.module.css';

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function SubmissionPage() {
  const { submission, csrfToken, replied } = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <p>
        <Link to="/editorial-office/submissions">All submissions</Link>
      </p>
      <h1 className={styles.title}>
        {`${submission.formTitle} ${submission.reference}`}
      </h1>
      <dl className={styles.facts}>
        <dt>Received</dt>
        <dd>
          <time dateTime={submission.receivedAt}>{receivedText(submission.receivedAt)}</time>
        </dd>
        <dt>From</dt>
        <dd>{submission.email ?? 'No address given'}</dd>
        {submission.account ? (
          <>
            <dt>Signed in as</dt>
            <dd>{submission.account}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="submission-fields">
        <h2 id="submission-fields" className={styles.heading}>
          What was sent
        </h2>
        <dl className={styles.fields}>
          {submission.fields.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{Array.isArray(field.value) ? field.value.join(', ') : field.value || '—'}</dd>
            </div>
          ))}
        </dl>
        {submission.attachments.length > 0 ? (
          <ul className={styles.attachments}>
            {submission.attachments.map((file) => (
              <li key={file.field}>
                <a href={file.url} download>
                  {file.fileName}
                </a>{' '}
                ({file.contentType}, {sizeText(file.size)})
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="submission-replies">
        <h2 id="submission-replies" className={styles.heading}>
          Answers
        </h2>
        {replied ? (
          <p role="status" className={styles.notice}>
            Your answer is stored, and a mail with the link to read it is on its way to {submission.email}.
          </p>
        ) : null}
        {submission.replies.length === 0 ? <p>No answer has been sent yet.</p> : null}
        {submission.replies.map((reply) => (
          <article key={reply.sentAt} className={styles.reply}>
            <h3>{reply.subject}</h3>
            <p className={styles.muted}>
              Sent to {reply.recipient}, <time dateTime={reply.sentAt}>{receivedText(reply.sentAt)}</time>
            </p>
            <p className={styles.replyBody}>{reply.body}</p>
          </article>
        ))}
        {submission.email ? (
          <SiteForm id="reply" csrfToken={csrfToken} rejection={rejection} submitLabel="Send the answer" aria-labelledby="submission-replies">
            <TextField name="subject" label={replyForm.labels.subject!} maxLength={200} defaultValue={`Your ${submission.formTitle.toLowerCase()} ${submission.reference}`} required />
            <TextAreaField name="body" label={replyForm.labels.body!} hint="The sender reads it on our website, from a link we mail them." maxLength={REPLY_MAX} rows={8} required />
          </SiteForm>
        ) : (
          <p>The sender left no email address, so there is no one to answer.</p>
        )}
      </section>
    </div>
  );
}
