// A choice of one option from a list, as a native select (keyboard and screen readers know it).
import { FieldFrame } from '@oap/shared/forms/FieldFrame.tsx';
import { describedBy, useFieldState } from '@oap/shared/forms/formContext.ts';
import styles from './FormField.module.css';

export interface SelectFieldProps {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty option's text ("Choose…"); without it the first option is chosen. */
  placeholder?: string;
  required?: boolean;
  defaultValue?: string;
}

export function SelectField({ name, label, hint, options, placeholder, required = false, defaultValue = '' }: SelectFieldProps) {
  const field = useFieldState(name);
  const value = typeof field.value === 'string' ? field.value : defaultValue;
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <select
        key={value}
        id={field.id}
        name={name}
        className={styles.control}
        defaultValue={value}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
