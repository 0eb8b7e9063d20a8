// The term box of a search page other than /search: a GET form to the page's own path that keeps the
// rest of the search (hidden fields), so it works without scripts; with scripts it navigates in place.
import { useId, useState, type FormEvent } from 'react';
import styles from './TermForm.module.css';

export interface TermFormProps {
  action: string;
  label: string;
  placeholder: string;
  initialTerm: string;
  hidden: [string, string][];
  onSearch: (q: string) => void;
}

export function TermForm({ action, label, placeholder, initialTerm, hidden, onSearch }: TermFormProps) {
  const id = useId();
  const [term, setTerm] = useState(initialTerm);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" aria-labelledby={`${id}-label`} className={styles.form} action={action} method="get" onSubmit={submit}>
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} className={styles.input} type="search" name="q" autoComplete="off" placeholder={placeholder} value={term} maxLength={1000} onChange={(event) => setTerm(event.target.value)} />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </div>
    </form>
  );
}
