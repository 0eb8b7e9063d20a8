// The subscription page: an address, journals and topics; or, once sent, what to do next.
import { Link, useActionData, useLoaderData } from 'react-router';
import { subscribeForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { CheckboxGroupField } from '@oap/shared/forms/CheckboxGroupField.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import type { action, loader } from './subscribeRoute.tsx';
import styles from '../form-pages/FormPages.module.css';

export function SubscribePage() {
  const { choices, csrfToken, sent, chosen, signedIn } = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  if (sent) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Check your inbox</h1>
        <section className={styles.done} role="status" aria-label="Subscription requested">
          <p>We have sent a confirmation link to the address you gave. Your alerts start once you open it; the link works for seven days.</p>
          <p>No mail after a few minutes? Look in your spam folder, or <Link to="/subscribe">subscribe again</Link> to get a new link.</p>
        </section>
      </div>
    );
  }
  const journals = choices.journals.map((journal) => ({ value: journal.nameSystem, label: journal.name }));
  const topics = choices.topics.map((topic) => ({ value: topic.identifier, label: topic.name }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Subscribe to alerts</h1>
      <p className={styles.lead}>
        An email with the new articles of the journals and topics you choose. We send a link to confirm your address first; every alert has links to change or stop it.
      </p>
      {signedIn ? (
        <p className={styles.lead}>
          The alerts you follow and the forms you have sent are on <Link to="/profile">your profile page</Link>.
        </p>
      ) : null}
      <SiteForm id="subscribe" csrfToken={csrfToken} rejection={rejection} submitLabel="Subscribe">
        <TextField name="email" label={subscribeForm.labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} defaultValue={chosen.email} required />
        <CheckboxGroupField name="journals" label={subscribeForm.labels.journals!} hint="The table of contents of each new issue." options={journals} defaultValue={chosen.journals} columns />
        {topics.length > 0 ? (
          <CheckboxGroupField name="topics" label={subscribeForm.labels.topics!} hint="New articles of topics open for submission." options={topics} defaultValue={chosen.topics} columns />
        ) : null}
      </SiteForm>
      <p className={styles.small}>
        We use your address only for these alerts. See our <Link to="/about/privacy">privacy policy</Link>.
      </p>
    </div>
  );
}
