// The seed's rows gathered per table, column by column, and written a batch at a time: one
// `INSERT INTO t (columns) SELECT * FROM unnest($1::type[], $2::type[], ...)` per table, whose
// parameters are the columns as arrays. However many rows, that is one statement with one parameter
// per column (a multi-row VALUES list would need a parameter per value, at most 65,535 of them), parsed
// and planned once, with no extra library (COPY would need one for its stream).
import type pg from 'pg';
import type { SeedRowKind, SeedValue } from '../../seed/seedSteps/statements.ts';
import { seedTables, writeOrder } from './seedTables.ts';

type Column = (string | number | null | Uint8Array)[];

/** The rows of one batch: per row kind, its columns. */
export type Batch = Map<SeedRowKind, Column[]>;

/** A batch is handed to the database once it holds this much (about; strings by their length). */
export const BATCH_BYTES = 8 * 1024 * 1024;
export const BATCH_ROWS = 20_000;

export class RowBatches {
  private batch: Batch = new Map();
  private bytes = 0;
  private rows = 0;

  /** Adds one row; true when the batch is now full. */
  add(kind: SeedRowKind, values: SeedValue[]): boolean {
    const width = seedTables[kind].columns.length;
    if (values.length !== width) throw new Error(`a ${kind} row has ${width} columns, not ${values.length}`);
    let columns = this.batch.get(kind);
    if (!columns) {
      columns = Array.from({ length: width }, () => []);
      this.batch.set(kind, columns);
    }
    for (let i = 0; i < width; i++) {
      const value = values[i] ?? null;
      // Seed values are numbers, text and bytes; a 64-bit integer goes as its decimal text.
      (columns[i] as Column).push(typeof value === 'bigint' ? value.toString() : value);
      this.bytes += typeof value === 'string' ? value.length : value instanceof Uint8Array ? value.byteLength : 8;
    }
    this.rows += 1;
    return this.bytes >= BATCH_BYTES || this.rows >= BATCH_ROWS;
  }

  get empty(): boolean {
    return this.rows === 0;
  }

  /** The rows gathered so far, as a batch of their own; gathering starts again. */
  take(): Batch {
    const batch = this.batch;
    this.batch = new Map();
    this.bytes = 0;
    this.rows = 0;
    return batch;
  }
}

/** Writes a batch, table by table in the write order (a table after those it refers to). */
export async function writeBatch(client: pg.PoolClient, batch: Batch): Promise<void> {
  for (const kind of writeOrder) {
    const columns = batch.get(kind);
    if (!columns || (columns[0] as Column).length === 0) continue;
    const { table, columns: spec, ignoreConflicts, upsert } = seedTables[kind];
    const names = spec.map(([name]) => name).join(', ');
    const arrays = spec.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    const replaced = upsert ? spec.map(([name]) => name).filter((name) => !upsert.keep.includes(name)).map((name) => `${name} = EXCLUDED.${name}`).join(', ') : '';
    const conflict = upsert ? ` ON CONFLICT (${upsert.key}) DO UPDATE SET ${replaced}` : ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '';
    await client.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})${conflict}`, columns);
  }
}
