// A form sent while another process holds the database's write lock (issue 24: the submission goes
// through SqlDatabase now): the site connection waits its busy timeout (1 s), then the reader gets a
// 503 with Retry-After, nothing of the form is stored, and the same form goes through once the lock is gone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { busyMessage } from '../errors/errorHandler.ts';
import { formToken } from '../testing/formTesting.ts';
import { platformApp } from '../testing/platformFixture.ts';

describe('a form while the database is locked by another process', () => {
  let app: FastifyInstance;
  let config: ServerConfig;
  let db: DatabaseSync;

  before(async () => {
    ({ app, config } = await platformApp());
    db = new DatabaseSync(config.databasePath);
  });
  after(async () => {
    db.close();
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
    const stored = () => db.prepare('SELECT count(*) AS n FROM form_submissions WHERE payload LIKE ?').get(`%${message}%`) as { n: number };
    const locker = new DatabaseSync(config.databasePath);
    try {
      locker.exec('BEGIN IMMEDIATE');
      const started = performance.now();
      const busy = await send();
      const took = performance.now() - started;
      assert.equal(busy.statusCode, 503, busy.body);
      assert.ok(Number(busy.headers['retry-after']) > 0, 'Retry-After');
      assert.equal((busy.json() as { message: string }).message, busyMessage);
      assert.ok(took >= 900 && took < 3000, `waited the busy timeout, not longer: ${Math.round(took)} ms`);
      locker.exec('ROLLBACK');
    } finally {
      locker.close();
    }
    assert.equal(stored().n, 0, 'nothing of the refused form');
    const accepted = await send();
    assert.equal(accepted.statusCode, 201, accepted.body);
    assert.equal(stored().n, 1);
    const { reference } = accepted.json() as { reference: string };
    const mail = db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'form-confirmation' AND subject LIKE ?").get(`%${reference}%`) as { n: number };
    assert.equal(mail.n, 1, 'with its mail');
  });
});
