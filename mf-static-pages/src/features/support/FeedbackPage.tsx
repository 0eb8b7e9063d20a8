// The feedback page (/support/feedback): the form, or the confirmation with its reference once sent.
import { Link, useActionData, useLoaderData } from 'react-router';
import { feedbackAttachment, feedbackForm, feedbackTopics, FEEDBACK_MESSAGE_MAX } from '@oap/contracts/forms/feedbackForm.ts';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { FileField } from '@oap/shared/forms/FileField.tsx';
import { FormSent } from '@oap/shared/forms/FormSent.tsx';
import { SelectField } from '@oap/shared/forms/SelectField.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import type { action, loader } from './supportOptionRoute.tsx';
import styles from '../form-pages/FormPages.module.css';

const labels = feedbackForm.labels;

export function FeedbackPage() {
  const { csrfToken, sent, about } = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{sent ? 'Thank you for your feedback' : 'Send us feedback'}</h1>
      {sent ? (
        <FormSent heading="Your feedback has reached our editorial office" reference={sent}>
          <p>If you gave your email address, a confirmation with what you wrote is on its way to you.</p>
          <p>
            <Link to="/support/feedback">Send more feedback</Link> · <Link to="/support">Back to the Help Center</Link>
          </p>
        </FormSent>
      ) : (
        <>
          <p className={styles.lead}>
            Tell us what works and what does not. Everything you send is read by our editorial office; if you would like an answer, leave your email address.
          </p>
          <SiteForm id="feedback" csrfToken={csrfToken} rejection={rejection} submitLabel="Send feedback" withFiles>
            <SelectField name="topic" label={labels.topic!} options={feedbackTopics} placeholder="Choose a topic" required />
            <TextAreaField name="message" label={labels.message!} hint={`At most ${FEEDBACK_MESSAGE_MAX.toLocaleString('en')} characters.`} maxLength={FEEDBACK_MESSAGE_MAX} required rows={8} />
            <TextField name="name" label={labels.name!} autoComplete="name" maxLength={200} />
            <TextField name="email" label={labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
            <TextField name="page" label={labels.page!} hint="The address of the page, if your feedback is about one." defaultValue={about} maxLength={2000} />
            <FileField name="attachment" label={labels.attachment!} rule={feedbackAttachment} />
          </SiteForm>
          <p className={styles.small}>
            We use what you send only to answer you and to improve the site. See our <Link to="/about/privacy">privacy policy</Link>.
          </p>
        </>
      )}
    </div>
  );
}
