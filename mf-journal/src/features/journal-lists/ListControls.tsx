// A list's search term as a GET form on the page's own address (the sort and page size kept as hidden
// fields): it works without scripts (the server renders the new state), and with them react-router's
// Form navigates in place. A new search starts again at page 1 (spec 4), which is why no page is sent.
import { useId } from 'react';
import { Form } from 'react-router';
import styles from './ListControls.module.css';

export interface ListControlsProps {
  /** The page's path (the form's action). */
  action: string;
  /** The term's label; no search box when absent. */
  searchLabel?: string;
  term?: string;
  /** Other values of the URL to keep (the sort, the page size, the facets), as name and value pairs. */
  keep?: readonly [string, string][];
  /** What the form does, for its name ("Search and sort the section's articles"). */
  label: string;
}

export function ListControls({ action, searchLabel, term = '', keep = [], label }: ListControlsProps) {
  const id = useId();
  return (
    <Form method="get" action={action} className={styles.controls} aria-label={label} role={searchLabel ? 'search' : undefined}>
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {searchLabel ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{searchLabel}</label>
          <input id={`${id}-q`} className={styles.input} type="search" name="q" defaultValue={term} maxLength={200} autoComplete="off" />
        </div>
      ) : null}
      <button type="submit" className={styles.button}>
        {searchLabel ? 'Search' : 'Apply'}
      </button>
    </Form>
  );
}
