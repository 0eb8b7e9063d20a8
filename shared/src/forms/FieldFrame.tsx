// The frame of one form field: its label (or legend), hint and error around the control, wired for
// assistive technology (the control points at its hint and error with aria-describedby).
import type { ReactNode } from 'react';
import type { FieldState } from '@oap/shared/forms/formContext.ts';
import styles from './FormField.module.css';

export interface FieldFrameProps {
  field: FieldState;
  label: string;
  hint?: string | undefined;
  /** A group of controls (radios, checkboxes): a fieldset with a legend instead of a label. */
  group?: boolean;
  children: ReactNode;
}

export function FieldFrame({ field, label, hint, group = false, children }: FieldFrameProps) {
  const error = field.error ? (
    <p id={field.errorId} className={styles.error}>
      <span className="oap-visually-hidden">Error: </span>
      {field.error}
    </p>
  ) : null;
  const hintText = hint ? (
    <p id={field.hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;
  if (group) {
    return (
      <fieldset className={styles.field} data-invalid={Boolean(field.error)} id={field.id} tabIndex={-1} aria-describedby={field.error ? field.errorId : undefined}>
        <legend className={styles.label}>{label}</legend>
        {hintText}
        {error}
        {children}
      </fieldset>
    );
  }
  return (
    <div className={styles.field} data-invalid={Boolean(field.error)}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {hintText}
      {error}
      {children}
    </div>
  );
}
