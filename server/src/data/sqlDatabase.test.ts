// The engine-neutral handle on both engines: migrations once, transactions that commit or
// leave nothing, numbers read as numbers, and the same tables for the site's own data on each.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engineTest } from '../../test-support/engines.ts';
import { changedRows } from './sqlDatabase.ts';
import { migrateDatabase, migrationsDirOf, readMigrations } from './migrations.ts';

engineTest('migrations apply once, each with its record; two server copies starting together apply each once', async ({ engine, open }) => {
  // Two copies at once in one process is a PostgreSQL case only: node:sqlite waits for a lock by
  // blocking the thread, so two SQLite connections of one thread would wait on each other (two
  // server processes on one file take turns, as the SQLite write lock makes them).
  const [first, second] = engine === 'postgres' ? await Promise.all([open(), open()]) : [await open(), await open()];
  const versions = readMigrations(migrationsDirOf(engine)).map((file) => file.version);
  const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(first.db);
  assert.deepEqual(rows.map((row) => Number(row.version)), versions);
  assert.deepEqual(await migrateDatabase(second), [], 'nothing left to apply');
  const third = await open();
  if (engine === 'postgres') assert.deepEqual(await Promise.all([migrateDatabase(first), migrateDatabase(third)]), [[], []]);
});

engineTest('a write transaction commits when its work resolves, and leaves nothing when it throws', async ({ open }) => {
  const database = await open();
  const insert = (tx: typeof database.db, id: string) =>
    sql`INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES (${id}, ${'reader'}, ${null}, ${1_700_000_000}, ${1_700_028_800})`.execute(tx);
  await database.write(async (tx) => {
    await insert(tx, 'kept');
  });
  await assert.rejects(
    database.write(async (tx) => {
      await insert(tx, 'dropped');
      throw new Error('the work failed');
    }),
    /the work failed/,
  );
  const { rows } = await sql<{ id: string; expires_at: number }>`SELECT id, expires_at FROM sessions ORDER BY id`.execute(database.db);
  assert.deepEqual(rows.map((row) => row.id), ['kept']);
  // 64-bit columns come back as numbers on both engines (pg gives strings unless told otherwise).
  assert.equal(rows[0]?.expires_at, 1_700_028_800);
  const removed = await sql`DELETE FROM sessions WHERE id = ${'kept'}`.execute(database.db);
  assert.equal(changedRows(removed), 1);
});

engineTest('the site records have the same tables and columns on every engine', async ({ engine, open }) => {
  const database = await open();
  const columns = async (table: string): Promise<string[]> => {
    if (engine === 'sqlite') {
      const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) ORDER BY name`.execute(database.db);
      return rows.map((row) => row.name);
    }
    const { rows } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = ${table} AND table_schema = current_schema() ORDER BY column_name`.execute(database.db);
    return rows.map((row) => row.name);
  };
  // The tables of the PostgreSQL migrations, each as SQLite has it after all of its own migrations.
  const expected: Record<string, string[]> = {
    users: ['created_at', 'email', 'email_verified_at', 'id', 'name', 'password_hash'],
    oidc_models: ['consumed_at', 'expires_at', 'grant_id', 'id', 'model', 'payload', 'uid', 'user_code'],
    sessions: ['created_at', 'email', 'email_verified', 'expires_at', 'id', 'id_token', 'name', 'sub'],
    sign_in_failures: ['account', 'failures', 'last_failure_at'],
    rate_limit_hits: ['client', 'hits', 'rule', 'window_start'],
    usage_sessions: ['article_id', 'hour', 'kind', 'session'],
    form_submissions: ['account', 'email', 'form', 'id', 'payload', 'received_at', 'reference', 'submission_key'],
    form_submission_files: ['content_type', 'data', 'field', 'file_name', 'size', 'submission_id'],
    mail_outbox: ['attempts', 'created_at', 'delivered_to', 'failed_at', 'headers', 'html_body', 'id', 'kind', 'last_error', 'lease_until', 'message_id', 'next_attempt_at', 'recipient', 'sent_at', 'subject', 'text_body'],
    subscribers: ['created_at', 'email', 'id', 'link_secret', 'verified_at'],
    subscriber_journals: ['name_system', 'subscribed_at', 'subscriber_id'],
    subscriber_topics: ['identifier', 'subscribed_at', 'subscriber_id'],
    subscription_requests: ['confirmed_at', 'created_at', 'expires_at', 'id', 'journals', 'mailed', 'request_key', 'subscriber_id', 'topics'],
    alert_deliveries: ['delivered_at', 'doi', 'run_id', 'subscriber_id'],
    alert_runs: ['articles_sent', 'finished_at', 'id', 'since', 'started_at', 'subscribers_mailed'],
    account_roles: ['email', 'granted_at', 'granted_by', 'role'],
    reader_messages: ['body', 'created_at', 'expires_at', 'id', 'message_key', 'recipient', 'reference', 'sent_by', 'subject'],
    password_resets: ['account_id', 'created_at', 'expires_at', 'token_hash', 'used_at'],
    sign_in_handoffs: ['account_id', 'expires_at', 'id', 'request_hash', 'used_at'],
    release_registry: ['id', 'imported_at', 'version'],
    release_builds: ['app', 'build', 'position', 'published_at', 'published_by', 'requirements'],
    release_promotions: ['app', 'build', 'position'],
    release_canaries: ['app', 'build', 'percent', 'started_at', 'started_by'],
    release_health: ['app', 'build', 'errors', 'renders', 'since'],
    release_tokens: ['created_at', 'created_by', 'name', 'scope', 'sha256'],
    release_audit: ['action', 'actor', 'app', 'at', 'detail', 'from_build', 'id', 'to_build'],
  };
  for (const [table, names] of Object.entries(expected)) assert.deepEqual(await columns(table), names, table);
});

engineTest('email addresses are unique whatever their case, and found whatever case is asked', async ({ open }) => {
  const database = await open();
  await sql`INSERT INTO users (id, email, name, password_hash, created_at) VALUES ('a', 'Ada@Example.org', 'Ada', 'x', '2026-11-28T00:00:00.000Z')`.execute(database.db);
  await assert.rejects(sql`INSERT INTO users (id, email, name, password_hash, created_at) VALUES ('b', 'ada@example.ORG', 'Ada', 'x', '2026-11-28T00:00:00.000Z')`.execute(database.db));
  const { rows } = await sql<{ id: string }>`SELECT id FROM users WHERE email = ${'ADA@example.org'}`.execute(database.db);
  assert.deepEqual(rows.map((row) => row.id), ['a']);
});

engineTest('afterCommit runs once the transaction committed (another copy then sees its rows), never after a rollback', async ({ open }) => {
  const database = await open();
  const otherCopy = await open();
  const insert = (tx: typeof database.db, id: string) =>
    sql`INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES (${id}, ${'reader'}, ${null}, ${1_700_000_000}, ${1_700_028_800})`.execute(tx);
  const seen: Array<Promise<string[]>> = [];
  const seenByOtherCopy = () => seen.push(sql<{ id: string }>`SELECT id FROM sessions ORDER BY id`.execute(otherCopy.db).then(({ rows }) => rows.map((row) => row.id)));
  let calledInside = false;
  await database.write(async (tx) => {
    await insert(tx, 'first');
    database.afterCommit(tx, seenByOtherCopy);
    await insert(tx, 'second');
    // Not yet: the transaction is still open.
    await new Promise((resolve) => setImmediate(resolve));
    calledInside = seen.length > 0;
  });
  assert.equal(calledInside, false, 'not called before the commit');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(seen.length, 1, 'called once after the commit');
  assert.deepEqual(await seen[0], ['first', 'second'], 'the committed rows are visible to another server copy');

  await assert.rejects(
    database.write(async (tx) => {
      await insert(tx, 'third');
      database.afterCommit(tx, seenByOtherCopy);
      throw new Error('the work failed');
    }),
    /the work failed/,
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(seen.length, 1, 'never called after a rollback');

  // Outside a transaction, each statement commits as it runs: the callback follows at once.
  await insert(database.db, 'fourth');
  database.afterCommit(database.db, seenByOtherCopy);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(seen.length, 2);
  assert.deepEqual(await seen[1], ['first', 'fourth', 'second']);
});
