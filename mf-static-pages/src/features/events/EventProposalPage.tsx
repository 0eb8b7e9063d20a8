// The event proposal page (/events/add): the event (name, dates, place, web address, what it is about)
// and who proposes it; the confirmation with its reference once sent.
import { Link, useActionData, useLoaderData } from 'react-router';
import { eventProposalForm } from '@oap/contracts/forms/eventProposalForm.ts';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { FormSent } from '@oap/shared/forms/FormSent.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import type { action, loader } from './eventProposalRoute.tsx';
import page from '../form-pages/FormPages.module.css';
import styles from './EventProposalPage.module.css';

const labels = eventProposalForm.labels;

export function EventProposalPage() {
  const { csrfToken, sent } = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  return (
    <div className={page.page}>
      <h1 className={page.title}>{sent ? 'Thank you for your event' : 'Propose an event'}</h1>
      {sent ? (
        <FormSent heading="Your event has reached our editorial office" reference={sent}>
          <p>We check every event before it appears in the calendar of the journals it concerns, and write to you if we have a question. A copy of your proposal is on its way to your email address.</p>
          <p>
            <Link to="/events/add">Propose another event</Link>
          </p>
        </FormSent>
      ) : (
        <>
          <p className={page.lead}>A conference, workshop or webinar in your field? Tell us about it, and we will list it with the journals whose readers it concerns.</p>
          <SiteForm id="event" csrfToken={csrfToken} rejection={rejection} submitLabel="Send the event">
            <fieldset className={styles.group}>
              <legend className={styles.legend}>The event</legend>
              <TextField name="title" label={labels.title!} maxLength={300} required />
              <div className={styles.dates}>
                <TextField name="startDate" label={labels.startDate!} type="date" hint="For example 2027-05-14." required />
                <TextField name="endDate" label={labels.endDate!} type="date" hint="The same day for a one-day event." required />
              </div>
              <TextField name="place" label={labels.place!} maxLength={200} required />
              <TextField name="url" label={labels.url!} type="url" hint="Starting with https://" maxLength={2000} inputMode="url" required />
              <TextAreaField name="description" label={labels.description!} hint="Its subject, who it is for, and how to take part. At most 5,000 characters." maxLength={5000} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>About you</legend>
              <TextField name="name" label={labels.name!} autoComplete="name" maxLength={200} required />
              <TextField name="email" label={labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} hint="We send you a copy, and write to you if we have a question." required />
              <TextField name="organisation" label={labels.organisation!} autoComplete="organization" maxLength={300} />
            </fieldset>
          </SiteForm>
        </>
      )}
    </div>
  );
}
