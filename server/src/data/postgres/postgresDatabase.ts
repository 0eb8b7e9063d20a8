// The PostgreSQL side of SqlDatabase (../sqlDatabase.ts): Kysely's PostgreSQL dialect over a `pg`
// pool. Several server copies share the database, so the transactions here are what keeps them
// consistent (READ COMMITTED, row locks where a store takes them) and migrations are serialised by an
// advisory lock.
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { afterCommit, withCommitCallbacks, type Db, type SqlDatabase } from '../sqlDatabase.ts';
import { MIGRATION_LOCK } from '../migrations.ts';
import { PreparingClient } from './preparedStatements.ts';


const INT8_OID = 20;

/**
 * 64-bit integers (ids, times in ms, counts) come back from `pg` as strings, since a JavaScript
 * number cannot hold every one; ours all fit in 2^53, so they are read as numbers, as node:sqlite
 * gives them.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** Connections this server copy may hold (the database's max_connections is shared by all copies). */
  maxConnections?: number;
  /** How long a statement may run before PostgreSQL cancels it (ms). */
  statementTimeoutMs?: number;
  /** How long a statement waits for another transaction's row lock before giving up (ms; 55P03). */
  lockTimeoutMs?: number;
  /** An idle connection the server ended (a restart, a failover); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export function postgresDatabase(connectionString: string, options: PostgresOptions = {}): SqlDatabase & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    types,
    Client: PreparingClient,
    // Idle connections do not hold the process open: a server is held open by its listener, and a
    // tool or test file that is done exits at once instead of after pg's 10 s idle timeout.
    allowExitOnIdle: true,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
  });
  // Unhandled, the pool's 'error' event (an idle connection dropped by the server) would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    pool,
    write: (work) =>
      withCommitCallbacks((track) =>
        db.transaction().execute((tx) => {
          track(tx);
          return work(tx);
        }),
      ),
    afterCommit,
    applyMigration: async (version, name, script) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // Two copies starting together: the second waits here, then finds the migration recorded.
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const done = await client.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
        if (done.rowCount === 0) {
          await client.query(script);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [version, name, new Date().toISOString()]);
        }
        await client.query('COMMIT');
        return done.rowCount === 0;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Kysely on one client of the pool, as it is: its statements run in the transaction the client has
 * open (publishing's BEGIN … COMMIT, which a raw client drives), and releasing is left to its owner.
 */
export function clientDb(client: pg.PoolClient): Db {
  const connection = { query: client.query.bind(client), release: () => {} } as unknown as pg.PoolClient;
  return new Kysely({ dialect: new PostgresDialect({ pool: { connect: async () => connection, end: async () => {} } as unknown as pg.Pool }) });
}

/** SQL written with `?` placeholders (for either engine) as PostgreSQL numbers them. */
export function numberedParameters(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}
