// The article search box of the search page and the home page: submits on Enter or the Search
// button, with the term trimmed (spec 5). The search page puts more of its search in the same form
// (`children`: the advanced rows and dates; `hidden`: the facets, sort and page size it keeps), so
// one GET to /search carries all of it before scripts run, and `onSearch` gets the form to read.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from './ArticleSearchForm.module.css';

export interface ArticleSearchFormProps {
  label: string;
  initialTerm?: string;
  /** The trimmed term, and what the form sends (with the button that sent it), for pages that read the rest. */
  onSearch: (q: string, sent: FormData) => void;
  /** Fields the form sends unchanged (name, value). */
  hidden?: [string, string][];
  /** More of the form, after the term and its button. */
  children?: ReactNode;
  /** The id of the term's input (for a label elsewhere, or a skip link). */
  inputId?: string;
}

export function ArticleSearchForm({ label, initialTerm = '', onSearch, hidden = [], children, inputId }: ArticleSearchFormProps) {
  const [term, setTerm] = useState(initialTerm);
  const ownId = useId();
  const id = inputId ?? ownId;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSearch(term.trim(), new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null));
  };

  // action and name make the form work as a plain GET to /search before the page's script runs.
  return (
    <form role="search" aria-labelledby={`${id}-label`} className={styles.form} action="/search" method="get" onSubmit={submit}>
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
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
      {children}
    </form>
  );
}
