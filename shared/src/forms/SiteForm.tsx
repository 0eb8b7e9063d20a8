// A form of the site: a real <form method="post"> that works before scripts load (it posts
// to the page's own address, where the server runs the page's action), and react-router's Form once
// they have (the same action, without a reload). It carries the page's CSRF token and the honeypot,
// shows the problem summary at its top, and gives its fields the reader's values and errors.
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { csrfField, type FormRejection } from '@oap/contracts/forms/formLimits.ts';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import { FormProblemSummary } from '@oap/shared/forms/FormProblemSummary.tsx';
import { Honeypot } from '@oap/shared/forms/Honeypot.tsx';
import { SiteFormContext } from '@oap/shared/forms/formContext.ts';
import styles from './SiteForm.module.css';

export interface SiteFormProps {
  /** Prefix of the fields' ids (one form per page usually: "feedback"). */
  id: string;
  /** The token the page's loader fetched for this reader. */
  csrfToken: string;
  /** The action's refusal, if the last post was refused. */
  rejection?: FormRejection | undefined;
  submitLabel: string;
  /** Forms with a file field are sent as multipart. */
  withFiles?: boolean;
  /** The accessible name of the form (the heading it sits under). */
  'aria-labelledby'?: string;
  /** Further submit buttons beside the main one (each with its own name and value, e.g. name="intent"). */
  moreActions?: ReactNode;
  children: ReactNode;
}

export function SiteForm({ id, csrfToken, rejection, submitLabel, withFiles = false, moreActions, children, ...labelled }: SiteFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  return (
    <SiteFormContext.Provider value={{ formId: id, rejection }}>
      <Form method="post" encType={withFiles ? 'multipart/form-data' : 'application/x-www-form-urlencoded'} noValidate className={styles.form} id={id} {...labelled}>
        {rejection ? <FormProblemSummary formId={id} problems={rejection} /> : null}
        <input type="hidden" name={csrfField} value={csrfToken} />
        <Honeypot formId={id} />
        {children}
        <div className={styles.actions}>
          <Button type="submit" variant="filled" loading={sending}>
            {submitLabel}
          </Button>
          {moreActions}
        </div>
      </Form>
    </SiteFormContext.Provider>
  );
}
