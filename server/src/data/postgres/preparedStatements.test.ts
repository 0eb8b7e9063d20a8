// Marked statement texts run as named prepared statements on PostgreSQL, sent by Kysely or by the
// pool, and a statement whose columns a migration changed is prepared again after one failure.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery } from 'kysely';
import { postgresDatabase } from './postgresDatabase.ts';
import { preparedStatement } from './preparedStatements.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from '../../../test-support/postgresServer.ts';

const unavailable = postgresUnavailable();
const ci = process.env.CI === 'true' || process.env.CI === '1';
let postgres: TestPostgres | null = null;

before(async () => {
  if (unavailable && ci) throw new Error(`PostgreSQL cannot be had: ${unavailable}`);
  if (!unavailable) postgres = await testPostgres();
});
after(async () => postgres?.stop());

const skip = unavailable ? { skip: `PostgreSQL cannot be had: ${unavailable}` } : {};

test('a marked text is prepared once on its connection, sent by Kysely or by the pool; an unmarked one is not', skip, async () => {
  // One connection, so every statement below goes through the same one.
  const database = postgresDatabase(postgres!.url, { maxConnections: 1 });
  try {
    await database.pool.query('CREATE TABLE prepared_check (n int)');
    await database.pool.query('INSERT INTO prepared_check VALUES (1), (2), (3)');
    const marked = preparedStatement('SELECT n FROM prepared_check WHERE n = ANY($1::int[]) ORDER BY n');
    const viaKysely = await database.db.executeQuery<{ n: number }>(CompiledQuery.raw(marked, [[1, 3]]));
    assert.deepEqual(viaKysely.rows, [{ n: 1 }, { n: 3 }]);
    const viaPool = await database.pool.query<{ n: number }>(marked, [[2]]);
    assert.deepEqual(viaPool.rows, [{ n: 2 }]);
    await database.pool.query('SELECT n FROM prepared_check WHERE n > $1', [1]);
    const { rows } = await database.pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    assert.deepEqual(rows.map((row) => row.statement), [marked]);
  } finally {
    await database.close();
  }
});

test("a statement whose columns a migration changed fails once, then is prepared again", skip, async () => {
  const database = postgresDatabase(postgres!.url, { maxConnections: 1 });
  try {
    await database.pool.query('CREATE TABLE changing_check (n int)');
    await database.pool.query('INSERT INTO changing_check VALUES (7)');
    const marked = preparedStatement('SELECT * FROM changing_check WHERE n = ANY($1::int[])');
    assert.deepEqual((await database.db.executeQuery(CompiledQuery.raw(marked, [[7]]))).rows, [{ n: 7 }]);
    await database.pool.query('ALTER TABLE changing_check ADD COLUMN label text');
    await assert.rejects(database.db.executeQuery(CompiledQuery.raw(marked, [[7]])), { code: '0A000' });
    assert.deepEqual((await database.db.executeQuery(CompiledQuery.raw(marked, [[7]]))).rows, [{ n: 7, label: null }]);
  } finally {
    await database.close();
  }
});
