import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { cookieSentAfter } from '../../../test-support/cookies.ts';
import { readDevOverrideConfig, validateOverride } from './devOverrides.ts';
import { devOverridePlugin } from './devOverridePlugin.ts';

const devUrl = 'http://localhost:3102/mf-manifest.json';
const setUrl = `/api/dev/override?remote=mf-journal&url=${encodeURIComponent(devUrl)}`;
const hosts = readDevOverrideConfig({}).remoteHosts;

function inlinedManifest(body: string) {
  const json = body.match(/<script id="oap-release-manifest" type="application\/json" nonce="[^"]+">(.*?)<\/script>/)?.[1];
  assert.ok(json, 'manifest inlined');
  return JSON.parse(json);
}

function cookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('oap_dev_remotes='));
  assert.ok(header, 'the override cookie is set');
  return header;
}

describe('development override: validation', () => {
  test('only a known remote and an http(s) mf-manifest.json on an allowed host', () => {
    assert.equal(validateOverride('mf-journal', devUrl, hosts).ok, true);
    assert.equal(validateOverride('mf-journal', 'http://127.0.0.1:3102/mf-manifest.json', hosts).ok, true);
    for (const [remote, url] of [
      ['mf-unknown', devUrl],
      ['shell', devUrl],
      ['mf-journal', 'javascript:alert(1)//mf-manifest.json'],
      ['mf-journal', 'file:///etc/mf-manifest.json'],
      ['mf-journal', 'http://evil.example/mf-manifest.json'],
      ['mf-journal', 'http://localhost.evil.example/mf-manifest.json'],
      ['mf-journal', 'http://user:pw@localhost:3102/mf-manifest.json'],
      ['mf-journal', 'http://localhost:3102/remoteEntry.js'],
      ['mf-journal', 'not a url'],
      ['mf-journal', undefined],
    ] as const) {
      assert.equal(validateOverride(remote, url, hosts).ok, false, `${remote} ${url}`);
    }
  });

  test('DEV_REMOTE_HOSTS adds hosts; DEVELOPER_EMAILS is a case-insensitive list', () => {
    const config = readDevOverrideConfig({ DEV_REMOTE_HOSTS: 'dev-box.internal, 10.0.0.5', DEVELOPER_EMAILS: 'Ana@Example.org,bo@example.org' });
    assert.equal(validateOverride('mf-search', 'https://dev-box.internal:3101/mf-manifest.json', config.remoteHosts).ok, true);
    assert.deepEqual(config.developerEmails, ['ana@example.org', 'bo@example.org']);
    assert.equal(readDevOverrideConfig({ DEV_OVERRIDES: 'off' }).enabled, false);
  });
});

describe('development override: the site', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await platformApp());
  });
  after(() => app.close());

  test('the endpoint sets a session cookie, HttpOnly and SameSite=Lax, and clear=1 removes it', async () => {
    const set = await app.inject({ url: setUrl });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.headers['cache-control'], 'no-store');
    assert.deepEqual(set.json().overrides, { 'mf-journal': devUrl });
    const cookie = cookieOf(set.headers['set-cookie']);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /Max-Age|Expires/, 'a session cookie');
    const cleared = await app.inject({ url: '/api/dev/override?clear=1', headers: { cookie: cookieSentAfter(cookie) } });
    assert.equal(cleared.statusCode, 200);
    assert.match(cookieOf(cleared.headers['set-cookie']), /oap_dev_remotes=;.*Expires=Thu, 01 Jan 1970/);
  });

  test('a GET from another site (a link, an image) neither sets nor clears an override; the address bar and the site itself do', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const set = await app.inject({ url: setUrl, headers: { 'sec-fetch-site': site } });
      assert.equal(set.statusCode, 403, site);
      assert.match(set.json().message, /only from this site or the address bar, not from a link on another site/);
      assert.equal(set.headers['set-cookie'], undefined, `${site}: no cookie`);
    }
    const cookie = cookieSentAfter(cookieOf((await app.inject({ url: setUrl, headers: { 'sec-fetch-site': 'none' } })).headers['set-cookie']));
    const clearedFromElsewhere = await app.inject({ url: '/api/dev/override?clear=1', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    assert.equal(clearedFromElsewhere.statusCode, 403);
    assert.equal(clearedFromElsewhere.headers['set-cookie'], undefined);
    // Reading what is set changes nothing, from anywhere; the site's own page may change it.
    const read = await app.inject({ url: '/api/dev/override', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().overrides, { 'mf-journal': devUrl });
    assert.equal((await app.inject({ url: '/api/dev/override?clear=1', headers: { cookie, 'sec-fetch-site': 'same-origin' } })).statusCode, 200);
  });

  test('a bad remote or URL is a 400 and sets nothing', async () => {
    for (const query of ['remote=mf-nope&url=' + encodeURIComponent(devUrl), 'remote=mf-journal&url=' + encodeURIComponent('https://cdn.example.com/mf-manifest.json')]) {
      const response = await app.inject({ url: `/api/dev/override?${query}` });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.headers['set-cookie'], undefined);
    }
  });

  test('a reader from another machine, or through a proxy, may not set overrides, and a planted cookie does nothing', async () => {
    const remote = await app.inject({ url: setUrl, remoteAddress: '203.0.113.9' });
    assert.equal(remote.statusCode, 403);
    const proxied = await app.inject({ url: setUrl, headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(proxied.statusCode, 403);
    const cookie = cookieSentAfter(cookieOf((await app.inject({ url: setUrl })).headers['set-cookie']));
    const page = await app.inject({ url: '/journal/life-sciences', remoteAddress: '203.0.113.9', headers: { cookie } });
    assert.notEqual(inlinedManifest(page.body).remotes['mf-journal'].manifestUrl, devUrl);
    assert.doesNotMatch(page.headers['content-security-policy'] as string, /localhost:3102/);
  });

  test('with the cookie the document names the dev build for that remote only, is private, no-store, and the CSP allows the dev origin', async () => {
    const cookie = cookieSentAfter(cookieOf((await app.inject({ url: setUrl })).headers['set-cookie']));
    // An anonymous page in the page cache first: the override must not be answered from it.
    const plain = await app.inject({ url: '/journal/life-sciences' });
    const published = inlinedManifest(plain.body);
    const page = await app.inject({ url: '/journal/life-sciences', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'private, no-store');
    assert.equal(page.headers.etag, undefined);
    const manifest = inlinedManifest(page.body);
    assert.equal(manifest.remotes['mf-journal'].manifestUrl, devUrl);
    assert.equal(manifest.remotes['mf-journal'].build, 'dev');
    assert.deepEqual(manifest.remotes['mf-journal'].lastKnownGood, { build: published.remotes['mf-journal'].build, manifestUrl: published.remotes['mf-journal'].manifestUrl });
    assert.deepEqual(manifest.remotes['mf-search'], published.remotes['mf-search']);
    // The page's remote entry is preloaded from the dev server; no stylesheet of a published build.
    assert.match(page.body, /l\.href="http:\/\/localhost:3102\/remoteEntry\.js"/);
    const csp = page.headers['content-security-policy'] as string;
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      assert.match(csp, new RegExp(`${directive} [^;]*http://localhost:3102`), directive);
    }
    assert.match(csp, /connect-src [^;]*ws:\/\/localhost:3102/);
    assert.doesNotMatch(csp, /script-src [^;]*ws:/);
    // The release manifest API agrees with the page (the shell's build poll compares them).
    const api = await app.inject({ url: '/api/releases/manifest', headers: { cookie } });
    assert.equal(api.json().remotes['mf-journal'].manifestUrl, devUrl);
    assert.equal(api.headers['cache-control'], 'private, no-store');
    // The cached anonymous page was not replaced by the developer's.
    const again = await app.inject({ url: '/journal/life-sciences' });
    assert.equal(inlinedManifest(again.body).remotes['mf-journal'].manifestUrl, published.remotes['mf-journal'].manifestUrl);
    assert.doesNotMatch(again.headers['content-security-policy'] as string, /localhost:3102/);
  });
});

describe('development override: signed-in developers on a public site', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    await app.register(fastifyCookie);
    await app.register(devOverridePlugin, {
      config: readDevOverrideConfig({ DEVELOPER_EMAILS: 'dev@example.org' }),
      publicUrl: 'https://journals.example.org',
      // Stands in for the auth plugin's session reader.
      readerEmail: async (request) => (request.headers['x-test-email'] as string | undefined) ?? undefined,
    });
    app.get('/probe', async (request) => ({ overrides: request.devOverrides }));
  });
  after(() => app.close());

  test('only a reader whose session email is listed may use overrides', async () => {
    assert.equal((await app.inject({ url: setUrl })).statusCode, 403, 'signed out, even from loopback: the site is https');
    assert.equal((await app.inject({ url: setUrl, headers: { 'x-test-email': 'reader@example.org' } })).statusCode, 403);
    const set = await app.inject({ url: setUrl, headers: { 'x-test-email': 'DEV@example.org' } });
    assert.equal(set.statusCode, 200);
    const cookie = cookieOf(set.headers['set-cookie']);
    assert.match(cookie, /Secure/);
    const value = cookieSentAfter(cookie);
    assert.deepEqual((await app.inject({ url: '/probe', headers: { cookie: value, 'x-test-email': 'dev@example.org' } })).json().overrides, { 'mf-journal': devUrl });
    assert.equal((await app.inject({ url: '/probe', headers: { cookie: value } })).json().overrides, null, 'signed out: the cookie counts for nothing');
  });
});
