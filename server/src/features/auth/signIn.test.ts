// Sign-in end to end over real HTTP: the whole server listening on loopback with the embedded
// OpenID provider, driven like a browser (register, confirm the address from the mail, sign in,
// callback, /api/user, sign out).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app/buildApp.ts';
import { readConfig, type ServerConfig } from '../../app/config.ts';
import { temporaryDir, writeShellDist } from '../../../test-support/testFiles.ts';
import { testDatabase, type TestDatabase, type TestRows } from '../../../test-support/testDatabase.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import { BrowserClient, freePort, hiddenFields, linkHref } from '../../../test-support/auth/browserClient.ts';
import { linkIn, mailTo } from '../../../test-support/auth/authFixture.ts';
import { sessionCookieName } from './authPlugin.ts';

interface UserAnswer {
  isLoggedIn: boolean;
  name?: string;
  email?: string;
  emailVerified?: boolean;
}

let app: FastifyInstance;
let origin: string;
let config: ServerConfig;
let database: TestDatabase;
let db: TestRows;

before(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const base = temporaryDir('auth');
  database = await testDatabase(path.join(base, 'data', 'publisher.sqlite'));
  config = {
    ...readConfig({ PORT: String(port), PUBLIC_URL: origin }),
    host: '127.0.0.1',
    ...database.config,
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    logLevel: 'silent',
  };
  app = await buildApp({ config });
  await app.listen({ port, host: '127.0.0.1' });
  db = await database.rows();
});

after(async () => {
  await app.close();
  await database.close();
});

/** Starts sign-in from a page and returns the provider's sign-in page. */
async function startSignIn(browser: BrowserClient, returnTo: string) {
  const { url } = await browser.json<{ url: string }>(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  assert.ok(url.startsWith(`${origin}/oidc/auth?`), `authorisation URL at the embedded provider: ${url}`);
  const page = await browser.open(url);
  assert.equal(page.status, 200);
  // Our page answers the authorisation URL itself: no interaction, no redirect, nothing stored.
  assert.equal(page.url, url);
  assert.match(page.html, /<h1>Sign in<\/h1>/);
  assert.equal(page.response.headers.get('x-frame-options'), 'DENY', 'the password form cannot be framed');
  return page;
}

async function signOut(browser: BrowserClient, returnTo: string) {
  const { url } = await browser.json<{ url: string }>(`/api/auth/logout/url?returnTo=${encodeURIComponent(returnTo)}`);
  assert.ok(url.startsWith(`${origin}/oidc/session/end?`), `end-session URL at the embedded provider: ${url}`);
  const confirm = await browser.open(url);
  assert.equal(confirm.status, 200);
  assert.match(confirm.html, /Do you want to sign out/);
  assert.equal(confirm.response.headers.get('x-frame-options'), 'DENY');
  // The page submits itself (our own site asked, with an id_token_hint); a browser without scripts presses the button.
  assert.match(confirm.html, /requestSubmit/);
  const { action, fields } = hiddenFields(confirm.html, 'op.logoutForm');
  return browser.open(action, { form: { ...fields, logout: 'yes' } });
}

describe('sign-in with the embedded provider, over HTTP', () => {
  const email = `reader.${Date.now()}@example.org`;
  const password = 'correct horse battery';

  test('a reader signs up, confirms the address from the mail, is signed in, signs out, signs in again and out again, landing where they started each time', async () => {
    const browser = new BrowserClient(origin);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });

    // Sign up from /journal/biology?tab=about.
    const signIn = await startSignIn(browser, '/journal/biology?tab=about');
    const register = await browser.open(linkHref(signIn.html, 'Create an account'));
    assert.equal(register.status, 200);
    assert.match(register.html, /<label for="password">Password<\/label>/);

    const tooShort = await browser.submit(register.html, 'Create account', { name: 'Ada Reader', email, password: 'short' });
    assert.equal(tooShort.status, 400);
    assert.match(tooShort.html, /role="alert"[^>]*>Choose a password of at least 10 characters\.</);
    assert.match(tooShort.html, /value="Ada Reader"/, 'the name typed so far is kept');

    const registered = await browser.submit(register.html, 'Create account', { name: 'Ada Reader', email, password });
    assert.equal(registered.status, 200);
    assert.match(registered.html, new RegExp(`role="status">Thank you\\. We have sent a message to ${email.replace(/\./g, '\\.')}\\. Open the link in it to confirm your address`));
    assert.match(registered.html, new RegExp(`id="email"[^>]*value="${email.replace(/\./g, '\\.')}"`), 'the address is filled in');

    // Not confirmed yet: the right password is refused with a way to get the message again.
    const unconfirmed = await browser.submit(registered.html, 'Sign in', { email, password });
    assert.equal(unconfirmed.status, 403);
    assert.match(unconfirmed.html, /role="alert"[^>]*>Your email address is not confirmed yet\./);
    assert.match(unconfirmed.html, />Send the confirmation message again</);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });

    const [verification] = await mailTo(db, email);
    assert.equal(verification?.kind, 'account-verify');
    assert.equal(verification?.subject, 'Confirm your email address');
    const asked = await browser.open(linkIn(verification, origin));
    assert.match(asked.html, /<h1>Confirm your email address<\/h1>/);
    const confirmed = await browser.submit(asked.html, 'Confirm my email address');
    assert.equal(confirmed.status, 200);
    assert.match(confirmed.html, /<h1>Your email address is confirmed<\/h1>/);

    // Continuing signs in and returns to the page where sign-up started.
    const again = await browser.open(linkHref(confirmed.html, 'Continue to sign in'));
    assert.match(again.html, /<h1>Sign in<\/h1>/);
    const landed = await browser.submit(again.html, 'Sign in', { email, password });
    assert.equal(landed.url, `${origin}/journal/biology?tab=about`);
    const sessionCookie = browser.setCookieLines.find((line) => line.startsWith(`${sessionCookieName}=`)) ?? '';
    assert.match(sessionCookie, /; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/, 'signed, HttpOnly, SameSite=Lax, 8 hours');
    assert.ok(!browser.setCookieLines.some((line) => line.startsWith('oap_id_token=')), 'the ID token stays on the server, with the session');
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: true, name: 'Ada Reader', email, emailVerified: true });

    const out = await signOut(browser, '/journal/biology?tab=about');
    assert.equal(out.url, `${origin}/journal/biology?tab=about`);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });

    // Sign in with the new account, from /about; a wrong password first.
    const third = await startSignIn(browser, '/about');
    const wrong = await browser.submit(third.html, 'Sign in', { email, password: 'not the password' });
    assert.equal(wrong.status, 401);
    assert.match(wrong.html, /The email address or password is not correct\./);
    const back = await browser.submit(wrong.html, 'Sign in', { email: email.toUpperCase(), password });
    assert.equal(back.url, `${origin}/about`);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: true, name: 'Ada Reader', email, emailVerified: true });

    const outAgain = await signOut(browser, '/about');
    assert.equal(outAgain.url, `${origin}/about`);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });
  });

  test('registering an address that has an account answers exactly as a new one, changes nothing, and mails the owner a note', async () => {
    const registerAs = async (address: string) => {
      const browser = new BrowserClient(origin);
      const signIn = await startSignIn(browser, '/');
      const register = await browser.open(linkHref(signIn.html, 'Create an account'));
      const request = /name="request" value="([^"]+)"/.exec(register.html)?.[1] ?? '';
      const page = await browser.submit(register.html, 'Create account', { name: 'Someone Else', email: address, password: 'another long password' });
      return { browser, page, status: page.status, html: page.html.replaceAll(request, 'REQUEST').replaceAll(address, 'ADDRESS') };
    };
    const before = (await mailTo(db, email)).length;
    const taken = await registerAs(email);
    const freshAddress = `new.${Date.now()}@example.org`;
    const fresh = await registerAs(freshAddress);
    assert.equal(taken.status, 200);
    assert.equal(taken.status, fresh.status, 'same status');
    assert.equal(taken.html, fresh.html, 'same page');
    assert.doesNotMatch(taken.html, /already/);

    const note = (await mailTo(db, email)).slice(before);
    assert.deepEqual(note.map((mail) => mail.kind), ['account-exists']);
    assert.match(note[0]?.text_body ?? '', /Someone just tried to create an account with Meridian Open Science using this email address/);
    assert.deepEqual((await mailTo(db, freshAddress)).map((mail) => mail.kind), ['account-verify']);

    // The existing account keeps its password: the one typed at registration does not sign in.
    const refused = await taken.browser.submit(taken.page.html, 'Sign in', { email, password: 'another long password' });
    assert.equal(refused.status, 401);
    const accepted = await taken.browser.submit(refused.html, 'Sign in', { email, password });
    assert.equal(accepted.url, `${origin}/`);
  });

  test('a return target on another site is replaced by the home page', async () => {
    const browser = new BrowserClient(origin);
    const signIn = await startSignIn(browser, '//evil.example/phish');
    const landed = await browser.submit(signIn.html, 'Sign in', { email, password });
    assert.equal(landed.url, `${origin}/`);
    assert.equal((await browser.json<UserAnswer>('/api/user')).isLoggedIn, true);
  });

  test('cancelling on the sign-in page, or on the registration page, returns the reader, still signed out', async () => {
    for (const [from, startPath] of [['sign-in', '/topics'], ['register', '/news?page=2']] as const) {
      const browser = new BrowserClient(origin);
      const signIn = await startSignIn(browser, startPath);
      const page = from === 'sign-in' ? signIn : await browser.open(linkHref(signIn.html, 'Create an account'));
      const cancel = await browser.submit(page.html, 'Cancel and return to the site');
      assert.equal(cancel.url, `${origin}${startPath}`, from);
      assert.equal((await browser.json<UserAnswer>('/api/user')).isLoggedIn, false);
    }
  });

  test('an interaction page opened without its cookie explains that it expired, with a way to start again', async () => {
    const page = await new BrowserClient(origin).open('/oidc/interaction/not-an-interaction');
    assert.equal(page.status, 400);
    assert.match(page.html, /<h1>This sign-in page has expired<\/h1>/);
    assert.match(linkHref(page.html, 'Sign in again'), /^\/api\/auth\/sign-in\?returnTo=/);
  });

  test('a signing key and a session secret were generated once and kept beside the database', () => {
    const stateDir = path.join(path.dirname(config.databasePath), 'auth');
    assert.ok(fs.readFileSync(path.join(stateDir, 'session-secret'), 'utf8').length >= 32);
    assert.equal(fs.statSync(path.join(stateDir, 'session-secret')).mode & 0o777, 0o600);
  });

  // On PostgreSQL the key set is a row every server copy reads (oidcKeys tests, both engines).
  test('the signing key is kept in a file beside the SQLite database', sqliteOnly('on PostgreSQL the key set is in the database'), () => {
    const stateDir = path.join(path.dirname(config.databasePath), 'auth');
    const jwks = JSON.parse(fs.readFileSync(path.join(stateDir, 'oidc-jwks.json'), 'utf8')) as { keys: Array<{ kty: string; d?: string }> };
    assert.equal(jwks.keys[0]?.kty, 'RSA');
    assert.ok(jwks.keys[0]?.d, 'the private part is kept');
  });
});
