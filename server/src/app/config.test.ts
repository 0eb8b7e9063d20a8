// Configuration read from the environment: rate limit scale and the proxies trusted for client addresses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readConfig } from './config.ts';
import { platformApp } from '../../test-support/platformFixture.ts';
import { buildApp } from './buildApp.ts';

test('RATE_LIMIT_SCALE: 1 by default, 0 turns limits off, anything else is refused with a clear message', () => {
  assert.equal(readConfig({}).rateLimitScale, 1);
  assert.equal(readConfig({ RATE_LIMIT_SCALE: '0' }).rateLimitScale, 0);
  assert.throws(() => readConfig({ RATE_LIMIT_SCALE: 'lots' }), /RATE_LIMIT_SCALE must be a number of 0 or more/);
});

test('TRUST_PROXY: no proxy is trusted by default, so a client cannot pick its own address for limits', async () => {
  assert.equal(readConfig({}).trustProxy, false);
  assert.equal(readConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
  assert.deepEqual(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  for (const [trustProxy, expected] of [[false, '127.0.0.1'], [true, '203.0.113.9']] as const) {
    // The fixture's folders and config, built again with the proxy setting under test.
    const { app, config } = await platformApp();
    await app.close();
    const proxied = await buildApp({ config: { ...config, trustProxy } });
    proxied.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    const answer = await proxied.inject({ url: '/api/test/ip', headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(answer.json<{ ip: string }>().ip, expected);
    await proxied.close();
  }
});

test('DATABASE_URL: unset, the SQLite file; a PostgreSQL URL, PostgreSQL; anything else is refused with a sentence', () => {
  assert.equal(readConfig({}).databaseUrl, null);
  assert.equal(readConfig({ DATABASE_URL: 'postgres://site@db.example.org:5432/publisher' }).databaseUrl, 'postgres://site@db.example.org:5432/publisher');
  assert.equal(readConfig({ DATABASE_URL: 'postgresql://db.example.org/publisher' }).databaseUrl, 'postgresql://db.example.org/publisher');
  assert.throws(() => readConfig({ DATABASE_URL: 'mysql://db.example.org/publisher' }), /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
  assert.throws(() => readConfig({ DATABASE_URL: 'not a url' }), /DATABASE_URL must be a PostgreSQL connection URL/);
  assert.equal(readConfig({}).databasePoolSize, 10);
  assert.throws(() => readConfig({ DATABASE_POOL_SIZE: '0' }), /DATABASE_POOL_SIZE must be a whole number from 1 to 200/);
});

test('REDIRECT_HOSTS: none by default; host names, lower-cased; anything else refused with a sentence', () => {
  assert.deepEqual(readConfig({}).redirectHosts, []);
  assert.deepEqual(readConfig({ REDIRECT_HOSTS: 'Blog.Publisher.example, shop.publisher.example:8443' }).redirectHosts, ['blog.publisher.example', 'shop.publisher.example:8443']);
  assert.throws(() => readConfig({ REDIRECT_HOSTS: 'https://blog.publisher.example/' }), /REDIRECT_HOSTS lists host names such as blog\.publisher\.example/);
});

test('ICON_HOST and ICON_FALLBACK_HOSTS: origins the browser asks for icons in turn, told to it in the page configuration', async () => {
  assert.equal(readConfig({}).iconHost, undefined);
  assert.deepEqual(readConfig({}).iconFallbackHosts, []);
  const config = readConfig({ ICON_HOST: 'https://icons.publisher.example', ICON_FALLBACK_HOSTS: 'https://icons-b.publisher.example/, http://127.0.0.1:3999' });
  assert.equal(config.iconHost, 'https://icons.publisher.example');
  assert.deepEqual(config.iconFallbackHosts, ['https://icons-b.publisher.example', 'http://127.0.0.1:3999']);
  assert.throws(() => readConfig({ ICON_HOST: 'icons.publisher.example' }), /ICON_HOST must be origins such as https:\/\/icons\.publisher\.example/);
  assert.throws(() => readConfig({ ICON_FALLBACK_HOSTS: 'https://icons.publisher.example/api/icons' }), /ICON_FALLBACK_HOSTS must be origins .*no path/);
  const { app, config: base } = await platformApp();
  await app.close();
  const site = await buildApp({ config: { ...base, iconHost: config.iconHost!, iconFallbackHosts: config.iconFallbackHosts } });
  const page = await site.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
  assert.match(page.body, /"iconHost":"https:\/\/icons\.publisher\.example","iconFallbackHosts":\["https:\/\/icons-b\.publisher\.example","http:\/\/127\.0\.0\.1:3999"\]/);
  // The page may fetch from them: each is in the policy's connect-src.
  const connect = /connect-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
  for (const origin of ['https://icons.publisher.example', 'https://icons-b.publisher.example', 'http://127.0.0.1:3999']) assert.ok(connect.split(' ').includes(origin), `${origin} in connect-src: ${connect}`);
  await site.close();
});

test('CROSSMARK_POLICY_DOI: a DOI, or unset; anything else is refused with an example', () => {
  assert.equal(readConfig({}).crossmarkPolicyDoi, null);
  assert.equal(readConfig({ CROSSMARK_POLICY_DOI: ' 10.5555/crossmark-policy ' }).crossmarkPolicyDoi, '10.5555/crossmark-policy');
  assert.throws(() => readConfig({ CROSSMARK_POLICY_DOI: 'https://doi.org/10.5555/crossmark-policy' }), /CROSSMARK_POLICY_DOI must be a DOI such as 10\.5555\/crossmark-policy/);
});
