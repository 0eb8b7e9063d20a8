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
  let droppedIndexes: string[] = [];
  const seedClient = (): pg.PoolClient => {
    if (!client) throw new Error('the seed has not begun');
    return client;
  };
  const rows = batchedRows(seedClient);

  return {
    begin: async () => {
      client = await pool.connect();
      await beginSeedTransaction(client);
      return rows.statements();
    },
    beforeArticles: async () => {
      await rows.drain();
      droppedIndexes = await dropSecondaryIndexes(seedClient());
    },
    afterArticles: async () => {
      await rows.drain();
      for (const definition of droppedIndexes) await seedClient().query(definition);
      droppedIndexes = [];
    },
    deriveAfterArticles: async () => {
      await rows.drain();
      await topUpEditorsChoice(seedClient());
      await topUpCollections(seedClient());
      await updateArticleCounts(seedClient());
    },
    flush: () => rows.flush(),
    commit: async () => {
      await rows.drain();
      await continueIdentities(seedClient());
      await seedClient().query('COMMIT');
    },
    finish: () => analyseAndListWords(pool),
    abandon: async () => {
      await rows.idle();
      await client?.query('ROLLBACK').catch(() => undefined);
    },
    close: async () => {
      await rows.idle();
      client?.release();
      client = null;
    },
  };
}

/** The seed's rows on their way to the database: gathered into batches, each written after the one before. */
interface BatchedRows {
  /** The statements of a new seed, which gather its rows (section ids counted from 1 again). */
  statements(): SeedStatements;
  /** Every row given so far written (before a step that reads them or changes the schema); throws a failed batch's error. */
  drain(): Promise<void>;
  /** Holds the seed back while more than MAX_WAITING batches wait to be written; throws a failed batch's error. */
  flush(): Promise<void>;
  /** Settles, never failing, once the batches sent are written or have failed (before a rollback or a release). */
  idle(): Promise<void>;
}

function batchedRows(seedClient: () => pg.PoolClient): BatchedRows {
  const rows = new RowBatches();
  /** Batches sent, oldest first: each settles when it is written (or when one before it failed). */
  let writing: Promise<void>[] = [];
  let tail: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  let sectionId = 0;

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

  const add = (kind: (typeof seedRowKinds)[number], values: SeedValue[]): void => {
    rethrow();
    if (rows.add(kind, values)) send(rows.take());
  };

  return {
    statements: () => {
      sectionId = 0;
      const entries = seedRowKinds.map((kind) => {
        // The seed gives sections no id (SQLite numbers them in writing order, and the seed counts along):
        // the same count here, in front of the row (seedTables.ts).
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
    },
    drain: async () => {
      if (!rows.empty) send(rows.take());
      await tail.catch(() => undefined);
      rethrow();
    },
    flush: async () => {
      rethrow();
      while (writing.length > MAX_WAITING) await writing[0];
      rethrow();
    },
    idle: () => tail.catch(() => undefined),
  };
}

/** Opens the seed's transaction on its client, the old catalogue emptied at its start. */
async function beginSeedTransaction(client: pg.PoolClient): Promise<void> {
  await client.query('BEGIN');
  // Index builds after the load sort in memory rather than on disk, within this much.
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  await client.query(`TRUNCATE ${catalogueTables.join(', ')} RESTART IDENTITY`);
}

/**
 * Drops the secondary indexes of the bulk-loaded tables (not those of constraints) so that the load
 * need not keep them up to date row by row; gives their definitions, to build them again after it.
 */
async function dropSecondaryIndexes(client: pg.PoolClient): Promise<string[]> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = to_regnamespace(current_schema()))
     ORDER BY i.indexname`,
    [bulkLoadedTables],
  );
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  return indexes.map((index) => index.definition);
}

/** Rows added later without an id (an import, a test) get the ids after the seed's. */
async function continueIdentities(client: pg.PoolClient): Promise<void> {
  for (const table of identityTables) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`);
  }
}

/**
 * Planner statistics for the new rows (autovacuum would take them later, after the first readers),
 * then the word lists, in one transaction on another connection of the pool (readers search through
 * the indexes until they are there). The Kysely handle is not destroyed: that would end the caller's pool.
 */
async function analyseAndListWords(pool: pg.Pool): Promise<void> {
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await seededWordLists(db, async (tx) => void (await sql.raw(`ANALYZE ${catalogueTables.join(', ')}`).execute(tx)));
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
