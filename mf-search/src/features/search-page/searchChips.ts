// The chips of a search's applied filters (shared FilterChips): each facet value, advanced row, date
// and journal, with the address of the search without it.
import type { FacetCounts, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import type { FilterChip } from '@oap/shared/ui/filter-chips/FilterChips.tsx';
import { changeSearchState, searchUrl, toggleFacet, withBasic, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';

/** "2024-05-31" as "31 May 2024", "2024-05" as "May 2024", "2024" as it is. */
export function formatDateText(text: string): string {
  const [year, month, day] = text.split('-').map(Number);
  if (!year) return text;
  const date = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions = month ? (day ? { day: 'numeric', month: 'short', year: 'numeric' } : { month: 'short', year: 'numeric' }) : { year: 'numeric' };
  return date.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
}

export function searchChips(path: string, config: SearchTypeConfig, state: SearchUrlState, facets: FacetCounts[] | undefined, journalName?: string | null, extra?: Record<string, string>): FilterChip[] {
  const chips: FilterChip[] = [];
  const href = (next: SearchUrlState) => searchUrl(path, next, config, extra);
  for (const applied of state.facets) {
    const facetLabel = config.facets.find((facet) => facet.id === applied.id)?.label ?? applied.id;
    const valueLabel = facets?.find((facet) => facet.id === applied.id)?.values.find((value) => value.value === applied.value)?.label ?? applied.value;
    chips.push({ key: `facet:${applied.id}:${applied.value}`, label: `${facetLabel}: ${valueLabel}`, href: href(toggleFacet(state, applied)) });
  }
  state.advanced.forEach((row, index) => {
    const field = config.advancedFields.find((option) => option.id === row.id)?.label ?? row.id;
    const operator = index > 0 && row.operator && row.operator !== 'AND' ? `${row.operator} ` : '';
    chips.push({
      key: `row:${index}`,
      label: `${operator}${field}: ${row.value}`,
      href: href(changeSearchState(state, { advanced: state.advanced.filter((_, other) => other !== index) })),
    });
  });
  for (const row of state.basic) {
    const label = row.id === 'date_from' ? `From ${formatDateText(row.value)}` : row.id === 'date_to' ? `Until ${formatDateText(row.value)}` : `${row.id}: ${row.value}`;
    chips.push({ key: `basic:${row.id}`, label, href: href(withBasic(state, row.id, '')) });
  }
  if (state.nameSystem) chips.push({ key: 'nameSystem', label: `In ${journalName ?? state.nameSystem}`, href: href(changeSearchState(state, { nameSystem: '' })) });
  return chips;
}
