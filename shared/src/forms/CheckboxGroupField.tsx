// Any number of options, as a group of checkboxes under one legend (all sent under one name).
import { FieldFrame } from '@oap/shared/forms/FieldFrame.tsx';
import { useFieldState } from '@oap/shared/forms/formContext.ts';
import styles from './FormField.module.css';

export interface CheckboxGroupFieldProps {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: readonly string[];
  /** Lay the options out in columns (long lists). */
  columns?: boolean;
}

export function CheckboxGroupField({ name, label, hint, options, defaultValue = [], columns = false }: CheckboxGroupFieldProps) {
  const field = useFieldState(name);
  const chosen = new Set(Array.isArray(field.value) ? field.value : defaultValue);
  return (
    <FieldFrame field={field} label={label} hint={hint} group>
      <div className={columns ? `${styles.choices} ${styles.columns}` : styles.choices}>
        {options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <div className={styles.choice} key={option.value}>
              <input key={String(chosen.has(option.value))} id={id} type="checkbox" name={name} value={option.value} defaultChecked={chosen.has(option.value)} />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}
