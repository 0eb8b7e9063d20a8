// The article search box of the search page and the home page: submits on Enter or the Search
// button, with the term trimmed (spec 5).
import { useId, useState, type FormEvent } from 'react';
import styles from './ArticleSearchForm.module.css';

export interface ArticleSearchFormProps {
  label: string;
  initialTerm?: string;
  onSearch: (q: string) => void;
}

export function ArticleSearchForm({ label, initialTerm = '', onSearch }: ArticleSearchFormProps) {
  const [term, setTerm] = useState(initialTerm);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };

  // action and name make the form work as a plain GET to /search before the page's script runs.
  return (
    <form role="search" className={styles.form} action="/search" method="get" onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          placeholder="Title, author, keyword or DOI"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </div>
    </form>
  );
}
