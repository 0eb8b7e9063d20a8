// The per-account delays on each engine with a controlled clock: a few free failures, then
// doubling waits up to a cap, refused attempts not counted, old failures forgotten, and the counts of
// attempts made at the same time on two server copies seen by both.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import { engineTest } from '../../../../test-support/engines.ts';
import { SignInGuard, attemptKey, delayAfter, signInDelays } from './signInGuard.ts';

/** The network the attempts come from (clientOf: an address, an IPv6 one by its /64). */
const client = '203.0.113.5';

const failureRows = async (database: SqlDatabase) =>
  (await sql<{ account: string; failures: number; last_failure_at: number }>`SELECT account, failures, last_failure_at FROM sign_in_failures ORDER BY account`.execute(database.db)).rows.map(
    (row) => ({ ...row }),
  );

engineTest('waits double after the free failures, up to the cap, and a success or a quiet day clears them', async ({ open }) => {
  assert.deepEqual([0, 4, 5, 6, 7, 13, 14, 40].map(delayAfter), [0, 0, 2, 4, 8, 512, 900, 900]);
  const database = await open();
  let now = 1_000_000_000;
  const guard = new SignInGuard(database, 'k'.repeat(40), () => now);
  const email = 'Ada@Example.org';
  for (let i = 0; i < signInDelays.freeFailures; i++) {
    assert.equal(await guard.waitSeconds(email, client, false), 0);
    await guard.recordFailure(email, client);
  }
  assert.equal(await guard.waitSeconds('ada@example.ORG ', client, false), 2, 'the same account in any case');
  assert.equal(await guard.waitSeconds('someone.else@example.org', client, false), 0);
  now += 1000;
  assert.equal(await guard.waitSeconds(email, client, false), 1);
  now += 1000;
  assert.equal(await guard.waitSeconds(email, client, false), 0);
  await guard.recordFailure(email, client);
  assert.equal(await guard.waitSeconds(email, client, false), 4);
  assert.equal(await guard.waitSeconds(email, client, true), 0, 'a known device does not wait');
  for (let i = 0; i < 20; i++) await guard.recordFailure(email, client);
  assert.equal(await guard.waitSeconds(email, client, false), signInDelays.maxDelaySeconds);
  now += signInDelays.forgetAfterSeconds * 1000 + 1;
  assert.equal(await guard.waitSeconds(email, client, false), 0, 'forgotten after a quiet day');
  await guard.recordFailure(email, client);
  assert.equal(await guard.waitSeconds(email, client, false), 0, 'a failure after a quiet day starts a new count');
  assert.deepEqual(await failureRows(database), [{ account: attemptKey(email, client), failures: 1, last_failure_at: now }], 'times and counts as numbers');
  assert.equal(await guard.purgeExpired(), 0);
  await guard.recordSuccess(email, client);
  assert.deepEqual(await failureRows(database), []);
  await guard.recordFailure('someone.else@example.org', client);
  now += signInDelays.forgetAfterSeconds * 1000 + 1;
  await guard.recordFailure('third@example.org', client);
  assert.equal(await guard.purgeExpired(), 1, 'the record of a quiet day');
  await guard.recordSuccess('THIRD@example.org', client);
  assert.deepEqual(await failureRows(database), []);

  const cookie = guard.knownDeviceCookie(undefined, email).value;
  assert.equal(guard.isKnownDevice(cookie, 'ADA@example.org'), true);
  assert.equal(guard.isKnownDevice(cookie, 'bob@example.org'), false);
  assert.equal(guard.isKnownDevice(`${cookie}x`, email), false);
  assert.equal(new SignInGuard(database, 'another secret of forty characters......').isKnownDevice(cookie, email), false);
  const both = guard.knownDeviceCookie(cookie, 'bob@example.org').value;
  assert.equal(guard.isKnownDevice(both, email) && guard.isKnownDevice(both, 'bob@example.org'), true);
});

engineTest('an attempt is counted before the password is checked: the wait holds for attempts made at the same time', async ({ open }) => {
  const database = await open();
  // A second handle on the database, as another server copy has.
  const otherCopy = await open();
  let now = 1_000_000_000;
  const guard = new SignInGuard(database, 'k'.repeat(40), () => now);
  const email = 'grace@example.org';
  // Ten attempts begun together, before any of them has an answer: only the free ones go ahead.
  // Which of them go ahead is up to the engine (PostgreSQL runs them side by side); how many is not.
  const begun = await Promise.all(Array.from({ length: 10 }, () => guard.beginAttempt(email, client, false)));
  assert.deepEqual(begun.sort(), [0, 0, 0, 0, 0, 2, 2, 2, 2, 2]);
  assert.equal(await guard.waitSeconds(email, client, false), 2, 'refused attempts do not make the wait longer');
  assert.equal(await new SignInGuard(otherCopy, 'k'.repeat(40), () => now).beginAttempt(email, client, false), 2, 'another server copy sees the count');
  now += 2000;
  assert.equal(await guard.beginAttempt(email, client, false), 0);
  assert.equal(await guard.beginAttempt(email, client, false), 4);
  assert.equal(await guard.beginAttempt(email, client, true), 0, 'a known device does not wait');
  await guard.recordSuccess(email, client);
  assert.equal(await guard.beginAttempt(email, client, false), 0, 'a success clears the count');
  now += signInDelays.forgetAfterSeconds * 1000 + 1;
  for (let i = 0; i < 30; i++) await guard.recordFailure(email, client);
  assert.equal(await guard.beginAttempt(email, client, false), signInDelays.maxDelaySeconds, 'capped');
  now += signInDelays.maxDelaySeconds * 1000;
  assert.equal(await guard.beginAttempt(email, client, false), 0);
  now += signInDelays.forgetAfterSeconds * 1000 + 1;
  assert.equal(await guard.beginAttempt(email, client, false), 0, 'after a quiet day');
  assert.equal((await failureRows(database))[0]?.failures, 1, 'a new count starts');
});

engineTest('attempts begun at the same time on two server copies are counted by both', async ({ open }) => {
  const now = 1_000_000_000;
  const guards = [new SignInGuard(await open(), 'k'.repeat(40), () => now), new SignInGuard(await open(), 'k'.repeat(40), () => now)];
  const email = 'hedy@example.org';
  const begun = await Promise.all(Array.from({ length: 12 }, (_, index) => guards[index % 2]!.beginAttempt(index % 3 ? email : 'HEDY@example.org', client, false)));
  assert.deepEqual(begun.sort(), [0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2], 'five free attempts between the two copies, no more');
  assert.deepEqual(await Promise.all(guards.map((guard) => guard.waitSeconds(email, client, false))), [2, 2]);
  // Failures recorded on both copies at once are all counted.
  await Promise.all(Array.from({ length: 6 }, (_, index) => guards[index % 2]!.recordFailure(email, client)));
  assert.equal(await guards[0]!.waitSeconds(email, client, false), delayAfter(11));
});

engineTest("failures from one network hold up that network only: the owner's new device elsewhere signs in at once", async ({ open }) => {
  const now = 1_000_000_000;
  const guard = new SignInGuard(await open(), 'k'.repeat(40), () => now);
  const email = 'ida@example.org';
  const attacker = '198.51.100.66';
  for (let i = 0; i < 12; i++) await guard.beginAttempt(email, attacker, false);
  assert.ok((await guard.waitSeconds(email, attacker, false)) > 0, 'the guessing network waits');
  assert.equal(await guard.waitSeconds(email, '192.0.2.10', false), 0, "the owner's new laptop on another network does not");
  assert.equal(await guard.beginAttempt(email, '192.0.2.10', false), 0);
  await guard.recordSuccess(email, '192.0.2.10');
  assert.ok((await guard.waitSeconds(email, attacker, false)) > 0, "the owner's success does not lift the guessing network's wait");
  assert.equal(await guard.waitSeconds('ida@EXAMPLE.org', attacker, false), await guard.waitSeconds(email, attacker, false), 'the same account in any case');
});
