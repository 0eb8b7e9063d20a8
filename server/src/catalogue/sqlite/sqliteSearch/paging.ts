// One page of results in the reader's sort order: relevance (the bm25 window, then older matches),
// newest first, or by citations / views / bibliographic order.
import type { Catalogue, SearchContext } from './context.ts';
import { countBelow } from './idLists.ts';
import { bibliographicKey, JOURNAL_ROOM } from '../articleIndex.ts';
import type { ArticlePlan } from './plan.ts';
import { rankWindow } from './ranking.ts';
import type { Selection } from './selection.ts';

/** Result sets up to this size are sorted directly; larger ones walk a precomputed global order. */
const DIRECT_SORT_LIMIT = 50_000;

/** The ids of one page of the selection in the query's sort order. */
export function pageIds(ctx: SearchContext, p: ArticlePlan, cat: Catalogue, sort: string, sel: Selection, offset: number, size: number): number[] {
  const { index } = cat;
  const passing = sel.passing;
  const newestFirst = (list: Int32Array, start: number, count: number): number[] => {
    if (index.dateOrdered) {
      const out: number[] = [];
      for (let i = list.length - 1 - start; i >= 0 && out.length < count; i--) out.push(list[i] as number);
      return out;
    }
    return Array.from(list)
      .sort((a, b) => (index.day[b] as number) - (index.day[a] as number) || b - a)
      .slice(start, start + count);
  };
  if (sort === 'relevancy' && p.match && p.tree && passing.length) {
    // Ranked once per selection: the next page of the same search reads the same order.
    sel.rank ??= rankWindow(ctx, p, sel);
    const { ranked, bound } = sel.rank;
    if (offset + size <= ranked.length) return ranked.slice(offset, offset + size);
    const out = ranked.slice(offset);
    const older = passing.subarray(0, countBelow(passing, bound));
    return out.concat(newestFirst(older, Math.max(0, offset - ranked.length), size - out.length));
  }
  if (sort === 'citations' || sort === 'views' || sort === 'bibliographic') {
    const rank = (journalId: number) => cat.nameRank.get(journalId) ?? JOURNAL_ROOM - 1;
    if (passing.length <= DIRECT_SORT_LIMIT) {
      const keyOf =
        sort === 'citations'
          ? (id: number) => index.citations[id] as number
          : sort === 'views'
            ? (id: number) => index.views[id] as number
            : (id: number) => bibliographicKey(rank(index.journal[id] as number), index.volume[id] as number, index.issue[id] as number);
      const idBits = 2 ** 21;
      const keys = new Float64Array(passing.length);
      for (let i = 0; i < passing.length; i++) {
        const id = passing[i] as number;
        keys[i] = keyOf(id) * idBits + (sort === 'bibliographic' ? idBits - 1 - id : id);
      }
      keys.sort();
      const out: number[] = [];
      for (let i = keys.length - 1 - offset; i >= 0 && out.length < size; i--) {
        const low = (keys[i] as number) % idBits;
        out.push(sort === 'bibliographic' ? idBits - 1 - low : low);
      }
      return out;
    }
    // Every article passes (no text, no filter): the global order is the answer.
    const everything = passing.length === index.count;
    const member = everything ? null : new Uint8Array(index.maxId + 1);
    if (member) for (const id of passing) member[id] = 1;
    const order = index.order(sort, rank);
    const out: number[] = [];
    let skipped = 0;
    for (let i = 0; i < order.length && out.length < size; i++) {
      const id = order[i] as number;
      if (member && !member[id]) continue;
      if (skipped < offset) skipped++;
      else out.push(id);
    }
    return out;
  }
  return newestFirst(passing, offset, size);
}
