// Publishing's transaction on PostgreSQL (publishing/catalogueQueries.ts ImportTransaction): one
// client of the pool, BEGIN, then a transaction-scoped advisory lock that lets one import at a time
// place articles (new ids, identifiers and volumes are read and then written: two server copies
// importing at once must not pick the same), the seed's row batches for the rows, the word lists
// brought up to date with a new version's text, COMMIT or ROLLBACK.
import type pg from 'pg';
import type { ImportTransaction, SqlValue } from '../../publishing/catalogueQueries.ts';
import type { PublishingSession } from '../../publishing/importSession.ts';
import { seedRowKinds, type SeedStatements, type SeedValue } from '../../seed/seedSteps/statements.ts';
import { RowBatches, writeBatch } from './rowBatches.ts';
import { clientDb, numberedParameters } from '../../../data/postgres/postgresDatabase.ts';
import { reindexArticleWords } from '../search/wordLists.ts';

/** The advisory lock key of publishing (any constant both copies agree on). */
const PUBLISHING_LOCK = 310_031;

export function postgresImportSession(pool: pg.Pool): PublishingSession {
  return {
    async begin() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [PUBLISHING_LOCK]);
      } catch (error) {
        client.release();
        throw error;
      }
      const rows = new RowBatches();
      const sections: SeedValue[][] = [];
      const statements = Object.fromEntries(
        seedRowKinds.map((kind) => [kind, { run: (...values: SeedValue[]) => (kind === 'section' ? sections.push(values) : rows.add(kind, values)) }]),
      ) as SeedStatements;
      const tx: ImportTransaction = {
        engine: 'postgres',
        statements,
        all: async <Row>(sql: string, ...params: SqlValue[]) => (await client.query(numberedParameters(sql), params)).rows as Row[],
        run: async (sql: string, ...params: SqlValue[]) => {
          await client.query(numberedParameters(sql), params);
        },
        // Sections are numbered as SQLite numbers them (after the highest id), then the batch is written.
        flush: async () => {
          for (const values of sections.splice(0)) {
            const { rows: [next] } = await client.query<{ id: string }>('SELECT coalesce(max(id), 0) + 1 AS id FROM journal_sections');
            await client.query('INSERT INTO journal_sections (id, journal_id, name_system, name, position, description) VALUES ($1, $2, $3, $4, $5, $6)', [next?.id, ...values]);
          }
          if (!rows.empty) await writeBatch(client, rows.take());
        },
        textReplaced: async (articleId) => {
          await reindexArticleWords(clientDb(client), articleId);
        },
      };
      let released = false;
      const release = () => {
        if (!released) client.release();
        released = true;
      };
      return {
        tx,
        commit: async () => {
          try {
            await client.query('COMMIT');
          } finally {
            release();
          }
        },
        rollback: async () => {
          try {
            await client.query('ROLLBACK');
          } finally {
            release();
          }
        },
      };
    },
  };
}
