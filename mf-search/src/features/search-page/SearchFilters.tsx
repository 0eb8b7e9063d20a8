// The facets of a search page as filter groups (shared FacetGroup), each value a link to the search
// with it toggled (spec 4). On a phone they fold under "Filters"; on a wide screen they stand beside
// the results (the <details> is shown open by CSS there).
import type { FacetCounts, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { FacetGroup } from '@oap/shared/ui/facet-group/FacetGroup.tsx';
import { searchUrl, toggleFacet, writeSearchUrl, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';
import styles from './SearchFilters.module.css';

export interface SearchFiltersProps {
  path: string;
  config: SearchTypeConfig;
  state: SearchUrlState;
  facets: FacetCounts[] | undefined;
  /** Filter texts sent without scripts, by facet id. */
  facetFilters: Record<string, string>;
  /** The counts are of the newest matches only (article search past MAX_COUNTED_MATCHES). */
  countsNote?: string | null;
  /** Parameters of the page that are not search state, kept by the links. */
  extra?: Record<string, string>;
}

export function SearchFilters({ path, config, state, facets, facetFilters, countsNote, extra }: SearchFiltersProps) {
  const groups = config.facets.map((option) => facets?.find((facet) => facet.id === option.id)).filter((facet): facet is FacetCounts => Boolean(facet?.values.length));
  if (!groups.length) return null;
  const applied = state.facets.length;
  const hidden = [...writeSearchUrl({ ...state, page: 1 }, config)].concat(Object.entries(extra ?? {}).filter(([, value]) => value));
  return (
    <aside className={styles.aside} aria-label="Filters">
    <details className={styles.panel}>
      <summary className={styles.summary}>
        Filters{applied ? ` (${formatCount(applied)} applied)` : ''}
      </summary>
      <div className={styles.groups}>
        <h2 className={styles.heading}>Filter results</h2>
        {countsNote ? <p className={styles.note}>{countsNote}</p> : null}
        {groups.map((facet) => (
          <FacetGroup
            key={`${facet.id}:${facetFilters[facet.id] ?? ''}`}
            facet={facet}
            hrefFor={(value) => searchUrl(path, toggleFacet(state, { id: facet.id, value: value.value }), config, extra)}
            filterForm={{ action: path, hidden, name: `filter_${facet.id}` }}
            filterText={facetFilters[facet.id] ?? ''}
          />
        ))}
      </div>
    </details>
    </aside>
  );
}
