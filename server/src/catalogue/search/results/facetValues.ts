// Facet values as every search answers them (articles, journals, topics, awards; either engine).
import type { FacetValueCount } from '@oap/contracts/api/search.ts';

/** Largest count first, then by label (journal and topic facets use the same order). */
export function sortedFacetValues(values: FacetValueCount[]): FacetValueCount[] {
  return values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
