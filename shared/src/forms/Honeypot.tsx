// The honeypot field (formLimits.ts honeypotField): off screen and out of the tab order, so people never
// fill it; a screen reader that reaches it anyway reads "Leave this field empty".
import { honeypotField } from '@oap/contracts/forms/formLimits.ts';
import styles from './Honeypot.module.css';

export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotField}`;
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
