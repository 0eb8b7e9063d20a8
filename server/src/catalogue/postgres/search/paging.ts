// One page of article results in the reader's sort order on PostgreSQL, as SQLite's paging.ts orders
// them: relevance (ranking.ts), newest first (highest id first where ids follow the dates), most
// cited and most viewed (ties: the newer first), bibliographic order (journal by name, volume and
// issue descending, then article by id). A selection with words holds its ids (at most ten thousand
// unless the tree is counted whole); a search without words pages through the articles in SQL.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { PgCatalogue } from './catalogue.ts';
import type { PgPlan } from './plan.ts';
import { rankSelection } from './ranking.ts';
import type { PgSelection } from './selection.ts';

/** ORDER BY of each sort on alias a (bibliographic order also needs the volume: aliases v, i, j). */
function orderOf(sort: string): RawBuilder<unknown> {
  if (sort === 'citations') return sql`a.citations DESC, a.id DESC`;
  if (sort === 'views') return sql`a.views DESC, a.id DESC`;
  if (sort === 'bibliographic') {
    // SQLite keeps the issue as a number below 16 (non-numbers as 0) in its ordering key.
    return sql`j.name COLLATE "C", j.id, v.volume DESC,
      CASE WHEN i.issue ~ '^[0-9]{1,9}$' THEN least(15, i.issue::int % 256) ELSE 0 END DESC, a.id`;
  }
  return sql`a.published_at DESC, a.id DESC`;
}

const BIBLIOGRAPHIC_JOINS = sql`JOIN journals j ON j.id = a.journal_id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id`;

async function orderedIds(db: Db, where: RawBuilder<unknown>, sort: string, offset: number, size: number): Promise<number[]> {
  const joins = sort === 'bibliographic' ? BIBLIOGRAPHIC_JOINS : sql``;
  const { rows } = await sql<{ id: number }>`
    SELECT a.id FROM articles a ${joins} WHERE ${where} ORDER BY ${orderOf(sort)} OFFSET ${offset} LIMIT ${size}`.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The ids of one page of the selection in the sort order. */
export async function pageIds(db: Db, p: PgPlan, cat: PgCatalogue, sort: string, sel: PgSelection, offset: number, size: number): Promise<number[]> {
  if (size <= 0) return [];
  if (!sel.passing) {
    // Without words: every article in scope that passes the facet filters.
    return orderedIds(db, sql`a.id BETWEEN ${p.from} AND ${p.to} AND ${p.scope} AND ${p.facets}`, sort === 'relevancy' ? 'publication_date' : sort, offset, size);
  }
  const passing = sel.passing;
  if (sort === 'relevancy' && p.tree && passing.length) {
    // Ranked once per selection: the next page of the same search reads the same order.
    sel.rank ??= await rankSelection(db, p, sel);
    return sel.rank.slice(offset, offset + size);
  }
  if (sort === 'citations' || sort === 'views' || sort === 'bibliographic' || !cat.dateOrdered) {
    if (!passing.length || offset >= passing.length) return [];
    return orderedIds(db, sql`a.id = ANY(${passing}::bigint[])`, sort === 'relevancy' ? 'publication_date' : sort, offset, size);
  }
  const out: number[] = [];
  for (let i = passing.length - 1 - offset; i >= 0 && out.length < size; i--) out.push(passing[i] as number);
  return out;
}
