// Sessions and redirects of sign-in, through the whole server with the embedded provider:
// logout ends every copy of the session, the sign-out callback acts only on the state it issued,
// return paths are judged as resolved, cookies are prefixed and scoped, expired rows are purged.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { hiddenFields } from '../../../test-support/auth/browserClient.ts';
import type { InjectBrowser } from '../../../test-support/auth/injectBrowser.ts';
import { openSignIn, signIn, startAuthApp, type AuthFixture } from '../../../test-support/auth/authFixture.ts';
import { sessionTtlSeconds } from './sessions.ts';

interface UserAnswer {
  isLoggedIn: boolean;
  name?: string;
}

const password = 'correct horse battery';

/** Signs out as the header's Log out does; answers the final page (or the redirect that left the site). */
async function signOut(browser: InjectBrowser, returnTo: string) {
  const { url } = await browser.json<{ url: string }>(`/api/auth/logout/url?returnTo=${encodeURIComponent(returnTo)}`);
  const confirm = await browser.open(url);
  assert.equal(confirm.status, 200, confirm.html);
  const { action, fields } = hiddenFields(confirm.html, 'op.logoutForm');
  return browser.open(action, { form: { ...fields, logout: 'yes' } });
}

describe('sessions and return paths (http site)', () => {
  let fixture: AuthFixture;
  let email: string;

  before(async () => {
    fixture = await startAuthApp();
    email = `reader.${Date.now()}@example.org`;
    await fixture.createAccount(email, password);
  });
  after(() => fixture.close());

  test('a copy of the session cookie taken before logout is signed out right after logout', async () => {
    const browser = fixture.browser();
    const landed = await signIn(browser, email, password, '/about');
    assert.equal(landed.url, '/about');
    const copy = browser.cookies.get('oap_session');
    assert.ok(copy);
    const ask = async (cookie: string) => (await fixture.app.inject({ url: '/api/user', cookies: { oap_session: cookie } })).json<UserAnswer>();
    assert.equal((await ask(copy)).isLoggedIn, true);

    const out = await signOut(browser, '/about');
    assert.equal(out.url, '/about');
    assert.equal(browser.cookies.get('oap_session'), undefined);
    assert.deepEqual(await ask(copy), { isLoggedIn: false }, 'the copied cookie no longer counts');
    assert.equal(await fixture.rows.count(sql`SELECT count(*) AS n FROM sessions`), 0, 'the session row is gone');
  });

  test('a sign-out callback without the state this browser was given changes nothing', async () => {
    const browser = fixture.browser();
    await signIn(browser, email, password, '/');
    const session = browser.cookies.get('oap_session') ?? '';
    // A sign-out was started (so a signed sign-out cookie exists), but the callback is forged.
    await browser.json<{ url: string }>('/api/auth/logout/url?returnTo=/news');
    const signOutCookie = browser.cookies.get('oap_sign_out') ?? '';
    for (const query of ['', '?state=forged', '?state=', '?state=a&state=b']) {
      const response = await fixture.app.inject({ url: `/api/auth/logout/callback${query}`, cookies: { oap_session: session, oap_sign_out: signOutCookie } });
      assert.equal(response.statusCode, 303, query);
      assert.equal(response.headers.location, '/', query);
      assert.equal(response.headers['set-cookie'], undefined, `no cookie is touched (${query})`);
    }
    const noPending = await fixture.app.inject({ url: '/api/auth/logout/callback?state=x', cookies: { oap_session: session } });
    assert.equal(noPending.headers['set-cookie'], undefined);
    assert.equal((await fixture.app.inject({ url: '/api/user', cookies: { oap_session: session } })).json<UserAnswer>().isLoggedIn, true, 'still signed in');
  });

  test('a return path that resolves to another site leads home, after sign-in and after sign-out', async () => {
    for (const hostile of ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%2E%2E//evil.example/x', '/./\\evil.example', '/\t/evil.example', '/.\n//evil.example']) {
      const browser = fixture.browser();
      const landed = await signIn(browser, email, password, hostile);
      assert.equal(landed.status, 200, `${JSON.stringify(hostile)} stays on the site`);
      assert.equal(landed.url, '/', `${JSON.stringify(hostile)} after sign-in`);
      const out = await signOut(browser, hostile);
      assert.equal(out.url, '/', `${JSON.stringify(hostile)} after sign-out`);
    }
  });

  test('a failed sign-in goes home, whatever the return path', async () => {
    const browser = fixture.browser();
    await openSignIn(browser, '/.//evil.example');
    const code = await fixture.app.inject({ url: '/api/auth/callback?code=made-up&state=made-up', cookies: Object.fromEntries(browser.cookies) });
    assert.equal(code.statusCode, 303);
    assert.equal(code.headers.location, '/');
  });

  test('the provider keeps its cookies under /oidc', async () => {
    const browser = fixture.browser();
    const landed = await signIn(browser, email, password, '/');
    const providerCookies = landed.setCookies.filter((line) => /^_(session|interaction)/.test(line));
    assert.ok(providerCookies.some((line) => line.startsWith('_session=')), 'the provider session cookie was set');
    for (const line of providerCookies) assert.match(line, /path=\/oidc(\/|;|$)/i, line);
  });

  test('expired sessions and provider rows are purged when the server starts', async () => {
    const now = Math.floor(Date.now() / 1000);
    await fixture.rows.run(sql`INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES ('old', 'u', NULL, ${now - 2 * sessionTtlSeconds}, ${now - sessionTtlSeconds})`);
    await fixture.rows.run(sql`INSERT INTO oidc_models (model, id, payload, expires_at) VALUES ('Interaction', 'stale', '{}', ${now - 10})`);
    await fixture.rows.run(sql`INSERT INTO sign_in_failures (account, failures, last_failure_at) VALUES ('stale', 3, ${Date.now() - 3 * 24 * 3600_000})`);
    const second = await startAuthApp({}, fixture.database);
    try {
      const count = fixture.rows.count;
      assert.equal(await count(sql`SELECT count(*) AS n FROM sessions WHERE id = 'old'`), 0);
      assert.equal(await count(sql`SELECT count(*) AS n FROM oidc_models WHERE id = 'stale'`), 0);
      assert.equal(await count(sql`SELECT count(*) AS n FROM sign_in_failures WHERE account = 'stale'`), 0);
    } finally {
      await second.close();
    }
  });
});

describe('cookies of an https site', () => {
  let fixture: AuthFixture;
  const email = 'https.reader@example.org';

  before(async () => {
    fixture = await startAuthApp({ PUBLIC_URL: 'https://journals.example' });
    await fixture.createAccount(email, password);
  });
  after(() => fixture.close());

  test('the site cookies carry the __Host- prefix (Secure, Path=/, no Domain) and the provider cookies stay under /oidc', async () => {
    const browser = fixture.browser();
    const landed = await signIn(browser, email, password, '/about');
    assert.equal(landed.url, '/about');
    const siteCookies = landed.setCookies.filter((line) => /^(__Host-)?oap_/.test(line));
    assert.ok(siteCookies.length > 0);
    for (const line of siteCookies) {
      assert.match(line, /^__Host-oap_/, line);
      assert.match(line, /; Secure/, line);
      assert.match(line, /; Path=\/;/, line);
      assert.doesNotMatch(line, /Domain=/i, line);
    }
    assert.ok(browser.cookies.has('__Host-oap_session'));
    const providerCookies = landed.setCookies.filter((line) => /^_(session|interaction)/.test(line));
    assert.ok(providerCookies.length > 0);
    for (const line of providerCookies) {
      assert.match(line, /path=\/oidc(\/|;|$)/i, line);
      assert.match(line, /; secure/i, line);
    }
    const user = await browser.json<UserAnswer>('/api/user');
    assert.equal(user.isLoggedIn, true);
    // An unprefixed cookie (which a sibling subdomain or plain http could plant) is not read.
    const planted = await fixture.app.inject({ url: '/api/user', cookies: { oap_session: browser.cookies.get('__Host-oap_session') ?? '' } });
    assert.equal(planted.json<UserAnswer>().isLoggedIn, false);
  });
});
