// Sort order and page size of the results; either change starts again at page 1.
// With scripts a change navigates at once. Without them (issue 9: search readable with scripts off) the
// controls are a GET form to /search carrying the term, sent with the Apply button shown in <noscript>.
import { useId, type FormEvent } from 'react';
import type { ArticleSearchConfig } from './searchConfig.ts';
import { searchPath, type ArticleSearchState } from './searchState.ts';
import styles from './SearchControls.module.css';

interface Props {
  config: ArticleSearchConfig;
  state: ArticleSearchState;
  onChange: (change: Partial<ArticleSearchState>) => void;
}

export function SearchControls({ config, state, onChange }: Props) {
  const sortId = useId();
  const sizeId = useId();
  // With scripts every change has already navigated; Enter on a select must not reload the page.
  const keepInApp = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form className={styles.controls} method="get" action={searchPath} onSubmit={keepInApp}>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      <div className={styles.control}>
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} name="sort" value={state.sort} onChange={(event) => onChange({ sort: event.target.value })}>
          {config.sorts.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={sizeId}>Results per page</label>
        <select id={sizeId} name="resultsPerPage" value={state.resultsPerPage} onChange={(event) => onChange({ resultsPerPage: Number(event.target.value) })}>
          {config.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={styles.apply}>
          Apply
        </button>
      </noscript>
    </form>
  );
}
