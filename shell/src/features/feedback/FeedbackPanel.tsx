// The feedback widget's panel: the feedback form in place (topic, message, an address for a reply),
// sent through the same path as the feedback page's action (submitFormData: the form's schema, then
// the forms API with the reader's token), so it is stored the same way. Escape or Close returns focus
// to the tab. Loaded only when a reader opens it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import { feedbackForm, feedbackTopics, FEEDBACK_MESSAGE_MAX } from '@oap/contracts/forms/feedbackForm.ts';
import { csrfField, EMAIL_MAX_LENGTH, type FormRejection } from '@oap/contracts/forms/formLimits.ts';
import { FormProblemSummary } from '@oap/shared/forms/FormProblemSummary.tsx';
import { Honeypot } from '@oap/shared/forms/Honeypot.tsx';
import { SelectField } from '@oap/shared/forms/SelectField.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import { SiteFormContext } from '@oap/shared/forms/formContext.ts';
import { browserCall } from '@oap/shared/api/client.ts';
import { formToken, submitFormData } from '@oap/shared/forms/submitForm.ts';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import { useEscapeKey } from '@oap/shared/ui/useEscapeKey.ts';
import styles from './FeedbackPanel.module.css';

const labels = feedbackForm.labels;

export default function FeedbackPanel({ about, onClose }: { about: string; onClose: () => void }) {
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [rejection, setRejection] = useState<FormRejection | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEscapeKey(true, onClose);

  useEffect(() => {
    heading.current?.focus();
    let current = true;
    formToken(browserCall).then(
      (value) => current && setToken(value),
      () => current && setRejection({ formError: 'The feedback form cannot be opened just now. Please try again, or use the feedback page.', fieldErrors: {}, values: {} }),
    );
    return () => {
      current = false;
    };
  }, []);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || token === null) return;
    setSending(true);
    try {
      const outcome = await submitFormData<FormReceipt>(feedbackForm, new FormData(event.currentTarget), '/api/forms/feedback', browserCall);
      if (outcome.ok) setSent(outcome.receipt.reference);
      else setRejection(outcome.rejection);
    } catch {
      setRejection({ formError: 'Your feedback could not be sent just now, and nothing was stored. Please try again in a moment.', fieldErrors: {}, values: {} });
    } finally {
      setSending(false);
    }
  };

  return (
    <section id="feedback-panel" className={styles.panel} role="dialog" aria-modal="false" aria-labelledby="feedback-panel-heading">
      <div className={styles.top}>
        <h2 id="feedback-panel-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          {sent ? 'Thank you' : 'Send us feedback'}
        </h2>
        <Button size="sm" variant="text" onClick={onClose}>
          Close
        </Button>
      </div>
      {sent ? (
        <p role="status" className={styles.sent}>
          Your feedback has reached our editorial office. Your reference number is <strong>{sent}</strong>.
        </p>
      ) : (
        <SiteFormContext.Provider value={{ formId: 'feedback-widget', rejection }}>
          <form className={styles.form} onSubmit={send} noValidate>
            {rejection ? <FormProblemSummary formId="feedback-widget" problems={rejection} /> : null}
            <input type="hidden" name={csrfField} value={token ?? ''} />
            <input type="hidden" name="page" value={about} />
            <Honeypot formId="feedback-widget" />
            <SelectField name="topic" label={labels.topic!} options={feedbackTopics} placeholder="Choose a topic" required />
            <TextAreaField name="message" label={labels.message!} maxLength={FEEDBACK_MESSAGE_MAX} rows={5} required />
            <TextField name="email" label={labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
            <Button type="submit" variant="filled" size="md" loading={sending || token === null}>
              Send feedback
            </Button>
          </form>
        </SiteFormContext.Provider>
      )}
    </section>
  );
}
