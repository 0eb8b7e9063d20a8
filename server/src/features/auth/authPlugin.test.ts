// The sign-in calls seen by a caller: cookies and their attributes, forged and expired sessions,
// return paths, an external provider reached over real HTTP, and configuration mistakes.
import { after, before, describe, test } from 'node:test';
import { createHmac } from 'node:crypto';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { buildApp } from '../../app/buildApp.ts';
import { readConfig, type ServerConfig } from '../../app/config.ts';
import { temporaryDir, writeShellDist } from '../../../test-support/testFiles.ts';
import { authPlugin, sessionCookieName } from './authPlugin.ts';
import { safeReturnPath } from './returnPath.ts';
import { SessionStore, type SessionClaims } from './sessions.ts';
import { sql } from 'kysely';
import { createStore } from '../../data/createStore.ts';
import { testDatabase, type TestDatabase } from '../../../test-support/testDatabase.ts';
import { cookiesAfter } from '../../platform/http/cookieHeader.ts';
import { readCookieValue, signCookieValue } from './signedCookie.ts';
import { signToken, verifyToken } from './signedToken.ts';

/** A configuration over a database of its own (test-support/testEngine.ts), and that database. */
async function testSetup(env: Record<string, string> = {}): Promise<{ config: ServerConfig; database: TestDatabase }> {
  const base = temporaryDir('auth-plugin');
  const database = await testDatabase(path.join(base, 'data', 'publisher.sqlite'));
  const config: ServerConfig = {
    ...readConfig({ PORT: '3999', ...env }),
    ...database.config,
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    logLevel: 'silent',
  };
  return { config, database };
}

const testConfig = async (env: Record<string, string> = {}): Promise<ServerConfig> => (await testSetup(env)).config;

function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return all.find((line) => line.startsWith(`${name}=`));
}

describe('with the embedded provider', () => {
  let app: FastifyInstance;
  let config: ServerConfig;
  let secret: string;
  let sessions: SessionStore;
  let database: TestDatabase;

  before(async () => {
    ({ config, database } = await testSetup());
    app = await buildApp({ config });
    await app.ready();
    secret = fs.readFileSync(path.join(path.dirname(config.databasePath), 'auth', 'session-secret'), 'utf8').trim();
    // Sessions made as the callback makes them, on a second connection to the same database.
    sessions = new SessionStore((await database.rows()).database, secret);
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  test('GET /api/auth/login answers the authorisation URL with PKCE, state and nonce, kept in a short-lived HttpOnly cookie', async () => {
    const response = await app.inject('/api/auth/login?returnTo=/journal/x');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const url = new URL(response.json<{ url: string }>().url);
    assert.equal(`${url.origin}${url.pathname}`, 'http://localhost:3999/oidc/auth');
    assert.equal(url.searchParams.get('redirect_uri'), 'http://localhost:3999/api/auth/callback');
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(url.searchParams.get('scope'), 'openid profile email');
    assert.ok(url.searchParams.get('state') && url.searchParams.get('nonce') && url.searchParams.get('code_challenge'));
    const cookie = setCookie(response.headers, 'oap_sign_in');
    assert.ok(cookie, 'the pending sign-in is kept in a cookie');
    assert.match(cookie, /Max-Age=1800/, 'as long as the sign-in page lasts');
    assert.match(cookie, /Path=\/;/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/, 'plain http in development');
  });

  test('GET /api/auth/sign-in starts the same sign-in as a redirect, for plain links', async () => {
    const response = await app.inject('/api/auth/sign-in?returnTo=/journal/x');
    assert.equal(response.statusCode, 303);
    const url = new URL(response.headers.location as string);
    assert.equal(`${url.origin}${url.pathname}`, 'http://localhost:3999/oidc/auth');
    assert.ok(url.searchParams.get('state') && url.searchParams.get('code_challenge'));
    assert.ok(setCookie(response.headers, 'oap_sign_in'), 'the pending sign-in is kept in a cookie');
  });

  test('GET /api/user is false without a session, and for a forged, re-purposed or expired one', async () => {
    const ask = async (cookie?: string) =>
      (await app.inject({ url: '/api/user', ...(cookie ? { cookies: { [sessionCookieName]: cookie } } : {}) })).json<{ isLoggedIn: boolean }>();
    assert.deepEqual(await ask(), { isLoggedIn: false });
    const valid = await sessions.create({ sub: 'u1', name: 'Ada', email: 'ada@example.org' }, undefined);
    assert.deepEqual(await ask(valid), { isLoggedIn: true, name: 'Ada', email: 'ada@example.org', emailVerified: false });
    const verified = await sessions.create({ sub: 'u2', name: 'Bea', email: 'bea@example.org', emailVerified: true }, undefined);
    assert.deepEqual(await ask(verified), { isLoggedIn: true, name: 'Bea', email: 'bea@example.org', emailVerified: true }, 'the provider vouched for the address');
    // Signed with the right secret, but naming no stored session (or none at all): not a session.
    assert.deepEqual(await ask(signCookieValue(secret, 'session', { sub: 'u1', name: 'Ada' }, 60)), { isLoggedIn: false });
    assert.deepEqual(await ask(signCookieValue(secret, 'session', { sid: 'made-up', sub: 'u1' }, 60)), { isLoggedIn: false });
    const [body, mac] = valid.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'admin', exp: 9999999999 })).toString('base64url');
    assert.deepEqual(await ask(`${forgedBody}.${mac}`), { isLoggedIn: false });
    assert.deepEqual(await ask(`${body}.${mac}x`), { isLoggedIn: false });
    assert.deepEqual(await ask(signCookieValue('another secret of at least thirty-two chars', 'session', { sub: 'u1' }, 60)), { isLoggedIn: false });
    assert.deepEqual(await ask(signCookieValue(secret, 'login-state', { sub: 'u1' }, 60)), { isLoggedIn: false });
    assert.deepEqual(await ask(signCookieValue(secret, 'session', { sub: 'u1' }, 60, Math.floor(Date.now() / 1000) - 120)), { isLoggedIn: false });
  });

  test('a callback without a pending sign-in sends the reader home without a session', async () => {
    const response = await app.inject('/api/auth/callback?code=abc&state=def');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/');
    assert.equal(setCookie(response.headers, sessionCookieName), undefined);
  });

  test('a callback whose state does not match sends the reader home, still signed out', async () => {
    const pending = signCookieValue(secret, 'login-state', { state: 'expected', nonce: 'n', codeVerifier: 'v'.repeat(43), returnTo: '/about' }, 60);
    const response = await app.inject({ url: '/api/auth/callback?code=abc&state=forged', cookies: { oap_sign_in: pending } });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/', 'a failed sign-in goes to the home page');
    assert.equal(setCookie(response.headers, sessionCookieName), undefined);
  });

  test('the sign-out callback clears the session and returns to the stored path', async () => {
    const urlResponse = await app.inject('/api/auth/logout/url?returnTo=/news/12');
    const { url } = urlResponse.json<{ url: string }>();
    const endSession = new URL(url);
    assert.equal(`${endSession.origin}${endSession.pathname}`, 'http://localhost:3999/oidc/session/end');
    assert.equal(endSession.searchParams.get('post_logout_redirect_uri'), 'http://localhost:3999/api/auth/logout/callback');
    const pending = cookiesAfter(new Map(), [setCookie(urlResponse.headers, 'oap_sign_out') ?? '']).get('oap_sign_out') ?? '';
    const response = await app.inject({
      url: `/api/auth/logout/callback?state=${endSession.searchParams.get('state')}`,
      cookies: { oap_sign_out: pending, [sessionCookieName]: await sessions.create({ sub: 'u1' }, undefined) },
    });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/news/12');
    assert.match(setCookie(response.headers, sessionCookieName) ?? '', /Expires=Thu, 01 Jan 1970/);
  });

  test('GET /api/auth/sign-out starts the same sign-out as a redirect, for Log out without scripts', async () => {
    const response = await app.inject({ url: '/api/auth/sign-out?returnTo=/news/12', cookies: { [sessionCookieName]: await sessions.create({ sub: 'u1' }, undefined) } });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers['cache-control'], 'no-store');
    const endSession = new URL(response.headers.location as string);
    assert.equal(`${endSession.origin}${endSession.pathname}`, 'http://localhost:3999/oidc/session/end');
    const pending = cookiesAfter(new Map(), [setCookie(response.headers, 'oap_sign_out') ?? '']).get('oap_sign_out') ?? '';
    const back = await app.inject({
      url: `/api/auth/logout/callback?state=${endSession.searchParams.get('state')}`,
      cookies: { oap_sign_out: pending, [sessionCookieName]: await sessions.create({ sub: 'u1' }, undefined) },
    });
    assert.equal(back.headers.location, '/news/12', 'back where the reader logged out');
  });

  test('the embedded provider answers discovery under /oidc', async () => {
    const response = await app.inject('/oidc/.well-known/openid-configuration');
    assert.equal(response.statusCode, 200);
    const metadata = response.json<{ issuer: string; code_challenge_methods_supported: string[] }>();
    assert.equal(metadata.issuer, 'http://localhost:3999/oidc');
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
  });
});

describe('with an external provider (OIDC_ISSUER)', () => {
  let provider: http.Server;
  let issuer: string;
  let app: FastifyInstance;

  before(async () => {
    // A real listener standing in for the external provider's discovery document.
    provider = http.createServer((request, response) => {
      if (request.url === '/realm/.well-known/openid-configuration') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/realm`;
    app = await buildApp({ config: await testConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'publisher-site', OIDC_CLIENT_SECRET: 's3cret', PUBLIC_URL: 'https://journals.example' }) });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  test('sign-in goes to the external authorisation endpoint, and the embedded provider is not mounted', async () => {
    const response = await app.inject('/api/auth/login?returnTo=/about');
    const url = new URL(response.json<{ url: string }>().url);
    assert.equal(`${url.origin}${url.pathname}`, `${issuer}/authorize`);
    assert.equal(url.searchParams.get('client_id'), 'publisher-site');
    assert.equal(url.searchParams.get('redirect_uri'), 'https://journals.example/api/auth/callback');
    assert.equal(setCookie(response.headers, 'oap_sign_in'), undefined, 'no unprefixed cookie on an https site');
    const cookie = setCookie(response.headers, '__Host-oap_sign_in') ?? '';
    assert.match(cookie, /; Secure/, 'https site: cookies only over TLS');
    assert.match(cookie, /; Path=\/;/, '__Host- cookies are for the whole host');
    assert.doesNotMatch(cookie, /Domain=/i, '__Host- cookies name no domain');
    assert.equal((await app.inject('/oidc/.well-known/openid-configuration')).statusCode, 404);
  });

  test('a provider without an end-session endpoint signs out of this site only', async () => {
    const { url } = (await app.inject('/api/auth/logout/url?returnTo=/about')).json<{ url: string }>();
    assert.match(url, /^https:\/\/journals\.example\/api\/auth\/logout\/callback\?state=/);
  });
});

test("the session reader other plugins get reads a request's session once, however often it is asked", async () => {
  const { config, database } = await testSetup({ OIDC_ISSUER: 'http://127.0.0.1:9/unused', OIDC_CLIENT_ID: 'x' });
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  let read: ((request: FastifyRequest) => Promise<SessionClaims | null>) | undefined;
  const store = await createStore(config);
  await app.register(authPlugin, { config, database: store.records, onSessionReader: (reader) => (read = reader) });
  const rows = await database.rows();
  try {
    app.get('/twice', async (request) => {
      assert.ok(read);
      const first = read(request);
      assert.equal(read(request), first, 'the same answer, not a second lookup');
      const claims = await first;
      // Even with its row gone meanwhile, this request keeps the answer it had.
      await rows.run(sql`DELETE FROM sessions`);
      return { first: claims?.sub ?? null, again: (await read(request))?.sub ?? null };
    });
    await app.ready();
    const secret = fs.readFileSync(path.join(path.dirname(config.databasePath), 'auth', 'session-secret'), 'utf8').trim();
    const cookie = await new SessionStore(rows.database, secret).create({ sub: 'u9' }, undefined);
    const ask = async () => (await app.inject({ url: '/twice', cookies: { [sessionCookieName]: cookie } })).json<{ first: string | null; again: string | null }>();
    assert.deepEqual(await ask(), { first: 'u9', again: 'u9' });
    assert.deepEqual(await ask(), { first: null, again: null }, 'the next request reads the row again');
  } finally {
    await app.close();
    await store.close();
    await database.close();
  }
});

test('an unreachable provider gives an empty sign-in URL (the reader is told to try again later)', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const app = await buildApp({ config: await testConfig({ OIDC_ISSUER: `http://127.0.0.1:${port}/gone`, OIDC_CLIENT_ID: 'x' }) });
  try {
    const response = await app.inject('/api/auth/login');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { url: '' });
    const page = await app.inject('/api/auth/sign-in');
    assert.equal(page.statusCode, 503);
    assert.ok(Number(page.headers['retry-after']) > 0);
    assert.match(page.body, /Sign-in is not available at the moment\./);
  } finally {
    await app.close();
  }
});

test('configuration mistakes stop the server with a sentence that says what to fix', () => {
  assert.throws(() => readConfig({ OIDC_ISSUER: 'https://id.example' }), /OIDC_CLIENT_ID must be set when OIDC_ISSUER is set/);
  assert.throws(() => readConfig({ OIDC_CLIENT_ID: 'x' }), /need OIDC_ISSUER/);
  assert.throws(() => readConfig({ SESSION_SECRET: 'short' }), /at least 32 characters/);
  assert.throws(() => readConfig({ PUBLIC_URL: 'journals.example' }), /PUBLIC_URL must be an absolute http\(s\) URL/);
  assert.throws(() => readConfig({ PUBLIC_URL: 'https://journals.example/site' }), /origin without a path/);
  assert.throws(() => readConfig({ SUBMISSION_URL: 'ftp://x' }), /SUBMISSION_URL must be an http\(s\) URL/);
  const defaults = readConfig({ PORT: '3100' });
  assert.equal(defaults.publicUrl, 'http://localhost:3100');
  assert.equal(defaults.submissionUrl, 'https://submit.example.org/manuscript/upload');
  assert.equal(defaults.oidc, undefined);
});

test('return paths stay on this site, judged as the browser will resolve them', () => {
  const site = 'https://journals.example';
  const safe = (value: unknown) => safeReturnPath(value, site);
  assert.equal(safe('/journal/x?tab=1#top'), '/journal/x?tab=1#top');
  assert.equal(safe('/'), '/');
  // Kept, but as resolved: the path that is checked is the path that is used.
  assert.equal(safe('/a/../about'), '/about');
  assert.equal(safe('/%2e/about'), '/about');
  assert.equal(safe('/journal/%2F%2Fevil.example'), '/journal/%2F%2Fevil.example', 'an encoded slash stays encoded: a path on this site');
  const hostile = [
    '//evil.com', '//evil.com/path', '/\\evil.com', 'https://evil.com/', 'http:/evil.com', 'javascript:alert(1)', 'evil.com', '/%0a/evil', '/\n/evil.com',
    '/.//evil.example', '/%2e//evil.example', '/%2E//evil.example', '/a/..//evil.example', '/a/%2e%2e//evil.example', '/./\\evil.example', '/.\\/evil.example',
    '/\t/evil.example', '/\t/\tevil.example', '/.\n//evil.example', '/%09/evil.example', '/./\t/evil.example',
    'https://journals.example.evil.com/', '', undefined, ['/a'], 42,
  ];
  for (const value of hostile) {
    const result = safe(value);
    const resolved = new URL(result, site);
    assert.ok(result.startsWith('/') && !result.startsWith('//') && resolved.origin === site, `${JSON.stringify(value)} -> ${result}`);
  }
  assert.equal(safe('/.//evil.example'), '/');
  assert.equal(safe('/%2e//evil.example'), '/');
  assert.equal(safe('/a/..//evil.example'), '/');
});

test('signed values, cookies (@fastify/cookie\'s signer) and links or forms: intact, for one purpose, until they expire', () => {
  const secret = 'k'.repeat(40);
  const kinds = [
    {
      sign: (payload: object, ttl: number, now: number) => signCookieValue(secret, 'session', payload, ttl, now),
      read: (value: string, now: number, key = secret) => readCookieValue<{ sub: string }>(key, 'session', value, now),
      readForAnotherPurpose: (value: string, now: number) => readCookieValue(secret, 'logout-state', value, now),
    },
    {
      sign: (payload: object, ttl: number, now: number) => signToken(secret, 'email-verify', payload, ttl, now),
      read: (value: string, now: number, key = secret) => verifyToken<{ sub: string }>(key, 'email-verify', value, now),
      readForAnotherPurpose: (value: string, now: number) => verifyToken(secret, 'verify-resend', value, now),
    },
  ];
  for (const { sign, read, readForAnotherPurpose } of kinds) {
    const value = sign({ sub: 'a' }, 10, 1000);
    assert.equal(read(value, 1005)?.sub, 'a');
    assert.equal(read(value, 1010), null);
    assert.equal(readForAnotherPurpose(value, 1005), null);
    assert.equal(read(`${value}x`, 1005), null);
    assert.equal(read('not-a-value', 1005), null);
    assert.equal(read(value, 1005, 'another secret of at least thirty-two chars'), null);
  }
  // A token in the format links were mailed in keeps verifying: base64url(JSON) "." base64url(HMAC of "purpose.body").
  const body = Buffer.from(JSON.stringify({ sub: 'b', exp: 2000 })).toString('base64url');
  const mac = createHmac('sha256', secret).update(`email-verify.${body}`).digest('base64url');
  assert.equal(verifyToken<{ sub: string }>(secret, 'email-verify', `${body}.${mac}`, 1005)?.sub, 'b');
});
