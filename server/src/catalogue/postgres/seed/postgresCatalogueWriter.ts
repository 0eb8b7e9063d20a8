// The PostgreSQL side of a seed (seed/catalogueWriter.ts): one transaction on one client of the pool,
// the old catalogue truncated at its start, rows gathered and written in batches (rowBatches.ts), the
// secondary indexes of the article tables built once after the load, the derived columns in SQL, and
// planner statistics after the commit.
//
// The seed hands over rows synchronously (run()); a full batch is sent at once and written while the
// seed goes on making articles (the database works in its own process), one batch after the other on
// the seed's client. The seed awaits flush() every few articles, which holds it back while more than
// one batch waits: memory holds at most the batch being gathered and two being written.
//
// TRUNCATE takes its tables' exclusive lock until the commit: readers of the catalogue wait for the
// seed (SQLite's readers go on reading the old catalogue). Seed a live database through the CLI while
// the site is down, or accept the pause.
import type pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Db } from '../../../data/sqlDatabase.ts';
import { seededWordLists } from '../search/wordLists.ts';
import { CATALOGUE_VERSION, type CatalogueWriter } from '../../seed/catalogueWriter.ts';
import { seedRowKinds, type SeedStatements, type SeedValue } from '../../seed/seedSteps/statements.ts';
import { RowBatches, writeBatch, type Batch } from './rowBatches.ts';
import { topUpCollections, topUpEditorsChoice, updateArticleCounts } from './derivedColumns.ts';
import { bulkLoadedTables, catalogueTables, identityTables } from './seedTables.ts';

/** Batches sent and not yet written beyond which flush() waits. */
const MAX_WAITING = 1;

export function postgresCatalogueWriter(pool: pg.Pool): CatalogueWriter {
  let client: pg.PoolClient | null = null;
  const rows = new RowBatches();
  /** Batches sent, oldest first: each settles when it is written (or when one before it failed). */
  let writing: Promise<void>[] = [];
  let tail: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  let droppedIndexes: string[] = [];
  let sectionId = 0;

  const seedClient = (): pg.PoolClient => {
    if (!client) throw new Error('the seed has not begun');
    return client;
  };

  const send = (batch: Batch): void => {
    const target = seedClient();
    // Each batch after the one before: rows of a later batch may refer to rows of an earlier one.
    const written = tail.then(() => writeBatch(target, batch));
    tail = written.catch((error: unknown) => {
      failure ??= error;
      throw error;
    });
    // Seen here, so that a failed batch is no unhandled rejection; the next flush or step throws it.
    tail.catch(() => undefined);
    const settled = tail.catch(() => undefined).finally(() => {
      writing = writing.filter((entry) => entry !== settled);
    });
    writing.push(settled);
  };

  const rethrow = () => {
    if (failure) throw failure;
  };

  /** Every row given so far written (before a step that reads them or changes the schema). */
  const drain = async () => {
    if (!rows.empty) send(rows.take());
    await tail.catch(() => undefined);
    rethrow();
  };

  const statements = (): SeedStatements => {
    const entries = seedRowKinds.map((kind) => {
      const run =
        kind === 'section'
          ? (...values: SeedValue[]) => {
              sectionId += 1;
              return add(kind, [sectionId, ...values]);
            }
          : (...values: SeedValue[]) => add(kind, values);
      return [kind, { run }];
    });
    return Object.fromEntries(entries) as SeedStatements;
  };

  const add = (kind: (typeof seedRowKinds)[number], values: SeedValue[]): void => {
    rethrow();
    if (rows.add(kind, values)) send(rows.take());
  };

  return {
    begin: async () => {
      client = await pool.connect();
      await client.query('BEGIN');
      // Index builds after the load sort in memory rather than on disk, within this much.
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      await client.query(`TRUNCATE ${catalogueTables.join(', ')} RESTART IDENTITY`);
      sectionId = 0;
      return statements();
    },
    beforeArticles: async () => {
      await drain();
      const { rows: indexes } = await seedClient().query<{ name: string; definition: string }>(
        `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
         WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = to_regnamespace(current_schema()))
         ORDER BY i.indexname`,
        [bulkLoadedTables],
      );
      for (const index of indexes) await seedClient().query(`DROP INDEX ${index.name}`);
      droppedIndexes = indexes.map((index) => index.definition);
    },
    afterArticles: async () => {
      await drain();
      for (const definition of droppedIndexes) await seedClient().query(definition);
      droppedIndexes = [];
    },
    deriveAfterArticles: async () => {
      await drain();
      await topUpEditorsChoice(seedClient());
      await topUpCollections(seedClient());
      await updateArticleCounts(seedClient());
    },
    flush: async () => {
      rethrow();
      while (writing.length > MAX_WAITING) await writing[0];
      rethrow();
    },
    commit: async () => {
      await drain();
      // Rows added later without an id (an import, a test) get the ids after the seed's.
      for (const table of identityTables) {
        await seedClient().query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`);
      }
      await seedClient().query('COMMIT');
    },
    finish: async () => {
      // Planner statistics for the new rows (autovacuum would take them later, after the first
      // readers), then the word lists, in one transaction on another connection of the pool (readers
      // search through the indexes until they are there). The Kysely handle is not destroyed: that
      // would end the caller's pool.
      const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
      await seededWordLists(db, async (tx) => void (await sql.raw(`ANALYZE ${catalogueTables.join(', ')}`).execute(tx)));
    },
    abandon: async () => {
      await tail.catch(() => undefined);
      await client?.query('ROLLBACK').catch(() => undefined);
    },
    close: async () => {
      await tail.catch(() => undefined);
      client?.release();
      client = null;
    },
  };
}

/** True when the database holds a catalogue of the current version (the CLI skips seeding then, unless forced). */
export async function hasPostgresCatalogue(pool: pg.Pool): Promise<boolean> {
  try {
    const { rows } = await pool.query<{ version: string | null; present: boolean }>(
      "SELECT (SELECT value FROM catalogue_info WHERE key = 'version') AS version, EXISTS (SELECT 1 FROM journals) AS present",
    );
    return rows[0]?.version === CATALOGUE_VERSION && rows[0]?.present === true;
  } catch {
    return false;
  }
}
