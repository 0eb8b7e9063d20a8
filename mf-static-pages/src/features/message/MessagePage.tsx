// A message from the editorial office (/message/{hashKey}/{hashUserKey}): its subject, when it was
// sent, what it answers, and its text in paragraphs.
import { Link, useLoaderData } from 'react-router';
import type { loader } from './messageRoute.tsx';
import styles from './MessagePage.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function MessagePage() {
  const message = useLoaderData<typeof loader>();
  const paragraphs = message.body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return (
    <article className={styles.message}>
      <p className={styles.from}>A message from our editorial office</p>
      <h1 className={styles.subject}>{message.subject}</h1>
      <p className={styles.meta}>
        Sent on <time dateTime={message.sentAt}>{dateFormat.format(new Date(message.sentAt))}</time>
        {message.reference ? <> · about your submission {message.reference}</> : null}
      </p>
      <div className={styles.body}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className={styles.footer}>
        To answer, use the <Link to="/support/feedback">feedback form</Link> and quote {message.reference ?? 'this message'}. This page can be read until{' '}
        <time dateTime={message.expiresAt}>{dateFormat.format(new Date(message.expiresAt))}</time>.
      </p>
    </article>
  );
}
