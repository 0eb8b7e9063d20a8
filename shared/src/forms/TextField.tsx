// A one-line field of a site form: text, email, url, date or tel, uncontrolled (so it works without
// scripts and keeps what the reader typed), with the reader's last value after a refusal.
import type { InputHTMLAttributes } from 'react';
import { inputLengthLimits } from '@oap/contracts/forms/formLimits.ts';
import { FieldFrame } from '@oap/shared/forms/FieldFrame.tsx';
import { describedBy, useFieldState } from '@oap/shared/forms/formContext.ts';
import styles from './FormField.module.css';

export interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'min' | 'max'> {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'date' | 'tel';
  required?: boolean;
  maxLength?: number;
  defaultValue?: string;
}

export function TextField({ name, label, hint, type = 'text', required = false, maxLength = inputLengthLimits.maxLength, defaultValue = '', ...input }: TextFieldProps) {
  const field = useFieldState(name);
  const value = typeof field.value === 'string' ? field.value : defaultValue;
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input
        {...input}
        // A new value after a refusal replaces what the field shows (uncontrolled inputs keep their first one).
        key={value}
        id={field.id}
        name={name}
        type={type}
        className={styles.control}
        defaultValue={value}
        // A date has no length to limit (HTML allows maxlength on text-like types only).
        maxLength={type === 'date' ? undefined : maxLength}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
      />
    </FieldFrame>
  );
}
