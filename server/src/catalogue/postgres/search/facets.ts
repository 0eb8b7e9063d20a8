// Article facet counts on PostgreSQL, from a selection's histogram (articles per journal, type and
// region): each category counts the articles passing every filter but its own (so ticking a second
// value of a category widens, and the other categories still filter), labelled and ordered as the
// SQLite store answers them (sqlite/sqliteSearch/facetCounts.ts).
import type { FacetCounts, FacetValueCount } from '@oap/contracts/api/search.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { articleSearchConfig } from '../../articleSearch.ts';
import { articleTypeLabel } from '../../articleTypes.ts';
import { sortedFacetValues } from '../../search/results/facetValues.ts';
import type { HistogramRow, PgCatalogue } from './catalogue.ts';
import { facetTests, type PgPlan } from './plan.ts';
import { listFacetCounts, newListTally, tallyList, type ListTally } from '../../search/results/listFacets.ts';

const FACET_LABELS = new Map(articleSearchConfig.facets.map((facet) => [facet.id, facet.label]));

interface Tally {
  journals: Map<number, number>;
  subjectsByJournal: Map<number, number>;
  types: Map<string, number>;
  regions: Map<string, number>;
  list: ListTally;
}

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

function tally(p: PgPlan, histogram: HistogramRow[]): Tally {
  const out: Tally = { journals: new Map(), subjectsByJournal: new Map(), types: new Map(), regions: new Map(), list: newListTally() };
  for (const row of histogram) {
    const [okJ, okS, okT, okR, okYear, okSection] = facetTests(p, row);
    const others = (okJ ? 0 : 1) + (okS ? 0 : 1) + (okT ? 0 : 1) + (okR ? 0 : 1);
    const listFails = (okYear ? 0 : 1) + (okSection ? 0 : 1);
    if (others + listFails === 0) {
      add(out.journals, row.journal_id, row.n);
      add(out.subjectsByJournal, row.journal_id, row.n);
      add(out.types, row.article_type, row.n);
      if (row.region) add(out.regions, row.region, row.n);
    } else if (others === 1 && listFails === 0) {
      if (!okJ) add(out.journals, row.journal_id, row.n);
      else if (!okS) add(out.subjectsByJournal, row.journal_id, row.n);
      else if (!okT) add(out.types, row.article_type, row.n);
      else if (row.region) add(out.regions, row.region, row.n);
    }
    if (p.listFacets && others <= 1) tallyList(out.list, row.year ?? 0, row.section_id ?? null, [okYear, okSection], others, row.n);
  }
  return out;
}

/**
 * The facet counts of a histogram (one category with `only`); `scale` (a sampled selection) turns
 * the sample's counts into estimates for the newest MAX_COUNTED_MATCHES, rounded (a value seen once
 * stays at least 1).
 */
export function facetCounts(p: PgPlan, cat: PgCatalogue, histogram: HistogramRow[], only?: string, scale?: number): FacetCounts[] {
  const t = tally(p, histogram);
  const out: FacetCounts[] = [];
  const want = (id: string) => !only || only === id;
  const selected = (id: string, value: string) => p.selected.get(id)?.has(value) ?? false;
  const scaled = (count: number) => (scale === undefined || count === 0 ? count : Math.max(1, Math.round(count * scale)));
  const keep = (values: FacetValueCount[]) => sortedFacetValues(values.map((v) => ({ ...v, count: scaled(v.count) })).filter((v) => v.count > 0 || v.selected));
  const label = (id: string, fallback: string) => FACET_LABELS.get(id) ?? fallback;
  if (want('subjects')) {
    const counts = new Array<number>(subjects.length).fill(0);
    for (const journal of cat.journals) for (const s of journal.subjects) counts[s] = (counts[s] ?? 0) + (t.subjectsByJournal.get(journal.id) ?? 0);
    out.push({
      id: 'subjects',
      label: label('subjects', 'Subjects'),
      values: keep(subjects.map((s, i) => ({ value: s.slug, label: s.label, count: counts[i] ?? 0, selected: selected('subjects', s.slug) }))),
    });
  }
  if (want('journals')) {
    out.push({
      id: 'journals',
      label: label('journals', 'Journals'),
      values: keep(cat.journals.map((j) => ({ value: j.nameSystem, label: j.name, count: t.journals.get(j.id) ?? 0, selected: selected('journals', j.nameSystem) }))),
    });
  }
  if (want('article_types')) {
    out.push({
      id: 'article_types',
      label: label('article_types', 'Article Types'),
      values: keep([...cat.types].map((id) => ({ value: id, label: articleTypeLabel(id), count: t.types.get(id) ?? 0, selected: selected('article_types', id) }))),
    });
  }
  if (want('regions')) {
    out.push({
      id: 'regions',
      label: label('regions', 'Regions'),
      values: keep([...cat.regions].map((region) => ({ value: region, label: region, count: t.regions.get(region) ?? 0, selected: selected('regions', region) }))),
    });
  }
  // Selected values the catalogue does not know still show, with zero.
  for (const facet of out) {
    for (const value of p.selected.get(facet.id) ?? []) {
      if (!facet.values.some((v) => v.value === value)) facet.values.push({ value, label: value, count: 0, selected: true });
    }
  }
  // A journal's list counts its years and sections too.
  if (p.listFacets) out.push(...listFacetCounts(p.selected, t.list, p.sections, only, scale));
  return out;
}
