// The search form of /search: the term, and under "Advanced search" the builder's rows and the date
// range (spec 9.1 basic fields date_from, date_to), all one GET form, with the facets, sort, page size
// and journal kept as hidden fields. With scripts the same fields are read the same way
// (readSearchForm) and the page navigates to the state's compressed address.
import { useId } from 'react';
import type { SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { ArticleSearchForm } from '@oap/shared/search/ArticleSearchForm.tsx';
import { basicValue, writeSearchUrl, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';
import { AdvancedRows } from './AdvancedRows.tsx';
import styles from './SearchForm.module.css';

/** A date input holds a whole day: "2020" from is 2020-01-01, "2020-02" to is 2020-02-29. */
export function dateInputValue(text: string, end: boolean): string {
  const [year, month] = text.split('-');
  if (!year) return '';
  if (text.length === 10) return text;
  if (!month) return end ? `${year}-12-31` : `${year}-01-01`;
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return `${year}-${month}-${end ? String(last).padStart(2, '0') : '01'}`;
}

export interface SearchFormProps {
  config: SearchTypeConfig;
  state: SearchUrlState;
  onSearch: (sent: FormData) => void;
}

export function SearchForm({ config, state, onSearch }: SearchFormProps) {
  const dateId = useId();
  // What the form keeps unchanged: everything but the term, rows and dates (which are its fields).
  const kept = [...writeSearchUrl({ ...state, q: '', advanced: [], basic: [], page: 1 }, config)];
  const advancedOpen = state.advanced.length > 0 || state.basic.length > 0;
  return (
    <ArticleSearchForm label="Search articles" initialTerm={state.q} hidden={kept} onSearch={(_, sent) => onSearch(sent)}>
      <details className={styles.advanced} open={advancedOpen || undefined}>
        <summary className={styles.summary}>Advanced search</summary>
        <div className={styles.panel}>
          <AdvancedRows config={config} rows={state.advanced} />
          {config.basicFields.length ? (
            <fieldset className={styles.dates}>
              <legend className={styles.legend}>Publication date</legend>
              {config.basicFields.map((field) => (
                <span key={field.id} className={styles.date}>
                  <label htmlFor={`${dateId}-${field.id}`}>{field.label}</label>
                  <input
                    id={`${dateId}-${field.id}`}
                    type="date"
                    name={field.id}
                    defaultValue={dateInputValue(basicValue(state, field.id), field.id === 'date_to')}
                    min="1900-01-01"
                    max="2100-12-31"
                  />
                </span>
              ))}
            </fieldset>
          ) : null}
          <button type="submit" className={styles.apply}>
            Search
          </button>
        </div>
      </details>
    </ArticleSearchForm>
  );
}
