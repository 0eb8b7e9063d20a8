// The facet fields of every article, held by the search in this process: one number per article id
// (its journal, type and region) and its publication day, read once per seeding. A word list
// (wordLists.ts) gives a search its newest matches; this filters them and counts their facets without
// asking the database once per match: a walk of ten thousand ids is a loop over an array (SQLite's
// search keeps the same in its ArticleIndex). The days put a selection newest first where ids do not
// follow the dates (an article imported with an earlier date than the last), in this process rather
// than by sending its ids to the database (paging.ts); its citations and its place on the shelves
// (volume and issue) order it by citations and in bibliographic order there too, as SQLite's index
// does. Neither changes without a publish: only a seeding writes citations, and a new version of an
// article keeps its issue (a job that refreshed citations would have to change the catalogue's
// stamp). Sixteen bytes an article: 16 MB at a million.
import { sql } from 'kysely';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { HistogramRow } from './catalogue.ts';

export interface FacetIndex {
  /** By article id: journal id | type code << 16 | region code << 24 (0: no article). */
  keys: Uint32Array;
  /** By article id: the publication day (days since 1970-01-01, as SQLite's ArticleIndex counts them). */
  days: Int32Array;
  /** By article id: its citations. */
  citations: Int32Array;
  /** By article id: SHELF of its volume and issue. */
  shelves: Int32Array;
  /** Type and region codes: 1 + the position in these lists (region 0: none). */
  types: string[];
  regions: string[];
}

/**
 * A stored publication date ("2024-02-15", perhaps with a time after it, which is not read) as days
 * since 1970, the first of its month plus its day: read with the index, and with the articles a
 * publish adds (catalogue.ts). Imports store real days (jats/front.ts isoDate); a value stored before
 * that may not be one, and none fails the read of the whole index, as a cast to date would. A day
 * past its month's end ("2024-02-31") runs into the next month, and a day 00 or past 31 or a month
 * out of range is 0, as SQLite's julianday has them.
 */
export const PUBLICATION_DAY = sql`(CASE WHEN published_at ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])'
  THEN (left(published_at, 7) || '-01')::date - DATE '1970-01-01' + substr(published_at, 9, 2)::int - 1 ELSE 0 END)::int4`;

/** An issue's number as bibliographic order takes it: a number below 16, other issues 0 (as SQLite's index keeps it). On the alias i (issues). */
export const ISSUE_NUMBER = sql`CASE WHEN i.issue ~ '^[0-9]{1,9}$' THEN least(15, i.issue::int % 256) ELSE 0 END`;

/**
 * An article's volume and issue as one number, bibliographic order's key within a journal (volume,
 * then issue, both descending). A volume past ±2^27 (none a publish makes) is kept to that bound, so
 * that no stored value fails the read of the whole index. On the aliases i (issues) and v (volumes).
 */
export const SHELF = sql`(least(greatest(v.volume, -134217728), 134217727) * 16 + ${ISSUE_NUMBER})::int4`;

/** An article's citations as the index holds them (a stored value past the 4-byte range is kept to its bound, for the same reason). */
export const CITATIONS = sql`greatest(least(citations, 2147483647), -2147483648)::int4`;

/** The joins SHELF reads, from articles on the alias a. */
export const SHELF_JOINS = sql`JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id`;

/** Ids read per statement (24 bytes each in one bytea value). */
const CHUNK = 250_000;

/** Each issue's shelf by issue id, from (int8 id, int4 shelf) pairs. */
function issueShelves(packed: Buffer | null): Map<number, number> {
  const byId = new Map<number, number>();
  for (let at = 0; packed && at < packed.length; at += 12) byId.set(Number(packed.readBigInt64BE(at)), packed.readInt32BE(at + 8));
  return byId;
}

/** The index of the catalogue's articles up to `maxId`; null when its journal ids, types or regions do not fit a key. */
export async function loadFacetIndex(db: Db, maxId: number, histogram: HistogramRow[]): Promise<FacetIndex | null> {
  const types = [...new Set(histogram.map((row) => row.article_type))].sort();
  const regions = [...new Set(histogram.flatMap((row) => (row.region ? [row.region] : [])))].sort();
  if (types.length > 255 || regions.length > 255 || histogram.some((row) => row.journal_id > 0xffff)) return null;
  const keys = new Uint32Array(maxId + 1);
  const days = new Int32Array(maxId + 1);
  const citations = new Int32Array(maxId + 1);
  const shelves = new Int32Array(maxId + 1);
  // Each issue's shelf, read once: the articles name their issue, which spares the big read a join.
  const { rows: issueRows } = await sql<{ packed: Buffer | null }>`
    SELECT string_agg(int8send(i.id) || int4send(${SHELF}), ''::bytea) AS packed FROM issues i JOIN volumes v ON v.id = i.volume_id`.execute(db);
  const shelfOfIssue = issueShelves(issueRows[0]?.packed ?? null);
  for (let lo = 1; lo <= maxId; lo += CHUNK) {
    const { rows } = await sql<{ packed: Buffer | null }>`
      SELECT string_agg(int4send(id::int4) || int4send(journal_id::int4 | (coalesce(array_position(${types}::text[], article_type), 0) << 16)
        | (coalesce(array_position(${regions}::text[], region), 0) << 24))
        || int4send(${PUBLICATION_DAY}) || int4send(${CITATIONS}) || int8send(issue_id), ''::bytea) AS packed
      FROM articles WHERE id BETWEEN ${lo} AND ${Math.min(maxId, lo + CHUNK - 1)}`.execute(db);
    const packed = rows[0]?.packed;
    if (!packed) continue;
    for (let at = 0; at < packed.length; at += 24) {
      const id = packed.readInt32BE(at);
      keys[id] = packed.readUInt32BE(at + 4);
      days[id] = packed.readInt32BE(at + 8);
      citations[id] = packed.readInt32BE(at + 12);
      shelves[id] = shelfOfIssue.get(packed.readInt32BE(at + 16) * 2 ** 32 + packed.readUInt32BE(at + 20)) ?? 0;
    }
  }
  return { keys, days, citations, shelves, types, regions };
}

/** An article's facet fields, as a publish adds them. */
export interface FacetFields {
  id: number;
  journal_id: number;
  article_type: string;
  region: string | null;
  /** PUBLICATION_DAY of the article. */
  day: number;
  citations: number;
  /** SHELF of the article. */
  shelf: number;
}

/**
 * The index with articles added after it was read (ids above its last), keyed as loadFacetIndex keys
 * them; null when one of them has a type or region the index has no code for (codes follow the
 * sorted lists, so the index is read again) or a journal id past a key's room.
 */
export function extendedFacetIndex(index: FacetIndex, added: readonly FacetFields[], maxId: number): FacetIndex | null {
  const keys = new Uint32Array(maxId + 1);
  keys.set(index.keys.subarray(0, Math.min(index.keys.length, maxId + 1)));
  const grown = (array: Int32Array) => {
    const copy = new Int32Array(maxId + 1);
    copy.set(array.subarray(0, Math.min(array.length, maxId + 1)));
    return copy;
  };
  const days = grown(index.days);
  const citations = grown(index.citations);
  const shelves = grown(index.shelves);
  for (const article of added) {
    const type = index.types.indexOf(article.article_type) + 1;
    const region = article.region === null ? 0 : index.regions.indexOf(article.region) + 1;
    if (type === 0 || (article.region !== null && region === 0) || article.journal_id > 0xffff) return null;
    keys[article.id] = article.journal_id | (type << 16) | (region << 24);
    days[article.id] = article.day;
    citations[article.id] = article.citations;
    shelves[article.id] = article.shelf;
  }
  return { keys, days, citations, shelves, types: index.types, regions: index.regions };
}
