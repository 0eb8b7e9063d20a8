// Award search (/awards/search) on either engine: every journal's award groups (a few hundred rows),
// read whole (sqlite/sqliteSearch/awardSearch.ts, postgres/search/awards.ts) and matched, filtered, counted
// and sorted in memory here. A word matches the start of a word of the award's name, description,
// prize, eligibility, kind, journal or winners, accents aside.
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef, SubjectSlug } from '@oap/contracts/api/journals.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { AwardSearchItem, FacetCounts, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { awardSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { pageNumber, pageSize, STOPWORDS } from '../../articleSearch.ts';
import { MARK_CLOSE, MARK_OPEN, markedSnippet } from '../../rows/snippetMarks.ts';
import { sortedFacetValues } from './facetValues.ts';
import { awardEditionStatus } from '../../submissionStatus.ts';

export const awardKindLabels: Record<AwardGroup['kind'], string> = {
  'best-paper': 'Best Paper Award',
  'young-investigator': 'Young Investigator Award',
  'outstanding-reviewer': 'Outstanding Reviewer Award',
  thesis: 'Best Thesis Award',
  travel: 'Travel Award',
};

const statusLabels: Record<string, string> = { open: 'Open for nominations', upcoming: 'Opening soon', closed: 'Closed' };

export interface AwardRecord extends AwardSearchItem {
  /** Folded words of everything a search looks at. */
  words: string[];
  status: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

export interface AwardRows {
  groups: { id: number; journal_id: number; kind: AwardGroup['kind']; name: string; description: string; prize: string; eligibility: string; name_system: string; journal_name: string; abbreviation: string; issn: string }[];
  /** By group, the latest year first. */
  editions: { id: number; group_id: number; year: number; opens_on: string; deadline: string }[];
  /** By edition, in their order. */
  winners: { edition_id: number; name: string }[];
  /** By journal, in their order. */
  subjects: { journal_id: number; subject: string }[];
}

/** The award groups of public journals (by id) with their editions, winners and subjects, as searched. */
export function toAwardRecords(rows: AwardRows, today: string): AwardRecord[] {
  const { groups } = rows;
  const editions = new Map<number, { id: number; year: number; opens_on: string; deadline: string }[]>();
  for (const row of rows.editions) {
    editions.set(row.group_id, [...(editions.get(row.group_id) ?? []), row]);
  }
  const winners = new Map<number, string[]>();
  for (const row of rows.winners) {
    winners.set(row.edition_id, [...(winners.get(row.edition_id) ?? []), row.name]);
  }
  const subjectsOf = new Map<number, SubjectSlug[]>();
  for (const row of rows.subjects) {
    if (subjects.some((s) => s.slug === row.subject)) subjectsOf.set(row.journal_id, [...(subjectsOf.get(row.journal_id) ?? []), row.subject as SubjectSlug]);
  }
  return groups.map((group) => {
    const list = (editions.get(group.id) ?? []).map((e) => ({ ...e, status: awardEditionStatus(e, today) }));
    // The edition a reader cares about: open now, else the next, else the latest.
    const current = list.find((e) => e.status === 'open') ?? [...list].reverse().find((e) => e.status === 'upcoming') ?? list[0] ?? null;
    const withWinners = list.find((e) => (winners.get(e.id) ?? []).length > 0);
    const journal: JournalRef = { nameSystem: group.name_system, name: group.journal_name, abbreviation: group.abbreviation, issn: group.issn };
    const latestWinners = withWinners ? { year: withWinners.year, names: winners.get(withWinners.id) ?? [] } : null;
    const kindLabel = awardKindLabels[group.kind] ?? group.kind;
    return {
      id: group.id,
      kind: group.kind,
      kindLabel,
      name: group.name,
      description: group.description,
      prize: group.prize,
      eligibility: group.eligibility,
      journal,
      subjects: subjectsOf.get(group.journal_id) ?? [],
      currentEdition: current ? { year: current.year, opensOn: current.opens_on, deadline: current.deadline, status: current.status } : null,
      latestWinners,
      path: `/journal/${group.name_system}/awards/${group.id}`,
      status: current?.status ?? 'closed',
      words: wordsOf([group.name, group.description, group.prize, group.eligibility, kindLabel, group.journal_name, group.abbreviation, ...list.flatMap((e) => winners.get(e.id) ?? [])].join(' ')),
    };
  });
}

/** The description with the words that match marked (or null when none of them is there). */
function snippetOf(description: string, needles: string[]): string | null {
  let marked = false;
  const text = description.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(word);
    if (!needles.some((needle) => folded.startsWith(needle))) return word;
    marked = true;
    return `${MARK_OPEN}${word}${MARK_CLOSE}`;
  });
  return marked ? markedSnippet(text) : null;
}

export function awardResults(records: AwardRecord[], query: SearchQuery, includeFacets: boolean, only?: string): SearchResults<AwardSearchItem> {
  const term = (query.q ?? '').trim();
  // Spec 5: a single-character term is ignored; function words narrow nothing (as in article search).
  const typed = term.length > 1 ? wordsOf(term).filter((w) => w.length > 1) : [];
  const needles = typed.some((w) => !STOPWORDS.has(w)) ? typed.filter((w) => !STOPWORDS.has(w)) : typed;
  const candidates = needles.length ? records.filter((record) => needles.every((needle) => record.words.some((word) => word.startsWith(needle)))) : records;
  const selected = new Map<string, Set<string>>();
  for (const facet of query.facets ?? []) selected.set(facet.id, new Set([...(selected.get(facet.id) ?? []), facet.value]));
  const valuesOf: Record<string, (r: AwardRecord) => { value: string; label: string }[]> = {
    kinds: (r) => [{ value: r.kind, label: r.kindLabel }],
    subjects: (r) => r.subjects.map((slug) => ({ value: slug, label: subjects.find((s) => s.slug === slug)?.label ?? slug })),
    journals: (r) => (r.journal ? [{ value: r.journal.nameSystem, label: r.journal.name }] : []),
    status: (r) => [{ value: r.status, label: statusLabels[r.status] ?? r.status }],
  };
  const passes = (r: AwardRecord, except?: string) =>
    [...selected].every(([id, values]) => id === except || !valuesOf[id] || (valuesOf[id]?.(r) ?? []).some((v) => values.has(v.value)));
  const passing = candidates.filter((r) => passes(r));
  let facets: FacetCounts[] | undefined;
  if (includeFacets) {
    facets = awardSearchConfig.facets
      .filter((facet) => !only || only === facet.id)
      .map((facet) => {
        const counts = new Map<string, { label: string; count: number }>();
        for (const value of selected.get(facet.id) ?? []) counts.set(value, { label: statusLabels[value] ?? value, count: 0 });
        for (const r of candidates) {
          if (!passes(r, facet.id)) continue;
          for (const { value, label } of valuesOf[facet.id]?.(r) ?? []) counts.set(value, { label, count: (counts.get(value)?.count ?? 0) + 1 });
        }
        const isSelected = (value: string) => selected.get(facet.id)?.has(value) ?? false;
        return { id: facet.id, label: facet.label, values: sortedFacetValues([...counts].map(([value, v]) => ({ value, label: v.label, count: v.count, selected: isSelected(value) }))) };
      });
  }
  const byName = (a: AwardRecord, b: AwardRecord) => a.name.localeCompare(b.name) || a.id - b.id;
  const statusRank = { open: 0, upcoming: 1, closed: 2 } as const;
  const sort = query.sort ?? 'deadline';
  passing.sort(
    sort === 'name'
      ? byName
      : sort === 'journal'
        ? (a, b) => (a.journal?.name ?? '').localeCompare(b.journal?.name ?? '') || byName(a, b)
        : // Open first, the nearest deadline first; then the ones opening soon; then closed, the latest first.
          (a, b) => {
            const ea = a.currentEdition;
            const eb = b.currentEdition;
            const ra = statusRank[ea?.status ?? 'closed'];
            const rb = statusRank[eb?.status ?? 'closed'];
            if (ra !== rb) return ra - rb;
            const da = ra === 1 ? (ea?.opensOn ?? '') : (ea?.deadline ?? '');
            const db = rb === 1 ? (eb?.opensOn ?? '') : (eb?.deadline ?? '');
            return (ra === 2 ? db.localeCompare(da) : da.localeCompare(db)) || byName(a, b);
          },
  );
  const page = pageNumber(query.page);
  const size = pageSize(query.resultsPerPage, awardSearchConfig);
  const items = passing.slice((page - 1) * size, page * size).map(({ words: _w, status: _s, ...item }) => {
    const snippet = needles.length ? snippetOf(`${item.description} ${item.eligibility}`, needles) : null;
    return snippet ? { ...item, snippet } : item;
  });
  const results: SearchResults<AwardSearchItem> = { total: passing.length, page, resultsPerPage: size, items };
  if (facets) results.facets = facets;
  return results;
}
