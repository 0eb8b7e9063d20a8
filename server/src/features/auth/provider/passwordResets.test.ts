// Password-reset links on each engine: issued with their mail or not at all, good once and
// for an hour, and using one sets the password, confirms the address, voids the account's other links,
// signs it out everywhere (site and provider sessions, of that account only) and clears its failed
// sign-ins in one transaction; two server copies using one link at the same moment use it once.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { MailOutbox } from '../../../platform/mail/outbox.ts';
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import { engineTest } from '../../../../test-support/engines.ts';
import { SessionStore } from '../sessions.ts';
import { createOidcAdapter } from './oidcAdapter.ts';
import { PasswordResets, resetTtlSeconds } from './passwordResets.ts';
import { SignInGuard } from './signInGuard.ts';

/** An account with an id of our choosing (LIKE's wildcards in it must match only themselves). */
async function addAccount(database: SqlDatabase, id: string, email: string): Promise<void> {
  await sql`INSERT INTO users (id, email, name, password_hash, created_at) VALUES (${id}, ${email}, ${'Reader'}, ${'old-hash'}, ${'2026-11-01T00:00:00.000Z'})`.execute(database.db);
}

const count = async (database: SqlDatabase, table: 'password_resets' | 'mail_outbox' | 'sessions' | 'sign_in_failures') =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db)).rows[0]?.n);

engineTest('a link is issued with its mail in one transaction, found for its account, good for an hour', async ({ open }) => {
  const database = await open();
  let now = 1_800_000_000;
  const resets = new PasswordResets(database, () => now);
  const outbox = new MailOutbox(database, { messageDomain: 'www.example.org' });
  await addAccount(database, 'account-1', 'Ann@Example.org');
  const token = await resets.issue('account-1', (issued, tx) => outbox.enqueue({ kind: 'password-reset', to: 'ann@example.org', subject: 'Reset', text: issued }, tx));
  assert.match(token, /^[\w-]{43}$/);
  assert.deepEqual(await resets.accountFor(token), { id: 'account-1', email: 'Ann@Example.org' });
  assert.equal(await count(database, 'mail_outbox'), 1);
  const { rows } = await sql<{ token_hash: string; created_at: number; expires_at: number; used_at: number | null }>`SELECT token_hash, created_at, expires_at, used_at FROM password_resets`.execute(
    database.db,
  );
  assert.deepEqual({ ...rows[0], token_hash: rows[0]?.token_hash === token }, { token_hash: false, created_at: now, expires_at: now + resetTtlSeconds, used_at: null }, 'only its hash is kept');

  await assert.rejects(
    resets.issue('account-1', async (issued, tx) => {
      await outbox.enqueue({ kind: 'password-reset', to: 'ann@example.org', subject: 'Reset', text: issued }, tx);
      throw new Error('the mail could not be made');
    }),
    /could not be made/,
  );
  assert.deepEqual([await count(database, 'password_resets'), await count(database, 'mail_outbox')], [1, 1], 'neither link nor mail');

  assert.equal(await resets.accountFor('not a token'), null);
  assert.equal(await resets.accountFor('A'.repeat(43)), null);
  now += resetTtlSeconds;
  assert.equal(await resets.accountFor(token), null, 'expired after an hour');
  assert.equal(await resets.complete(token, 'new-hash'), null);
  assert.equal(await resets.purgeExpired(), 1);
  assert.equal(await count(database, 'password_resets'), 0);
});

engineTest('using a link sets the password, confirms the address and signs that account out everywhere, once', async ({ open }) => {
  const database = await open();
  const otherCopy = await open();
  const now = Math.floor(Date.now() / 1000);
  const resets = new PasswordResets(database, () => now);
  // Ids with LIKE's wildcards: the provider sessions are found by a LIKE on their payload.
  await addAccount(database, 'a_1%', 'Ann@Example.org');
  await addAccount(database, 'ab1x', 'bo@example.org');
  const sessions = new SessionStore(database, 's'.repeat(40), () => now);
  const annsCookie = await sessions.create({ sub: 'a_1%' }, undefined);
  const bosCookie = await sessions.create({ sub: 'ab1x' }, undefined);
  const provider = new (createOidcAdapter(database).adapter)('Session');
  await provider.upsert('ann-session', { kind: 'Session', accountId: 'a_1%' }, 600);
  await provider.upsert('bo-session', { kind: 'Session', accountId: 'ab1x' }, 600);
  await provider.upsert('anonymous', { kind: 'Session' }, 600);
  const guard = new SignInGuard(database, 'k'.repeat(40));
  await guard.recordFailure('ann@example.org', '192.0.2.1');
  await guard.recordFailure('ann@example.org', '2001:db8:1:2::');
  await guard.recordFailure('bo@example.org', '192.0.2.1');

  const first = await resets.issue('a_1%');
  const second = await resets.issue('a_1%');
  const bos = await resets.issue('ab1x');
  // Two server copies use the same link at the same moment: one of them sets the password.
  const copies = [resets, new PasswordResets(otherCopy, () => now)];
  const used = await Promise.all(copies.map((copy, index) => copy.complete(first, `new-hash-${index}`)));
  assert.deepEqual(used.filter((id) => id !== null), ['a_1%']);
  const winner = used.indexOf('a_1%');

  const { rows: users } = await sql<{ id: string; password_hash: string; verified: number }>`SELECT id, password_hash,
    CASE WHEN email_verified_at IS NULL THEN 0 ELSE 1 END AS verified FROM users ORDER BY id`.execute(database.db);
  assert.deepEqual(users.map((row) => ({ ...row, verified: Number(row.verified) })), [
    { id: 'a_1%', password_hash: `new-hash-${winner}`, verified: 1 },
    { id: 'ab1x', password_hash: 'old-hash', verified: 0 },
  ]);
  assert.equal(await resets.accountFor(second), null, 'the account\u2019s other links are void');
  assert.equal(await resets.complete(first, 'again'), null, 'once');
  assert.deepEqual(await resets.accountFor(bos), { id: 'ab1x', email: 'bo@example.org' }, 'another account\u2019s link stays good');

  assert.equal(await new SessionStore(otherCopy, 's'.repeat(40), () => now).read(annsCookie), null, 'signed out on every copy');
  assert.ok(await sessions.read(bosCookie));
  const { rows: providerSessions } = await sql<{ id: string }>`SELECT id FROM oidc_models ORDER BY id`.execute(database.db);
  assert.deepEqual(providerSessions.map((row) => row.id), ['anonymous', 'bo-session']);
  assert.equal(await guard.waitSeconds('ann@example.org', '192.0.2.1', false), 0);
  assert.equal(await count(database, 'sign_in_failures'), 1, 'only the account\u2019s failures are cleared, on every network');
});

engineTest('two links of one account used on two server copies at the same moment: one sets the password, the other is void', async ({ open }) => {
  const copies = [await open(), await open()];
  const now = Math.floor(Date.now() / 1000);
  await addAccount(copies[0]!, 'account-1', 'ann@example.org');
  const resets = copies.map((database) => new PasswordResets(database, () => now));
  for (let round = 0; round < 3; round += 1) {
    const tokens = [await resets[0]!.issue('account-1'), await resets[1]!.issue('account-1')];
    const used = await Promise.all(resets.map((copy, index) => copy.complete(tokens[index]!, `hash-${round}-${index}`)));
    assert.deepEqual(used.filter((id) => id !== null), ['account-1'], 'one of them, and no error');
    const { rows } = await sql<{ password_hash: string }>`SELECT password_hash FROM users`.execute(copies[1]!.db);
    assert.equal(rows[0]?.password_hash, `hash-${round}-${used.indexOf('account-1')}`);
  }
});
