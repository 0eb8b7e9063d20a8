// The stored side of the rate limits: hits per (rule, client, fixed window) in the table
// rate_limit_hits, shared by every server copy on the same database. The limiter (rateLimiter.ts)
// counts in memory and hands this store a batch now and then. Portable SQL (data/sqlDatabase.ts),
// so the same code counts on PostgreSQL.
import { sql } from 'kysely';
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';

/** One counter as stored: a rule's count of one client in the window that starts at `windowStart` (ms). */
export interface CountKey {
  rule: string;
  client: string;
  windowStart: number;
}

export interface CountExchange {
  /** Hits to add to the stored counts. */
  add: ReadonlyArray<CountKey & { hits: number }>;
  /** Counts to read back as they stand (another copy's hits in them). */
  read: ReadonlyArray<CountKey>;
  /** Forget windows that started before this time (ms); null leaves them. */
  purgeBefore: number | null;
}

export interface CountTotals {
  /** The stored total of each added counter, this batch's hits in it, in the order given (null if the database told none). */
  added: Array<number | null>;
  /** The stored total of each counter read, or null when none is stored, in the order given. */
  read: Array<number | null>;
}

export class RateLimitStore {
  private readonly database: SqlDatabase;

  /**
   * The database should not wait long for another writer's lock (SQLite: busy_timeout 0): a batch
   * that fails is kept by the limiter and sent with the next one.
   */
  constructor(database: SqlDatabase) {
    this.database = database;
  }

  /** Adds, reads and purges in one write transaction; throws (nothing written) when the database is locked. */
  exchange(batch: CountExchange): Promise<CountTotals> {
    return this.database.write(async (tx) => {
      // PostgreSQL's handle is the records' (their lock wait is a second, or none): a batch gives up
      // on a lock held elsewhere after a moment, as SQLite's limits connection does at once.
      if (this.database.engine === 'postgres') await sql`SET LOCAL lock_timeout = '100ms'`.execute(tx);
      const added: Array<number | null> = [];
      for (const count of batch.add) added.push(await this.addHits(tx, count));
      const read: Array<number | null> = [];
      for (const key of batch.read) read.push(await this.hits(tx, key));
      if (batch.purgeBefore !== null) await sql`DELETE FROM rate_limit_hits WHERE window_start < ${batch.purgeBefore}`.execute(tx);
      return { added, read };
    });
  }

  private async addHits(tx: Db, count: CountKey & { hits: number }): Promise<number | null> {
    const { rows } = await sql<{ hits: number }>`
      INSERT INTO rate_limit_hits (rule, client, window_start, hits) VALUES (${count.rule}, ${count.client}, ${count.windowStart}, ${count.hits})
      ON CONFLICT (rule, client, window_start) DO UPDATE SET hits = rate_limit_hits.hits + excluded.hits RETURNING hits`.execute(tx);
    const row = rows[0];
    return row ? Number(row.hits) : null;
  }

  private async hits(tx: Db, key: CountKey): Promise<number | null> {
    const { rows } = await sql<{ hits: number }>`SELECT hits FROM rate_limit_hits WHERE rule = ${key.rule} AND client = ${key.client} AND window_start = ${key.windowStart}`.execute(tx);
    const row = rows[0];
    return row ? Number(row.hits) : null;
  }
}
