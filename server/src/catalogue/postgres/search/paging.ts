// One page of article results in the reader's sort order on PostgreSQL, as SQLite's paging.ts orders
// them: relevance (ranking.ts), newest first (by publication day, then id: highest id first where ids
// follow the dates), most cited and most viewed (ties: the newer first), bibliographic order (journal
// by name, volume and issue descending, then article by id). A selection with words holds its ids (at
// most ten thousand unless the tree is counted whole), put newest first in this process (by the facet
// index's days where ids do not follow the dates), by citations or in bibliographic order (by its
// citations and shelves), in SQL while there is no facet index; a search without words pages through
// the articles in SQL.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { PgPlan } from './plan.ts';
import { facetIndexOf, type PgCatalogue } from './catalogue.ts';
import { ISSUE_NUMBER, SHELF_JOINS, type FacetIndex } from './facetIndex.ts';
import { rankSelection } from './ranking.ts';
import type { KeptSort, PgSelection } from './selection.ts';

/** ORDER BY of each sort on alias a (bibliographic order also needs the issue's volume: aliases v, i, j). */
function orderOf(sort: string): RawBuilder<unknown> {
  if (sort === 'citations') return sql`a.citations DESC, a.id DESC`;
  if (sort === 'views') return sql`a.views DESC, a.id DESC`;
  if (sort === 'bibliographic') {
    return sql`j.name COLLATE "C", j.id, v.volume DESC, ${ISSUE_NUMBER} DESC, a.id`;
  }
  return sql`a.published_at DESC, a.id DESC`;
}

const BIBLIOGRAPHIC_JOINS = sql`JOIN journals j ON j.id = a.journal_id ${SHELF_JOINS}`;

async function orderedIds(db: Db, where: RawBuilder<unknown>, sort: string, offset: number, size: number): Promise<number[]> {
  const joins = sort === 'bibliographic' ? BIBLIOGRAPHIC_JOINS : sql``;
  const { rows } = await sql<{ id: number }>`
    SELECT a.id FROM articles a ${joins} WHERE ${where} ORDER BY ${orderOf(sort)} OFFSET ${offset} LIMIT ${size}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Room for an id in a packed sort key, and for a day, offset by DAY_ROOM so that a key is never negative (one beyond ±DAY_ROOM, 4841 or 900 BC, sorts as that bound). */
const ID_ROOM = 2 ** 32;
const DAY_ROOM = 2 ** 20;

/**
 * The selection's ids newest first where ids do not follow the dates, kept on it for its next page: by
 * publication day, then id, as SQLite orders them. A sort of at most ten thousand keys, where sending
 * the ids to the database to sort cost a search at a million articles more than the rest of it did.
 */
export function newestFirst(sel: PgSelection, days: Int32Array): number[] {
  sel.newest ??= byKeyDescending(sel.passing ?? [], (id) => Math.min(DAY_ROOM - 1, Math.max(-DAY_ROOM, days[id] ?? 0)) + DAY_ROOM);
  return sel.newest;
}

/** Ids by a whole-number key in [0, 2^21), highest first, then the higher id: one native sort of packed keys (key × 2^32 + id, exact in a Float64). */
function byKeyDescending(ids: number[], keyOf: (id: number) => number): number[] {
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) keys[i] = keyOf(ids[i] as number) * ID_ROOM + (ids[i] as number);
  keys.sort();
  const out = new Array<number>(keys.length);
  for (let i = 0; i < keys.length; i++) out[i] = (keys[keys.length - 1 - i] as number) % ID_ROOM;
  return out;
}

/**
 * Selections up to this size are sorted by the facet index; larger ones (a tree counted whole) are
 * paged in SQL, as SQLite sorts up to as many directly: a sort in this process would hold up every
 * other request while it runs.
 */
const KEPT_SORT_LIMIT = 50_000;

/** Each journal's place in bibliographic order (the catalogue's journals, by name as SQL's "C" collation has them), by journal id. */
const journalPlaces = new WeakMap<PgCatalogue['journals'], Int32Array>();
function journalPlaceOf(cat: PgCatalogue): Int32Array {
  let places = journalPlaces.get(cat.journals);
  if (!places) {
    places = new Int32Array(0x10000).fill(0x10000);
    cat.journals.forEach((journal, place) => {
      if (journal.id <= 0xffff) (places as Int32Array)[journal.id] = place;
    });
    journalPlaces.set(cat.journals, places);
  }
  return places;
}

/** Ids by citations, most first, then the newer: packed keys where every count fits one (below 2^21), else a comparison. */
function byCitations(passing: number[], citations: Int32Array): number[] {
  const count = (id: number) => citations[id] ?? 0;
  if (passing.every((id) => count(id) >= 0 && count(id) < 2 ** 21)) return byKeyDescending(passing, count);
  return [...passing].sort((a, b) => count(b) - count(a) || b - a);
}

/**
 * The whole selection by citations (most first, then the newer) or in bibliographic order (journal by
 * name, volume and issue descending, then article by id), sorted in this process by the facet index
 * as orderOf sorts in SQL, and kept on the selection for its next pages. Neither key changes without
 * a publish, which starts new selections: only a seeding writes citations, and a new version of an
 * article keeps its issue and citations (and has the catalogue read afresh).
 */
function keptOrder(cat: PgCatalogue, sel: PgSelection, passing: number[], sort: KeptSort, index: FacetIndex): number[] {
  const kept = sel.orders?.[sort];
  if (kept) return kept;
  let ids: number[];
  if (sort === 'citations') ids = byCitations(passing, index.citations);
  else {
    const places = journalPlaceOf(cat);
    const place = (id: number) => places[(index.keys[id] ?? 0) & 0xffff] as number;
    const shelf = (id: number) => index.shelves[id] ?? 0;
    ids = [...passing].sort((a, b) => place(a) - place(b) || shelf(b) - shelf(a) || a - b);
  }
  (sel.orders ??= {})[sort] = ids;
  return ids;
}

/** The days to sort a selection newest first by: null where ids follow the dates (no sort needed); undefined while no facet index is read (no word lists). */
async function sortDays(db: Db, cat: PgCatalogue): Promise<Int32Array | null | undefined> {
  if (cat.dateOrdered) return null;
  return (await facetIndexOf(db, cat))?.days;
}

/** The page at `offset` of ascending ids newest first where ids follow the dates: read from the end. */
const newestByIds = (ids: number[], offset: number, size: number) => ids.slice(Math.max(0, ids.length - offset - size), ids.length - offset).reverse();

/** The ids of one page of the selection in the sort order. */
export async function pageIds(db: Db, p: PgPlan, cat: PgCatalogue, sort: string, sel: PgSelection, offset: number, size: number): Promise<number[]> {
  if (size <= 0) return [];
  if (!sel.passing) {
    // Without words: every article in scope that passes the facet filters.
    return orderedIds(db, sql`a.id BETWEEN ${p.from} AND ${p.to} AND ${p.scope} AND ${p.facets}`, sort === 'relevancy' ? 'publication_date' : sort, offset, size);
  }
  const passing = sel.passing;
  if (!passing.length || offset >= passing.length) return [];
  if (sort === 'citations' || sort === 'bibliographic' || sort === 'views') {
    // Views change as articles are read: each page by views is read afresh, exact as SQLite's are.
    const index = sort === 'views' || passing.length > KEPT_SORT_LIMIT ? null : await facetIndexOf(db, cat);
    if (!index) return orderedIds(db, sql`a.id = ANY(${passing}::bigint[])`, sort, offset, size);
    return keptOrder(cat, sel, passing, sort as KeptSort, index).slice(offset, offset + size);
  }
  const days = await sortDays(db, cat);
  if (sort === 'relevancy' && p.tree) {
    // Ranked once per selection: the next page of the same search reads the same order. Where ids
    // follow the dates, or without the days, the unranked rest is in id order.
    sel.rank ??= await rankSelection(db, p, sel, days ? newestFirst(sel, days) : [...passing].reverse());
    return sel.rank.slice(offset, offset + size);
  }
  if (days === null) return newestByIds(passing, offset, size);
  if (days === undefined) return orderedIds(db, sql`a.id = ANY(${passing}::bigint[])`, 'publication_date', offset, size);
  return newestFirst(sel, days).slice(offset, offset + size);
}
