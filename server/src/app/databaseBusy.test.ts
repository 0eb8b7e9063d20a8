// A database busy beyond its wait is told apart from a bug on each engine: the reader gets a
// 503 with Retry-After for it (errorHandler.ts), on SQLite (another connection holds the write lock)
// and on PostgreSQL (a lock or statement timeout), while other errors (a broken constraint) stay bugs.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engineTest } from '../../test-support/engines.ts';
import { isStoreBusy } from '../data/storeBusy.ts';

const insertSession = (id: string) => sql`INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES (${id}, 'reader', NULL, 1, 2)`;

/** The error `work` rejects with. */
async function errorOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  assert.fail('expected the database to refuse');
}

engineTest('the engine\u2019s error for a lock held too long counts as busy; a broken constraint does not', async ({ engine, open }) => {
  const holder = await open();
  const other = await open();
  await insertSession('held').execute(holder.db);
  let busy: unknown;
  if (engine === 'sqlite') {
    // Another connection's write waits 10 ms for the lock this transaction holds, then gives up.
    await sql`PRAGMA busy_timeout = 10`.execute(other.db);
    await holder.write(async (tx) => {
      await insertSession('in-the-transaction').execute(tx);
      busy = await errorOf(insertSession('waiting').execute(other.db));
    });
  } else {
    await holder.write(async (tx) => {
      await sql`SELECT id FROM sessions WHERE id = 'held' FOR UPDATE`.execute(tx);
      busy = await errorOf(
        other.write(async (otherTx) => {
          await sql`SET LOCAL lock_timeout = '50ms'`.execute(otherTx);
          await sql`DELETE FROM sessions WHERE id = 'held'`.execute(otherTx);
        }),
      );
    });
    const timedOut = await errorOf(
      other.write(async (tx) => {
        await sql`SET LOCAL statement_timeout = '20ms'`.execute(tx);
        await sql`SELECT pg_sleep(1)`.execute(tx);
      }),
    );
    assert.equal(isStoreBusy(timedOut), true, `a statement timeout: ${String(timedOut)}`);
  }
  assert.equal(isStoreBusy(busy), true, `a lock held too long: ${String(busy)}`);
  const duplicate = await errorOf(insertSession('held').execute(other.db));
  assert.equal(isStoreBusy(duplicate), false, `a duplicate key: ${String(duplicate)}`);
  assert.equal(isStoreBusy(new Error('database is locked')), false, 'words alone are not the engine\u2019s error');
});
