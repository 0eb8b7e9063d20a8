// The journal-alerts box (#journal-alerts; /journal/{slug}/toc-alert leads here): an address, and this
// journal's table-of-contents alerts through the site's subscription flow. Without scripts the form
// opens /subscribe with this journal and the address filled in (one more click, where the page
// carries its form token: this page is shared by every reader and carries none). With scripts it
// subscribes in place: the subscription form's code and a token are fetched when it is sent.
import { useId, useState, type FormEvent } from 'react';
import type { FormRejection } from '@oap/contracts/forms/formLimits.ts';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import styles from './JournalAside.module.css';

type BoxState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'refused'; rejection: FormRejection };

export function JournalAlerts({ journalName, slug }: { journalName: string; slug: string }) {
  const id = useId();
  const [state, setState] = useState<BoxState>({ kind: 'idle' });

  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const form = new FormData(event.currentTarget);
    setState({ kind: 'sending' });
    try {
      const { subscribeInPlace } = await import('./subscribeInPlace.ts');
      const outcome = await subscribeInPlace(form);
      setState(outcome.ok ? { kind: 'sent', email: String(form.get('email')) } : { kind: 'refused', rejection: outcome.rejection });
    } catch {
      setState({ kind: 'refused', rejection: { formError: 'You could not be subscribed just now. Please try again in a moment.', fieldErrors: {}, values: {} } });
    }
  };

  const emailError = state.kind === 'refused' ? (state.rejection.fieldErrors['email'] ?? state.rejection.formError ?? Object.values(state.rejection.fieldErrors)[0]) : undefined;
  return (
    <section id="journal-alerts" className={`${styles.box} ${styles.alerts}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Get alerts for new papers
      </h2>
      {state.kind === 'sent' ? (
        <p className={styles.text} role="status">
          Check your inbox: we have sent a link to {state.email}. Your alerts of {journalName} start once you open it.
        </p>
      ) : (
        <>
          <p className={styles.text}>Receive an email with the table of contents whenever {journalName} publishes new articles.</p>
          <form method="get" action="/subscribe" className={styles.alertsForm} onSubmit={subscribe} noValidate>
            <input type="hidden" name="journal" value={slug} />
            <label htmlFor={`${id}-email`} className={styles.alertsLabel}>
              Your email address
            </label>
            <input
              id={`${id}-email`}
              className={styles.alertsInput}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              required
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-error` : undefined}
            />
            {emailError ? (
              <p id={`${id}-error`} className={styles.alertsError} role="alert">
                {emailError}
              </p>
            ) : null}
            <Button type="submit" variant="filled" size="md" loading={state.kind === 'sending'}>
              Subscribe to alerts
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
