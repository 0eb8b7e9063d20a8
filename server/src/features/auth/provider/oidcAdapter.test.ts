// oidc-provider's storage on each engine: what one server copy stores another finds (by id,
// uid or user code), consumed and expired as the provider expects, revoked by grant, purged, and the
// state of a provider session read from its payload.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import { engineTest } from '../../../../test-support/engines.ts';
import { createOidcAdapter } from './oidcAdapter.ts';

const seconds = () => Math.floor(Date.now() / 1000);

engineTest('what one copy stores the other finds by id, uid and user code; consumed, destroyed and revoked by grant', async ({ open }) => {
  const here = createOidcAdapter(await open());
  const otherDatabase = await open();
  const there = createOidcAdapter(otherDatabase);
  const codes = new here.adapter('AuthorizationCode');
  const codesThere = new there.adapter('AuthorizationCode');
  const payload: AdapterPayload = { accountId: 'account-1', grantId: 'grant-1', uid: 'uid-1', userCode: 'ABCD-EFGH', kind: 'AuthorizationCode' };
  await codes.upsert('code-1', payload, 600);
  assert.deepEqual(await codesThere.find('code-1'), payload);
  assert.deepEqual(await codesThere.findByUid('uid-1'), payload);
  assert.deepEqual(await codesThere.findByUserCode('ABCD-EFGH'), payload);
  assert.equal(await new there.adapter('Session').find('code-1'), undefined, 'another model');
  assert.equal(await codesThere.find('missing'), undefined);

  const before = seconds();
  await codesThere.consume('code-1');
  const consumed = await codes.find('code-1');
  assert.equal(typeof consumed?.consumed, 'number', 'consumed, as a number of seconds');
  assert.ok((consumed?.consumed as number) >= before);
  // Stored again, it is no longer consumed.
  await codes.upsert('code-1', { ...payload, scope: 'openid' }, 600);
  assert.deepEqual(await codesThere.find('code-1'), { ...payload, scope: 'openid' });
  const { rows } = await sql<{ expires_at: number; consumed_at: number | null }>`SELECT expires_at, consumed_at FROM oidc_models WHERE id = 'code-1'`.execute(otherDatabase.db);
  assert.equal(typeof rows[0]?.expires_at, 'number');
  assert.equal(rows[0]?.consumed_at, null);

  await codes.upsert('code-2', { ...payload, uid: 'uid-2', userCode: 'IJKL-MNOP' }, 600);
  await new here.adapter('RefreshToken').upsert('token-1', { grantId: 'grant-1' }, 600);
  await new here.adapter('Grant').upsert('grant-2', { accountId: 'account-2' });
  await codesThere.destroy('code-2');
  assert.equal(await codes.find('code-2'), undefined);
  await codesThere.revokeByGrantId('grant-1');
  assert.equal(await codes.find('code-1'), undefined);
  assert.equal(await new here.adapter('RefreshToken').find('token-1'), undefined, 'every model of the grant');
  assert.deepEqual(await new here.adapter('Grant').find('grant-2'), { accountId: 'account-2' }, 'another grant stays; no expiry given is none');
});

engineTest('an expired row is not found and is purged; the state of a provider session is read from its payload', async ({ open }) => {
  const database = await open();
  const store = createOidcAdapter(database);
  const sessions = new store.adapter('Session');
  await sessions.upsert('anonymous', { kind: 'Session' }, 600);
  await sessions.upsert('signed-in', { kind: 'Session', accountId: 'account-1' }, 600);
  await sessions.upsert('expired', { kind: 'Session', accountId: 'account-1' }, 600);
  await sessions.upsert('lasting', { kind: 'Session' });
  await sql`UPDATE oidc_models SET expires_at = ${seconds() - 5} WHERE id = 'expired'`.execute(database.db);

  assert.equal(await store.sessionState('anonymous'), 'anonymous');
  assert.equal(await store.sessionState('signed-in'), 'signed-in');
  assert.equal(await store.sessionState('expired'), 'gone');
  assert.equal(await store.sessionState('missing'), 'gone');
  assert.equal(await sessions.find('expired'), undefined);
  assert.deepEqual(await sessions.find('lasting'), { kind: 'Session' });

  assert.equal(await store.purgeExpired(), 1);
  assert.equal(await store.purgeExpired(), 0);
  const { rows } = await sql<{ id: string }>`SELECT id FROM oidc_models ORDER BY id`.execute(database.db);
  assert.deepEqual(rows.map((row) => row.id), ['anonymous', 'lasting', 'signed-in']);
});

engineTest('a busy provider sweeps expired rows as it writes', async ({ open }) => {
  const database = await open();
  const store = createOidcAdapter(database);
  const interactions = new store.adapter('Interaction');
  await interactions.upsert('old', { kind: 'Interaction' }, 60);
  await sql`UPDATE oidc_models SET expires_at = ${seconds() - 5} WHERE id = 'old'`.execute(database.db);
  for (let index = 0; index < 199; index += 1) await interactions.upsert(`new-${index}`, { kind: 'Interaction' }, 600);
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM oidc_models WHERE id = 'old'`.execute(database.db);
  assert.equal(rows[0]?.n, 0, 'swept on the 200th write');
});
