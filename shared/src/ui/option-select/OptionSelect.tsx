// A labelled select of a list's options (sort order, page size, view): the label beside it, the
// value sent under `name` when its form is submitted, and `onChange` with the chosen value.
import { useId } from 'react';
import styles from './OptionSelect.module.css';

export interface OptionSelectProps {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange?: (value: string) => void;
}

export function OptionSelect({ label, name, value, options, onChange }: OptionSelectProps) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange?.(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
