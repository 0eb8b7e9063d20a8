// The per-account delays over a real SQLite file with a controlled clock: a few free failures, then
// doubling waits up to a cap, refused attempts not counted, old failures forgotten.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { migrate, openDatabase } from '../../store/sqlite/database.ts';
import { sqliteDatabase } from '../../store/sqlite/sqliteDatabase.ts';
import { temporaryDir } from '../../testing/platformFixture.ts';
import { SignInGuard, delayAfter, signInDelays } from './signInGuard.ts';

test('waits double after the free failures, up to the cap, and a success or a quiet day clears them', async () => {
  assert.deepEqual([0, 4, 5, 6, 7, 13, 14, 40].map(delayAfter), [0, 0, 2, 4, 8, 512, 900, 900]);
  const db = openDatabase(path.join(temporaryDir('guard'), 'guard.sqlite'));
  const database = sqliteDatabase(db);
  try {
    await migrate(db);
    let now = 1_000_000_000;
    const guard = new SignInGuard(database, 'k'.repeat(40), () => now);
    const email = 'Ada@Example.org';
    for (let i = 0; i < signInDelays.freeFailures; i++) {
      assert.equal(await guard.waitSeconds(email, false), 0);
      await guard.recordFailure(email);
    }
    assert.equal(await guard.waitSeconds('ada@example.ORG ', false), 2, 'the same account in any case');
    assert.equal(await guard.waitSeconds('someone.else@example.org', false), 0);
    now += 1000;
    assert.equal(await guard.waitSeconds(email, false), 1);
    now += 1000;
    assert.equal(await guard.waitSeconds(email, false), 0);
    await guard.recordFailure(email);
    assert.equal(await guard.waitSeconds(email, false), 4);
    assert.equal(await guard.waitSeconds(email, true), 0, 'a known device does not wait');
    for (let i = 0; i < 20; i++) await guard.recordFailure(email);
    assert.equal(await guard.waitSeconds(email, false), signInDelays.maxDelaySeconds);
    now += signInDelays.forgetAfterSeconds * 1000 + 1;
    assert.equal(await guard.waitSeconds(email, false), 0, 'forgotten after a quiet day');
    await guard.recordFailure(email);
    assert.equal(await guard.waitSeconds(email, false), 0, 'a failure after a quiet day starts a new count');
    assert.equal(await guard.purgeExpired(), 0);
    await guard.recordSuccess(email);
    assert.equal(db.prepare('SELECT count(*) AS n FROM sign_in_failures').get()?.n, 0);

    const cookie = guard.knownDeviceCookie(undefined, email).value;
    assert.equal(guard.isKnownDevice(cookie, 'ADA@example.org'), true);
    assert.equal(guard.isKnownDevice(cookie, 'bob@example.org'), false);
    assert.equal(guard.isKnownDevice(`${cookie}x`, email), false);
    assert.equal(new SignInGuard(database, 'another secret of forty characters......').isKnownDevice(cookie, email), false);
    const both = guard.knownDeviceCookie(cookie, 'bob@example.org').value;
    assert.equal(guard.isKnownDevice(both, email) && guard.isKnownDevice(both, 'bob@example.org'), true);
  } finally {
    await database.close();
  }
});

test('an attempt is counted before the password is checked: the wait holds for attempts made at the same time', async () => {
  const file = path.join(temporaryDir('guard'), 'guard.sqlite');
  const db = openDatabase(file);
  const database = sqliteDatabase(db);
  // A second connection to the file, as another server copy has.
  const otherCopy = sqliteDatabase(openDatabase(file));
  try {
    await migrate(db);
    let now = 1_000_000_000;
    const guard = new SignInGuard(database, 'k'.repeat(40), () => now);
    const email = 'grace@example.org';
    // Ten attempts begun together, before any of them has an answer: only the free ones go ahead.
    const begun = await Promise.all(Array.from({ length: 10 }, () => guard.beginAttempt(email, false)));
    assert.deepEqual(begun, [0, 0, 0, 0, 0, 2, 2, 2, 2, 2]);
    assert.equal(await guard.waitSeconds(email, false), 2, 'refused attempts do not make the wait longer');
    assert.equal(await new SignInGuard(otherCopy, 'k'.repeat(40), () => now).beginAttempt(email, false), 2, 'another server copy sees the count');
    now += 2000;
    assert.equal(await guard.beginAttempt(email, false), 0);
    assert.equal(await guard.beginAttempt(email, false), 4);
    assert.equal(await guard.beginAttempt(email, true), 0, 'a known device does not wait');
    await guard.recordSuccess(email);
    assert.equal(await guard.beginAttempt(email, false), 0, 'a success clears the count');
    now += signInDelays.forgetAfterSeconds * 1000 + 1;
    for (let i = 0; i < 30; i++) await guard.recordFailure(email);
    assert.equal(await guard.beginAttempt(email, false), signInDelays.maxDelaySeconds, 'capped');
    now += signInDelays.maxDelaySeconds * 1000;
    assert.equal(await guard.beginAttempt(email, false), 0);
    now += signInDelays.forgetAfterSeconds * 1000 + 1;
    assert.equal(await guard.beginAttempt(email, false), 0, 'after a quiet day');
    assert.equal(db.prepare('SELECT failures FROM sign_in_failures').get()?.failures, 1, 'a new count starts');
  } finally {
    await otherCopy.close();
    await database.close();
  }
});
