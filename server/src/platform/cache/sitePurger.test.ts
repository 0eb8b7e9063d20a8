// The site's purger from its settings: what each setting means, its mistakes told in words, and the
// calls a CDN's purge endpoint receives in its own shape (a loopback HTTP server stands in for the
// CDN's API, which this machine cannot reach). Varnish's own purge is checked against a real varnishd
// in tools/scaleOut/edge.test.ts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { noPurger } from './purge.ts';
import { purgerFromEnv, purgesSharedCache, readSharedCacheConfig } from './sitePurger.ts';

interface Received {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

let endpoint: http.Server;
let origin = '';
let received: Received[] = [];
let answerStatus = 200;
before(async () => {
  endpoint = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body, at: Date.now() });
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

test('with no shared cache configured nothing is purged', () => {
  assert.equal(purgerFromEnv({}), noPurger);
  assert.equal(purgesSharedCache(readSharedCacheConfig({})), false);
  assert.equal(purgesSharedCache(readSharedCacheConfig({ CACHE_PURGE_VARNISH: 'http://127.0.0.1:6081' })), true);
});

test('settings that cannot work are refused with a sentence saying what to write, never echoing credentials', () => {
  assert.throws(() => readSharedCacheConfig({ CACHE_PURGE_VARNISH: 'varnish:6081' }), /CACHE_PURGE_VARNISH must be an http:\/\/ or https:\/\/ address/);
  assert.throws(() => readSharedCacheConfig({ CACHE_PURGE_HOOK_URL: `${origin}/purge`, CACHE_PURGE_HOOK_FORMAT: 'bunny' }), /CACHE_PURGE_HOOK_FORMAT must be one of keys, fastly, cloudflare, akamai/);
  assert.throws(
    () => readSharedCacheConfig({ CACHE_PURGE_HOOK_URL: `${origin}/purge`, CACHE_PURGE_HOOK_HEADERS: 'Fastly-Key: s3cret' }),
    (error: Error) => /must be a JSON object/.test(error.message) && !error.message.includes('s3cret'),
  );
  assert.throws(() => readSharedCacheConfig({ CACHE_PURGE_REPEAT_MS: 'soon' }), /CACHE_PURGE_REPEAT_MS must be a whole number of milliseconds/);
});

test('each hook format sends the keys in the shape its CDN takes, with the configured credentials, in batches of its limit', async () => {
  const keys = Array.from({ length: 35 }, (_, n) => `article-${n}`);
  const shapes = {
    keys: (calls: Received[]) => {
      assert.equal(calls.length, 1);
      assert.deepEqual(JSON.parse(calls[0]!.body), { keys });
      assert.equal(calls[0]!.headers['surrogate-key'], keys.join(' '));
    },
    fastly: (calls: Received[]) => {
      assert.equal(calls.length, 1);
      assert.equal(calls[0]!.body, '');
      assert.equal(calls[0]!.headers['surrogate-key'], keys.join(' '));
    },
    cloudflare: (calls: Received[]) => {
      // Cloudflare takes 30 tags a call.
      assert.deepEqual(calls.map((call) => (JSON.parse(call.body) as { tags: string[] }).tags.length).sort(), [30, 5]);
    },
    akamai: (calls: Received[]) => {
      assert.deepEqual(JSON.parse(calls[0]!.body), { objects: keys });
    },
  };
  for (const [format, check] of Object.entries(shapes)) {
    received = [];
    await purgerFromEnv({ CACHE_PURGE_HOOK_URL: `${origin}/purge`, CACHE_PURGE_HOOK_FORMAT: format, CACHE_PURGE_HOOK_HEADERS: '{"Authorization":"Bearer t0ken"}', CACHE_PURGE_REPEAT_MS: '0' }).purge(keys);
    assert.ok(received.length > 0, format);
    for (const call of received) {
      assert.equal(call.method, 'POST');
      assert.equal(call.headers.authorization, 'Bearer t0ken');
    }
    check(received);
  }
});

test('a purge is sent again after CACHE_PURGE_REPEAT_MS, and resolves after both', async () => {
  received = [];
  const started = Date.now();
  await purgerFromEnv({ CACHE_PURGE_HOOK_URL: `${origin}/purge`, CACHE_PURGE_REPEAT_MS: '300' }).purge(['content']);
  assert.equal(received.length, 2);
  assert.ok(received[1]!.at - received[0]!.at >= 290, 'the second call a repeat later');
  assert.ok(Date.now() - started >= 300);
});

test('an endpoint that refuses, or cannot be reached, fails the purge with what happened (the caller logs it)', async () => {
  answerStatus = 403;
  try {
    await assert.rejects(purgerFromEnv({ CACHE_PURGE_HOOK_URL: `${origin}/purge`, CACHE_PURGE_REPEAT_MS: '0' }).purge(['content']), /refused to purge \(403\)/);
  } finally {
    answerStatus = 200;
  }
  await assert.rejects(purgerFromEnv({ CACHE_PURGE_VARNISH: 'http://127.0.0.1:1', CACHE_PURGE_REPEAT_MS: '0' }).purge(['content']), /Varnish at http:\/\/127\.0\.0\.1:1 could not be told to purge 1 keys/);
});
