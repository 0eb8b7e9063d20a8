// The thesis award's submission form: the candidate, the thesis and its PDF, posted to this page's
// action (scripts or not); the confirmation with its reference once stored.
import { Link, useActionData } from 'react-router';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { EMAIL_MAX_LENGTH } from '@oap/contracts/forms/formLimits.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { THESIS_ABSTRACT_MAX, thesisAwardForm, thesisPdf } from '@oap/contracts/forms/thesisAwardForm.ts';
import { FileField } from '@oap/shared/forms/FileField.tsx';
import { FormSent } from '@oap/shared/forms/FormSent.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { currentEdition } from './awardText.ts';
import type { action } from './thesisSubmissionRoute.tsx';
import styles from './Awards.module.css';

const labels = thesisAwardForm.labels;

export function ThesisSubmissionContent({ slug, group, csrfToken, sent }: { slug: string; group: AwardGroup; csrfToken: string; sent: string | null }) {
  const rejection = useActionData<typeof action>();
  const call = currentEdition(group);
  const awardPage = journalPagePath(slug, `awards/${group.id}`);
  if (sent) {
    return (
      <FormSent heading="Your thesis has reached the award committee" reference={sent}>
        <p>The editorial office checks every submission and passes it to the award committee once the call closes. A copy of what you sent is on its way to your email address.</p>
        <p>
          <Link to={awardPage}>{`Back to the ${group.name}`}</Link>
        </p>
      </FormSent>
    );
  }
  if (call?.status !== 'open') {
    return (
      <p>
        {call ? `The ${call.year} call opens on ${formatDate(call.opensOn)}; this form takes theses from then on. ` : 'The award takes no theses just now. '}
        <Link to={awardPage}>{`See the ${group.name}`}</Link>
      </p>
    );
  }
  return (
    <>
      <p>{`${group.eligibility} The ${call.year} call closes on ${formatDate(call.deadline)}. The committee reads every thesis sent before then.`}</p>
      <SiteForm id="thesis" csrfToken={csrfToken} rejection={rejection} submitLabel="Submit the thesis" withFiles>
        <input type="hidden" name="journal" value={slug} />
        <input type="hidden" name="awardGroupId" value={String(group.id)} />
        <fieldset className={styles.fieldset}>
          <legend>About you</legend>
          <TextField name="name" label={labels.name!} autoComplete="name" maxLength={200} required />
          <TextField name="email" label={labels.email!} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} hint="We send you a copy, and write to you about the award." required />
          <TextField name="institution" label={labels.institution!} autoComplete="organization" maxLength={300} required />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Your thesis</legend>
          <TextField name="thesisTitle" label={labels.thesisTitle!} maxLength={500} required />
          <TextField name="defenceDate" label={labels.defenceDate!} type="date" hint="For example 2026-05-14." required />
          <TextField name="supervisor" label={labels.supervisor!} maxLength={200} />
          <TextAreaField name="abstract" label={labels.abstract!} hint={`At most ${formatCount(THESIS_ABSTRACT_MAX)} characters.`} maxLength={THESIS_ABSTRACT_MAX} required />
          <FileField name="thesis" label={labels.thesis!} rule={thesisPdf} />
        </fieldset>
      </SiteForm>
    </>
  );
}
