// The empty state of /search: what to change, from what the search holds — each applied filter
// with a link to the search without it, all filters at once, fewer or other words, other fields.
import { Link } from 'react-router';
import type { FilterChip } from '@oap/shared/ui/filter-chips/FilterChips.tsx';
import styles from './NoResults.module.css';

export interface NoResultsProps {
  q: string;
  chips: FilterChip[];
  clearAllHref: string;
  /** The search has advanced rows on single fields (not "Common fields"). */
  narrowFields: boolean;
}

export function NoResults({ q, chips, clearAllHref, narrowFields }: NoResultsProps) {
  const words = q.trim().split(/\s+/).filter(Boolean).length;
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>{q ? `No articles match “${q}”` : 'No articles match this search'}</h2>
      <p>Try changing your search:</p>
      <ul>
        {chips.length === 1 ? (
          <li>
            Remove the filter <Link to={chips[0]?.href ?? clearAllHref}>{chips[0]?.label}</Link>.
          </li>
        ) : chips.length > 1 ? (
          <li>
            Remove a filter:{' '}
            {chips.map((chip, index) => (
              <span key={chip.key}>
                {index ? ', ' : ''}
                <Link to={chip.href}>{chip.label}</Link>
              </span>
            ))}{' '}
            — or <Link to={clearAllHref}>remove them all</Link>.
          </li>
        ) : null}
        {narrowFields ? <li>Search “Common fields” instead of a single field.</li> : null}
        {words > 3 ? <li>Use fewer words, or put the words that must stand together in quotes.</li> : null}
        {q ? <li>Check the spelling, or try a more general word.</li> : null}
        <li>
          Browse <Link to="/about/journals">all journals</Link> or the <Link to="/topics">topics</Link>.
        </li>
      </ul>
    </div>
  );
}
