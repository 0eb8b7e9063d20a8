// Sign-in end to end over real HTTP: the whole server listening on loopback with the embedded
// OpenID provider, driven like a browser (register, sign in, callback, /api/user, sign out).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { temporaryDir, writeShellDist } from '../testing/platformFixture.ts';
import { BrowserClient, formAction, freePort, hiddenFields, linkHref } from './testing/browserClient.ts';
import { sessionCookieName } from './authPlugin.ts';

interface UserAnswer {
  isLoggedIn: boolean;
  name?: string;
  email?: string;
}

let app: FastifyInstance;
let origin: string;
let config: ServerConfig;

before(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const base = temporaryDir('auth');
  config = {
    ...readConfig({ PORT: String(port), PUBLIC_URL: origin }),
    host: '127.0.0.1',
    databasePath: path.join(base, 'data', 'publisher.sqlite'),
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    logLevel: 'silent',
  };
  app = await buildApp({ config });
  await app.listen({ port, host: '127.0.0.1' });
});

after(async () => {
  await app.close();
});

/** Starts sign-in from a page and returns the provider's sign-in page. */
async function startSignIn(browser: BrowserClient, returnTo: string) {
  const { url } = await browser.json<{ url: string }>(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  assert.ok(url.startsWith(`${origin}/oidc/auth?`), `authorisation URL at the embedded provider: ${url}`);
  const page = await browser.open(url);
  assert.equal(page.status, 200);
  assert.match(page.url, /\/oidc\/interaction\/[\w-]+$/);
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

  test('a reader signs up, is signed in, signs out, signs in again and out again, landing where they started each time', async () => {
    const browser = new BrowserClient(origin);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });

    // Sign up from /journal/biology?tab=about.
    const signIn = await startSignIn(browser, '/journal/biology?tab=about');
    const registerUrl = linkHref(signIn.html, 'Create an account');
    const register = await browser.open(registerUrl);
    assert.equal(register.status, 200);
    assert.match(register.html, /<label for="password">Password<\/label>/);

    const tooShort = await browser.open(formAction(register.html, 'Create account'), { form: { name: 'Ada Reader', email, password: 'short' } });
    assert.equal(tooShort.status, 400);
    assert.match(tooShort.html, /role="alert"[^>]*>Choose a password of at least 10 characters\.</);
    assert.match(tooShort.html, /value="Ada Reader"/, 'the name typed so far is kept');

    // The answer does not say whether the address was new (that would tell anyone who has an account):
    // the reader signs in with the password just chosen.
    const registered = await browser.open(formAction(register.html, 'Create account'), { form: { name: 'Ada Reader', email, password } });
    assert.equal(registered.status, 200);
    assert.match(registered.html, /role="status">Thank you\. If this email address was new, your account is ready/);
    assert.match(registered.html, new RegExp(`id="email"[^>]*value="${email.replace(/\./g, '\\.')}"`), 'the address is filled in');
    const landed = await browser.open(formAction(registered.html, 'Sign in'), { form: { email, password } });
    assert.equal(landed.url, `${origin}/journal/biology?tab=about`);
    const sessionCookie = browser.setCookieLines.find((line) => line.startsWith(`${sessionCookieName}=`)) ?? '';
    assert.match(sessionCookie, /; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/, 'signed, HttpOnly, SameSite=Lax, 8 hours');
    assert.ok(!browser.setCookieLines.some((line) => line.startsWith('oap_id_token=')), 'the ID token stays on the server, with the session');
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: true, name: 'Ada Reader', email });

    const out = await signOut(browser, '/journal/biology?tab=about');
    assert.equal(out.url, `${origin}/journal/biology?tab=about`);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });

    // Sign in with the new account, from /about; a wrong password first.
    const again = await startSignIn(browser, '/about');
    const wrong = await browser.open(formAction(again.html, 'Sign in'), { form: { email, password: 'not the password' } });
    assert.equal(wrong.status, 401);
    assert.match(wrong.html, /The email address or password is not correct\./);
    const back = await browser.open(formAction(wrong.html, 'Sign in'), { form: { email: email.toUpperCase(), password } });
    assert.equal(back.url, `${origin}/about`);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: true, name: 'Ada Reader', email });

    const outAgain = await signOut(browser, '/about');
    assert.equal(outAgain.url, `${origin}/about`);
    assert.deepEqual(await browser.json<UserAnswer>('/api/user'), { isLoggedIn: false });
  });

  test('registering an address that has an account answers exactly as a new one, and changes nothing', async () => {
    const registerAs = async (address: string) => {
      const browser = new BrowserClient(origin);
      const signIn = await startSignIn(browser, '/');
      const register = await browser.open(linkHref(signIn.html, 'Create an account'));
      const uid = /\/oidc\/interaction\/([\w-]+)/.exec(register.url)?.[1] ?? '';
      const page = await browser.open(formAction(register.html, 'Create account'), { form: { name: 'Someone Else', email: address, password: 'another long password' } });
      return { browser, page, status: page.status, html: page.html.replaceAll(uid, 'UID').replaceAll(address, 'ADDRESS') };
    };
    const taken = await registerAs(email);
    const fresh = await registerAs(`new.${Date.now()}@example.org`);
    assert.equal(taken.status, 200);
    assert.equal(taken.status, fresh.status, 'same status');
    assert.equal(taken.html, fresh.html, 'same page');
    assert.doesNotMatch(taken.html, /already exists/);

    // The existing account keeps its password: the one typed at registration does not sign in.
    const refused = await taken.browser.open(formAction(taken.page.html, 'Sign in'), { form: { email, password: 'another long password' } });
    assert.equal(refused.status, 401);
    const accepted = await taken.browser.open(formAction(refused.html, 'Sign in'), { form: { email, password } });
    assert.equal(accepted.url, `${origin}/`);
  });

  test('a return target on another site is replaced by the home page', async () => {
    const browser = new BrowserClient(origin);
    const signIn = await startSignIn(browser, '//evil.example/phish');
    const landed = await browser.open(formAction(signIn.html, 'Sign in'), { form: { email, password } });
    assert.equal(landed.url, `${origin}/`);
    assert.equal((await browser.json<UserAnswer>('/api/user')).isLoggedIn, true);
  });

  test('cancelling at the provider returns the reader, still signed out', async () => {
    const browser = new BrowserClient(origin);
    const signIn = await startSignIn(browser, '/topics');
    const landed = await browser.open(formAction(signIn.html, 'Cancel and return to the site'), { form: {} });
    assert.equal(landed.url, `${origin}/topics`);
    assert.equal((await browser.json<UserAnswer>('/api/user')).isLoggedIn, false);
  });

  test('an interaction page opened without its cookie explains that it expired', async () => {
    const browser = new BrowserClient(origin);
    const signIn = await startSignIn(browser, '/');
    const stranger = new BrowserClient(origin);
    const page = await stranger.open(signIn.url);
    assert.equal(page.status, 400);
    assert.match(page.html, /This sign-in page has expired/);
  });

  test('a signing key and a session secret were generated once and kept beside the database', () => {
    const stateDir = path.join(path.dirname(config.databasePath), 'auth');
    const jwks = JSON.parse(fs.readFileSync(path.join(stateDir, 'oidc-jwks.json'), 'utf8')) as { keys: Array<{ kty: string; d?: string }> };
    assert.equal(jwks.keys[0]?.kty, 'RSA');
    assert.ok(jwks.keys[0]?.d, 'the private part is kept');
    assert.ok(fs.readFileSync(path.join(stateDir, 'session-secret'), 'utf8').length >= 32);
    assert.equal(fs.statSync(path.join(stateDir, 'session-secret')).mode & 0o777, 0o600);
  });
});
