// Sort order and page size of the results; either change starts again at page 1.
import { useId } from 'react';
import type { ArticleSearchConfig } from './searchConfig.ts';
import type { ArticleSearchState } from './searchState.ts';
import styles from './SearchControls.module.css';

interface Props {
  config: ArticleSearchConfig;
  state: ArticleSearchState;
  onChange: (change: Partial<ArticleSearchState>) => void;
}

export function SearchControls({ config, state, onChange }: Props) {
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className={styles.controls}>
      <div className={styles.control}>
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} value={state.sort} onChange={(event) => onChange({ sort: event.target.value })}>
          {config.sorts.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={sizeId}>Results per page</label>
        <select id={sizeId} value={state.resultsPerPage} onChange={(event) => onChange({ resultsPerPage: Number(event.target.value) })}>
          {config.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
