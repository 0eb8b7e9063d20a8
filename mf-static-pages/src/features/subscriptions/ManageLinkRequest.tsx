// The manage page without its link: an address to mail a fresh link to, and afterwards the same
// answer whoever the address belongs to (nobody learns from this page who subscribes).
import { Link } from 'react-router';
import { manageLinkForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { EMAIL_MAX_LENGTH, type FormRejection } from '@oap/contracts/forms/formLimits.ts';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import styles from '../form-pages/FormPages.module.css';

export interface ManageLinkRequestProps {
  csrfToken: string;
  sent: boolean;
  rejection: FormRejection | undefined;
}

export function ManageLinkRequest({ csrfToken, sent, rejection }: ManageLinkRequestProps) {
  if (sent) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Check your inbox</h1>
        <section className={styles.done} role="status" aria-label="Link requested">
          <p>If that address receives alerts from us, we have sent it a link to see and change them. It arrives within a few minutes.</p>
          <p>
            No mail? Look in your spam folder, <Link to="/unsub/managesubscriptions">ask again</Link> with the address your alerts go to, or{' '}
            <Link to="/subscribe">subscribe</Link>.
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>A link to your alerts</h1>
      <p className={styles.lead}>Every alert ends with a link to change or stop your alerts. Lost it? Give the address your alerts go to, and we will email you a new one.</p>
      <SiteForm id="manage-link" csrfToken={csrfToken} rejection={rejection} submitLabel="Email me a link">
        <input type="hidden" name="intent" value="send-link" />
        <TextField name="email" label={manageLinkForm.labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} required />
      </SiteForm>
    </div>
  );
}
