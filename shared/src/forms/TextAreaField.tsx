// A multi-line field of a site form, uncontrolled like TextField.
import { inputLengthLimits } from '@oap/contracts/forms/formLimits.ts';
import { FieldFrame } from '@oap/shared/forms/FieldFrame.tsx';
import { describedBy, useFieldState } from '@oap/shared/forms/formContext.ts';
import styles from './FormField.module.css';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  defaultValue?: string;
}

export function TextAreaField({ name, label, hint, required = false, maxLength = inputLengthLimits.maxLength, rows = 6, defaultValue = '' }: TextAreaFieldProps) {
  const field = useFieldState(name);
  const value = typeof field.value === 'string' ? field.value : defaultValue;
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <textarea
        key={value}
        id={field.id}
        name={name}
        rows={rows}
        className={styles.control}
        defaultValue={value}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
      />
    </FieldFrame>
  );
}
