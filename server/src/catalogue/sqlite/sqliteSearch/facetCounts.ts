// Facet counts as the API answers them: the tallies of filter.ts turned into labelled values,
// largest first, with the values the reader selected always present.
import type { FacetCounts, FacetValueCount } from '@oap/contracts/api/search.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { articleSearchConfig } from '../../articleSearch.ts';
import { articleTypeLabel } from '../../articleTypes.ts';
import { sortedFacetValues } from '../../search/results/facetValues.ts';
import type { Catalogue } from './context.ts';
import type { FacetTally } from './filter.ts';
import type { ArticlePlan } from './plan.ts';
import { listFacetCounts } from '../../search/results/listFacets.ts';

const FACET_LABELS = new Map(articleSearchConfig.facets.map((facet) => [facet.id, facet.label]));

export { sortedFacetValues };

/**
 * The facet counts of a tally; `scale` (a sampled selection, see selection.ts) turns the sample's
 * counts into estimates for the newest MAX_COUNTED_MATCHES, rounded (a value seen once stays at least 1).
 */
export function facetCounts(p: ArticlePlan, cat: Catalogue, tally: FacetTally, only?: string, scale?: number): FacetCounts[] {
  const out: FacetCounts[] = [];
  const want = (id: string) => !only || only === id;
  const selected = (id: string, value: string) => p.selected.get(id)?.has(value) ?? false;
  const scaled = (count: number) => (scale === undefined || count === 0 ? count : Math.max(1, Math.round(count * scale)));
  const keep = (id: string, values: FacetValueCount[]) => sortedFacetValues(values.map((v) => ({ ...v, count: scaled(v.count) })).filter((v) => v.count > 0 || v.selected));
  if (want('subjects')) {
    const counts = new Array<number>(subjects.length).fill(0);
    for (const journal of cat.journals.values()) for (const s of journal.subjects) counts[s] = (counts[s] ?? 0) + (tally.subjectsByJournal[journal.id] as number);
    out.push({
      id: 'subjects',
      label: FACET_LABELS.get('subjects') ?? 'Subjects',
      values: keep('subjects', subjects.map((s, i) => ({ value: s.slug, label: s.label, count: counts[i] ?? 0, selected: selected('subjects', s.slug) }))),
    });
  }
  if (want('journals')) {
    out.push({
      id: 'journals',
      label: FACET_LABELS.get('journals') ?? 'Journals',
      values: keep('journals', [...cat.journals.values()].map((j) => ({ value: j.nameSystem, label: j.name, count: tally.journals[j.id] as number, selected: selected('journals', j.nameSystem) }))),
    });
  }
  if (want('article_types')) {
    out.push({
      id: 'article_types',
      label: FACET_LABELS.get('article_types') ?? 'Article Types',
      values: keep('article_types', cat.index.typeIds.map((id, code) => ({ value: id, label: articleTypeLabel(id), count: tally.types[code] as number, selected: selected('article_types', id) }))),
    });
  }
  if (want('regions')) {
    out.push({
      id: 'regions',
      label: FACET_LABELS.get('regions') ?? 'Regions',
      values: keep('regions', cat.index.regions.map((region, i) => ({ value: region, label: region, count: tally.regions[i + 1] as number, selected: selected('regions', region) }))),
    });
  }
  // Selected values the catalogue does not know still show, with zero.
  for (const facet of out) {
    for (const value of p.selected.get(facet.id) ?? []) {
      if (!facet.values.some((v) => v.value === value)) facet.values.push({ value, label: value, count: 0, selected: true });
    }
  }
  // A journal's list counts its years and sections too.
  if (p.listFacets) out.push(...listFacetCounts(p.selected, tally.list, p.sections, only, scale));
  return out;
}
