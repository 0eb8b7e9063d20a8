// Small helpers the catalogue's queries over Kysely share (its stores and reader on both engines,
// PostgreSQL's search): reading rows through Kysely's `sql` tag, the article summary's columns
// (./rows.ts, portable SQL), lists of ids, numbered text sorted as numbers, bytes of their own.
import { sql, type RawBuilder } from 'kysely';
import type { Db, Engine } from '../../data/sqlDatabase.ts';
import { SUMMARY_COLUMNS as SUMMARY_COLUMNS_TEXT, SUMMARY_FROM as SUMMARY_FROM_TEXT } from './rows.ts';

export async function rowsOf<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

export async function firstOf<Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> {
  return (await query.execute(db)).rows[0];
}

/** A count(*) or sum read as a number (PostgreSQL's sums of 64-bit integers are numerics, read as text). */
export async function countOf(db: Db, query: RawBuilder<{ n: number | string | null }>): Promise<number> {
  return Number((await firstOf(db, query))?.n ?? 0);
}

/** The columns of an article summary (catalogue/rows/rows.ts SummaryRow), over SUMMARY_FROM. */
export const SUMMARY_COLUMNS = sql.raw(SUMMARY_COLUMNS_TEXT);
/** articles a with its issue i, volume v, journal j, section s and special issue si. */
export const SUMMARY_FROM = sql.raw(SUMMARY_FROM_TEXT);

/**
 * The number the leading digits of a text column make, 0 when there are none: SQLite's
 * CAST(text AS INTEGER), which PostgreSQL spells out (an issue named "S1" sorts as 0 on both, rather
 * than fail the query).
 */
export const leadingInteger = (engine: Engine, column: string) =>
  sql.raw(engine === 'sqlite' ? `CAST(${column} AS INTEGER)` : `coalesce(substring(${column} from '^[0-9]+')::numeric, 0)`);

/** `(?, ?, …)` of a non-empty list of ids, for `column IN ${idList(ids)}` on either engine. */
export const idList = (ids: readonly number[]) => sql`(${sql.join(ids)})`;

/**
 * Whether a number asked for can be a row's id or number: beyond 64 bits PostgreSQL refuses the
 * parameter (an error, where SQLite simply finds nothing), and no row has such an id.
 */
export const isRowNumber = (value: number): boolean => Number.isSafeInteger(value);

/** The same for a 32-bit column (a volume's number). */
export const isInt32 = (value: number): boolean => Number.isInteger(value) && Math.abs(value) <= 2_147_483_647;

/** SQL text written for both engines with SQLite's `?` (publishing's reads, the date filters), its `?` bound in order. */
export function sharedQuery<Row>(text: string, ...values: (string | number)[]): RawBuilder<Row> {
  const parts = text.split('?');
  return sql<Row>(Object.assign(parts, { raw: parts }) as unknown as TemplateStringsArray, ...values);
}

/**
 * Bytes read from a BLOB or bytea column as bytes of their own: pg hands a Buffer that may be a slice
 * of a shared one (kept, it would keep all of it); node:sqlite's are already the row's own.
 */
export const ownBytes = (content: Uint8Array): Uint8Array => (Buffer.isBuffer(content) ? new Uint8Array(content) : content);
