// Nobody can block sign-in for everyone: opening sign-in pages stores nothing, so no
// pool of pending interactions exists for strangers to fill. Through the whole server: a flood of
// authorisation GETs from hundreds of addresses leaves oidc_models as it was while a reader elsewhere
// signs in; an interaction exists only after the right password, for minutes, and its hand-off works once.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type RawBuilder } from 'kysely';
import { openSignIn, signIn, startAuthApp, type AuthFixture } from '../../../test-support/auth/authFixture.ts';
import { interactionTtlSeconds } from './provider/embeddedProvider.ts';

const password = 'correct horse battery';

describe('sign-in under a flood of sign-in pages', () => {
  let fixture: AuthFixture;
  let authorizationUrl: string;
  const email = 'flood.reader@example.org';

  before(async () => {
    fixture = await startAuthApp();
    await fixture.createAccount(email, password);
    ({ url: authorizationUrl } = await fixture.browser().json<{ url: string }>('/api/auth/login?returnTo=/'));
  });
  after(() => fixture.close());

  const rows = (table: string, where: RawBuilder<unknown> = sql`1 = 1`) => fixture.rows.count(sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`);

  /** `clients` addresses each open the authorisation URL `each` times, all at once. */
  const flood = async (clients: number, each: number, prefix: string) => {
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        const browser = fixture.browser(`${prefix}.${i >> 8}.${i & 255}`);
        for (let n = 0; n < each; n++) {
          const { status } = await browser.step(authorizationUrl);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    return statuses;
  };

  test('hundreds of addresses opening sign-in store nothing, and a reader elsewhere signs in meanwhile', async () => {
    const before = await rows('oidc_models');
    const statuses = await flood(400, 10, '10.50');
    assert.deepEqual([...statuses], [[200, 4000]], 'every one got the sign-in page');
    assert.equal(await rows('oidc_models'), before, 'not one row in oidc_models');
    assert.equal(await rows('sign_in_handoffs'), 0);

    const reader = fixture.browser('192.0.2.10');
    const [landed] = await Promise.all([signIn(reader, email, password, '/journal/biology'), flood(300, 5, '10.51')]);
    assert.equal(landed.url, '/journal/biology');
    assert.equal((await reader.json<{ isLoggedIn: boolean }>('/api/user')).isLoggedIn, true);
    assert.equal(await rows('oidc_models', sql`model = 'Interaction'`), 0, "the reader's interaction was finished and removed");
  });

  test('an interaction is made only after the right password, lives minutes, and its hand-off works once', async () => {
    const browser = fixture.browser('192.0.2.20');
    const page = await openSignIn(browser, '/about');
    const wrong = await browser.submit(page.html, 'Sign in', { email, password: 'not the password' });
    assert.equal(wrong.status, 401);
    assert.equal(await rows('oidc_models', sql`model = 'Interaction'`), 0, 'a wrong password makes nothing');

    const form = /name="request" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    const right = await browser.step('/oidc/sign-in', { form: { request: form, email, password } });
    assert.equal(right.status, 303);
    const back = right.locations[0] ?? '';
    assert.equal(back, page.url, 'back to the same authorisation request');
    const handoff = right.setCookies.find((line) => line.startsWith('oidc_handoff=')) ?? '';
    assert.match(handoff, /; Max-Age=120; Path=\/oidc; HttpOnly; SameSite=Lax/);

    const toInteraction = await browser.step(back);
    assert.equal(toInteraction.status, 303);
    assert.match(toInteraction.locations[0] ?? '', /\/oidc\/interaction\/[\w-]+$/);
    const interaction = (await fixture.rows.get(sql<{ expires_at: number }>`SELECT expires_at FROM oidc_models WHERE model = 'Interaction'`))!;
    const lifetime = interaction.expires_at - Math.floor(Date.now() / 1000);
    assert.ok(lifetime > 0 && lifetime <= interactionTtlSeconds && interactionTtlSeconds <= 10 * 60, `minutes, not an hour (${lifetime} s)`);

    const finished = await browser.open(toInteraction.locations[0] ?? '');
    assert.equal(finished.url, '/about');
    assert.ok(finished.setCookies.some((line) => /^oidc_handoff=;/.test(line)), 'the hand-off cookie is cleared');
    assert.equal(await rows('oidc_models', sql`model = 'Interaction'`), 0);

    // A copy of the hand-off cookie, replayed: the sign-in page again, nothing made.
    const replay = fixture.browser('192.0.2.21');
    replay.setCookie(handoff);
    const replayed = await replay.step(back);
    assert.equal(replayed.status, 200);
    assert.match(replayed.html, /<h1>Sign in<\/h1>/);
    assert.equal(await rows('oidc_models', sql`model = 'Interaction'`), 0);
  });

  test('a hand-off is good for its own request only', async () => {
    const browser = fixture.browser('192.0.2.30');
    const page = await openSignIn(browser, '/');
    const form = /name="request" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    await browser.step('/oidc/sign-in', { form: { request: form, email, password } });
    // Another authorisation request (another state) with this browser's hand-off: our page, no interaction.
    const { url: other } = await fixture.browser('192.0.2.31').json<{ url: string }>('/api/auth/login?returnTo=/');
    const answer = await browser.step(other);
    assert.equal(answer.status, 200);
    assert.match(answer.html, /<h1>Sign in<\/h1>/);
    assert.equal(await rows('oidc_models', sql`model = 'Interaction'`), 0);
  });

  test('what the provider answers itself stores nothing: other clients, prompt=none, a stale session cookie, a posted request', async () => {
    const before = await rows('oidc_models');
    const browser = fixture.browser('192.0.2.40');
    const url = new URL(authorizationUrl);
    const other = new URL(url);
    other.searchParams.set('client_id', 'someone-else');
    assert.equal((await browser.step(`${other.pathname}${other.search}`)).status, 400, 'unknown client: the provider says so');
    const silent = new URL(url);
    silent.searchParams.set('prompt', 'none');
    const none = await browser.step(`${silent.pathname}${silent.search}`);
    assert.equal(none.status, 303);
    assert.match(none.locations[0] ?? '', /\/api\/auth\/callback\?error=login_required/);
    assert.equal(await rows('oidc_models'), before, 'neither stored anything');

    // A session cookie from a signed-in browser, kept after signing out: no empty session is stored for it.
    const signedIn = fixture.browser('192.0.2.41');
    await signIn(signedIn, email, password, '/');
    const session = [...signedIn.cookies].filter(([name]) => name.startsWith('_session'));
    await fixture.rows.run(sql`DELETE FROM oidc_models WHERE model = 'Session'`);
    const counted = await rows('oidc_models');
    const stale = fixture.browser('192.0.2.42');
    for (const [name, value] of session) stale.setCookie(`${name}=${value}`);
    for (let i = 0; i < 5; i++) assert.equal((await stale.step(`${url.pathname}${url.search}`)).status, 200, 'the sign-in page');
    // The provider itself would store an empty session for it (here: resuming an interaction that does not exist).
    for (let i = 0; i < 5; i++) assert.equal((await stale.step('/oidc/auth/no-such-interaction')).status, 400);
    assert.equal(await rows('oidc_models'), counted, 'nothing stored for a stale session cookie');

    // An authorisation request sent as a form post is answered as the same GET.
    const posted = await fixture.app.inject({ method: 'POST', url: '/oidc/auth', payload: url.search.slice(1), headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3999' } });
    assert.equal(posted.statusCode, 303);
    assert.equal(posted.headers.location, `/oidc/auth?${url.searchParams.toString()}`);
    assert.equal(await rows('oidc_models'), counted);
  });

  test('a sign-out page opened without a session keeps its provider session for minutes only, and is limited per client', async () => {
    const browser = fixture.browser('192.0.2.50');
    const answer = await browser.step('/oidc/session/end');
    assert.equal(answer.status, 200);
    assert.match(answer.html, /<form method="post" action="http:\/\/localhost:3999\/oidc\/session\/end\/confirm">/);
    const row = await fixture.rows.get(sql<{ at: number | null }>`SELECT max(expires_at) AS at FROM oidc_models WHERE model = 'Session' AND ${fixture.rows.jsonField('payload', 'accountId')} IS NULL`);
    assert.ok(row && row.at !== null, 'the page keeps its state in a provider session');
    const lifetime = row.at - Math.floor(Date.now() / 1000);
    assert.ok(lifetime > 0 && lifetime <= 10 * 60, `an anonymous provider session lives minutes (${lifetime} s), a signed-in one 14 days`);
    for (let i = 1; i < 60; i++) await browser.step('/oidc/session/end');
    const limited = await browser.step('/oidc/session/end');
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });
});
