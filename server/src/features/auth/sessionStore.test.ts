// The session store on each engine: a session is its row, so one revoked on one server copy
// is gone on every other at once; expiry, the ID token, the purge, and times read back as numbers.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engineTest } from '../../../test-support/engines.ts';
import { SessionStore, sessionTtlSeconds } from './sessions.ts';

const secret = 's'.repeat(40);

engineTest('a session is created, read with its claims and ID token, and revoked on one copy is gone on the other', async ({ open }) => {
  const now = 1_800_000_000;
  const copies = [await open(), await open()];
  const [here, there] = copies.map((database) => new SessionStore(database, secret, () => now)) as [SessionStore, SessionStore];
  const cookie = await here.create({ sub: 'account-1', name: 'Ann Lee', email: 'Ann@Example.org', emailVerified: true }, 'id.token.value');
  const session = await there.read(cookie);
  assert.ok(session);
  assert.deepEqual(session, { id: session.id, sub: 'account-1', name: 'Ann Lee', email: 'Ann@Example.org', emailVerified: true });
  assert.equal(await there.idToken(session), 'id.token.value');
  // The cookie is the row's id, signed: nothing in it says who the reader is.
  const readable = Buffer.from(cookie.split('.')[0]!, 'base64url').toString('utf8');
  assert.deepEqual(Object.keys(JSON.parse(readable)).sort(), ['exp', 'sid', 'use']);
  assert.doesNotMatch(readable, /Ann|Example|account-1/i);

  const { rows } = await sql<{ sub: string; created_at: number; expires_at: number; id_token: string | null }>`SELECT sub, created_at, expires_at, id_token FROM sessions WHERE id = ${session.id}`.execute(
    copies[1]!.db,
  );
  assert.deepEqual({ ...rows[0] }, { sub: 'account-1', created_at: now, expires_at: now + sessionTtlSeconds, id_token: 'id.token.value' });

  const bare = await here.create({ sub: 'account-2' }, undefined);
  const bareSession = await here.read(bare);
  assert.deepEqual(bareSession && { ...bareSession, id: '' }, { id: '', sub: 'account-2' }, 'no claims it was not given');
  assert.equal(bareSession && (await there.idToken(bareSession)), undefined, 'no ID token');

  assert.equal(await here.read(`${cookie}x`), null, 'an altered cookie');
  assert.equal(await here.read(undefined), null);
  assert.equal(await new SessionStore(copies[1]!, 'another secret, forty characters long....', () => now).read(cookie), null, 'signed with another secret');

  await there.revoke(session.id);
  assert.equal(await here.read(cookie), null, 'revoked on the other copy: gone here too');
  assert.equal(await there.read(cookie), null);
  assert.ok(await here.read(bare), 'other sessions stay');
});

engineTest('an expired session reads as none and is purged; those still running stay', async ({ open }) => {
  let now = 1_800_000_000;
  const database = await open();
  const sessions = new SessionStore(database, secret, () => now);
  const early = await sessions.create({ sub: 'account-1' }, undefined);
  now += 60;
  const later = await sessions.create({ sub: 'account-2' }, undefined);
  assert.equal(await sessions.purgeExpired(), 0);
  now += sessionTtlSeconds - 60;
  assert.equal(await sessions.read(early), null, 'expired at its time');
  assert.ok(await sessions.read(later));
  assert.equal(await sessions.purgeExpired(), 1);
  now += 60;
  assert.equal(await sessions.read(later), null);
  assert.equal(await sessions.purgeExpired(), 1);
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(database.db);
  assert.equal(rows[0]?.n, 0);
});
