// The hand-off from a right password to the provider's interaction, and the signed request a sign-in
// page carries: single use (also when two server copies use it at the same moment, on each engine),
// one request only, short-lived, tamper-proof.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engineTest } from '../../../../test-support/engines.ts';
import { cancelRedirect, readAuthRequest, requestFingerprint, signAuthRequest, authRequestTtlSeconds } from './authorizationRequest.ts';
import { handoffTtlSeconds, SignInHandoffs } from './signInHandoff.ts';

const secret = 'k'.repeat(40);

engineTest('a hand-off is used once, for its own request, within two minutes', async ({ open }) => {
  const database = await open();
  let now = 1_000_000;
  const handoffs = new SignInHandoffs(database, secret, () => now);
  const request = requestFingerprint((name) => ({ client_id: 'site', state: 's1', nonce: 'n1', code_challenge: 'c1' })[name]);
  const other = requestFingerprint((name) => ({ client_id: 'site', state: 's2', nonce: 'n1', code_challenge: 'c1' })[name]);
  const cookie = await handoffs.issue('account-1', request);
  assert.equal(await handoffs.isUsable(cookie, request), true);
  assert.equal(await handoffs.isUsable(cookie, other), false, 'another request');
  assert.equal(await handoffs.consume(cookie, other), null);
  assert.equal(await handoffs.consume(`${cookie}x`, request), null, 'altered');
  assert.equal(await new SignInHandoffs(database, 'another secret of forty characters......', () => now).consume(cookie, request), null, 'signed elsewhere');
  assert.equal(await handoffs.consume(cookie, request), 'account-1');
  assert.equal(await handoffs.consume(cookie, request), null, 'once');
  assert.equal(await handoffs.isUsable(cookie, request), false);

  // Used twice at the same time (a double click, a replay racing the browser): one use only.
  const raced = await handoffs.issue('account-3', request);
  assert.deepEqual((await Promise.all([handoffs.consume(raced, request), handoffs.consume(raced, request)])).sort(), ['account-3', null].sort());

  const late = await handoffs.issue('account-2', request);
  now += handoffTtlSeconds;
  assert.equal(await handoffs.consume(late, request), null, 'expired');
  assert.equal(await handoffs.purgeExpired(), 3);
});

engineTest('a hand-off used by two server copies at the same moment gives its account to one of them', async ({ open }) => {
  const now = 1_000_000;
  const copies = [new SignInHandoffs(await open(), secret, () => now), new SignInHandoffs(await open(), secret, () => now)];
  const request = requestFingerprint((name) => ({ client_id: 'site', state: 's1' })[name]);
  for (let round = 0; round < 5; round += 1) {
    const cookie = await copies[round % 2]!.issue(`account-${round}`, request);
    const used = await Promise.all([...copies, ...copies].map((handoffs) => handoffs.consume(cookie, request)));
    assert.deepEqual(used.filter((account) => account !== null), [`account-${round}`], 'one use only');
  }
  const database = await open();
  const { rows } = await sql<{ used_at: number; expires_at: number }>`SELECT used_at, expires_at FROM sign_in_handoffs`.execute(database.db);
  assert.equal(rows.length, 5);
  assert.ok(rows.every((row) => row.used_at === now && row.expires_at === now + handoffTtlSeconds), 'times as numbers');
});

test('a sign-in page carries its request signed and expiring; cancelling answers the site as the standard says', () => {
  const query = 'client_id=site&state=abc&redirect_uri=https%3A%2F%2Fjournals.example%2Fapi%2Fauth%2Fcallback';
  const token = signAuthRequest(secret, query, 1000);
  assert.equal(readAuthRequest(secret, token, 1001)?.query, query);
  assert.equal(readAuthRequest(secret, token, 1000 + authRequestTtlSeconds), null, 'expired');
  assert.equal(readAuthRequest(secret, token.replace(/^./, 'x'), 1001), null, 'altered');
  assert.equal(readAuthRequest(secret, ['a'], 1001), null);
  const request = readAuthRequest(secret, token, 1001);
  assert.ok(request);
  const cancel = new URL(cancelRedirect('https://journals.example/api/auth/callback', 'https://journals.example/oidc', request));
  assert.equal(`${cancel.origin}${cancel.pathname}`, 'https://journals.example/api/auth/callback');
  assert.equal(cancel.searchParams.get('error'), 'access_denied');
  assert.equal(cancel.searchParams.get('state'), 'abc');
  assert.equal(cancel.searchParams.get('iss'), 'https://journals.example/oidc', 'openid-client requires iss when the provider advertises it');
});
