// A form sent while another process holds the database's write lock (the submission goes
// through SqlDatabase now; on PostgreSQL the lock is every table held against writes, test-support/heldLock.ts):
// the site's records wait their busy timeout (1 s: SQLite's busy_timeout, PostgreSQL's lock_timeout),
// then the reader gets a 503 with Retry-After, nothing of the form is stored, and the same form goes
// through once the lock is gone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../app/config.ts';
import { busyMessage } from '../../platform/http/httpError.ts';
import { formToken } from '../../../test-support/formTesting.ts';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { holdWriteLock } from '../../../test-support/heldLock.ts';
import type { TestDatabase, TestRows } from '../../../test-support/testDatabase.ts';

describe('a form while the database is locked by another process', () => {
  let app: FastifyInstance;
  let config: ServerConfig;
  let database: TestDatabase;
  let db: TestRows;

  before(async () => {
    ({ app, config, database } = await platformApp());
    db = await database.rows();
  });
  after(async () => {
    await app.close();
  });

  test('answers 503 with Retry-After within about the busy timeout, stores nothing, and stores it once the lock is gone', async () => {
    const message = 'Sent while the database was locked.';
    const send = async () => {
      const { token, cookie } = await formToken(app);
      return app.inject({
        method: 'POST',
        url: '/api/forms/feedback',
        payload: new URLSearchParams({ topic: 'website', message, email: 'reader@example.org', _csrf: token }).toString(),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: config.publicUrl },
      });
    };
    const stored = () => db.count(sql`SELECT count(*) AS n FROM form_submissions WHERE payload LIKE ${`%${message}%`}`);
    const locker = await holdWriteLock(database);
    try {
      const started = performance.now();
      const busy = await send();
      const took = performance.now() - started;
      assert.equal(busy.statusCode, 503, busy.body);
      assert.ok(Number(busy.headers['retry-after']) > 0, 'Retry-After');
      assert.equal((busy.json() as { message: string }).message, busyMessage);
      assert.ok(took >= 900 && took < 3000, `waited the busy timeout, not longer: ${Math.round(took)} ms`);
    } finally {
      await locker.release();
    }
    assert.equal(await stored(), 0, 'nothing of the refused form');
    const accepted = await send();
    assert.equal(accepted.statusCode, 201, accepted.body);
    assert.equal(await stored(), 1);
    const { reference } = accepted.json() as { reference: string };
    assert.equal(await db.count(sql`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'form-confirmation' AND subject LIKE ${`%${reference}%`}`), 1, 'with its mail');
  });
});
