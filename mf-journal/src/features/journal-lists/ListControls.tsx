// A list's search term, sort and page size as one GET form on the page's own address: it works without
// scripts (the server renders the new state), and with them react-router's Form navigates in place.
// Any change starts again at page 1 (spec 4), which is why no page field is sent.
import { useId } from 'react';
import { Form } from 'react-router';
import type { SearchOption } from '@oap/contracts/api/search.ts';
import styles from './ListControls.module.css';

export interface ListControlsProps {
  /** The page's path (the form's action). */
  action: string;
  /** The term's label; no search box when absent. */
  searchLabel?: string;
  term?: string;
  sorts?: SearchOption[];
  sort?: string;
  perPageOptions?: number[];
  perPage?: number;
  /** Other values of the URL to keep (a filter). */
  keep?: Record<string, string>;
  /** What the form does, for its name ("Search and sort the section's articles"). */
  label: string;
}

export function ListControls({ action, searchLabel, term = '', sorts, sort, perPageOptions, perPage, keep = {}, label }: ListControlsProps) {
  const id = useId();
  return (
    <Form method="get" action={action} className={styles.controls} aria-label={label} role={searchLabel ? 'search' : undefined}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {searchLabel ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{searchLabel}</label>
          <input id={`${id}-q`} className={styles.input} type="search" name="q" defaultValue={term} maxLength={200} autoComplete="off" />
        </div>
      ) : null}
      {sorts && sorts.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select id={`${id}-sort`} className={styles.select} name="sort" defaultValue={sort}>
            {sorts.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {perPageOptions && perPageOptions.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-size`}>Per page</label>
          <select id={`${id}-size`} className={styles.select} name="resultsPerPage" defaultValue={perPage}>
            {perPageOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className={styles.button}>
        {searchLabel ? 'Search' : 'Apply'}
      </button>
    </Form>
  );
}
