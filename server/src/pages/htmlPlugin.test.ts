import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../../test-support/platformFixture.ts';

describe('the shell document', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await platformApp());
  });
  after(() => app.close());

  test('a page route gets the shell with the release manifest inlined and no-cache', async () => {
    const response = await app.inject({ url: '/journal/life-sciences' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const manifestJson = response.body.match(/<script id="oap-release-manifest" type="application\/json" nonce="[^"]+">(.*?)<\/script>/)?.[1];
    assert.ok(manifestJson, 'manifest inlined');
    const manifest = JSON.parse(manifestJson);
    assert.match(manifest.remotes['mf-journal'].manifestUrl, /^\/remotes\/mf-journal\/[0-9a-f]{12}\/mf-manifest\.json$/);
    assert.equal(manifest.remotes['mf-journal'].name, 'mf_journal');
    // Runtime configuration for the browser, without secrets.
    const runtime = JSON.parse(response.body.match(/<script nonce="[^"]+">window\.__OAP_CONFIG__=(.*?)<\/script>/)?.[1] ?? 'null');
    assert.equal(runtime.apiBase, '');
    assert.equal(runtime.sentryTunnel, '/api/monitoring/tunnel');
    assert.match(runtime.submissionUrl, /^https:\/\//);
    assert.doesNotMatch(response.body, /SESSION_SECRET|sessionSecret|clientSecret/);
    // Only the page's own remote is preloaded, by the loader that starts the shell after the first paint.
    const preloads = [...response.body.matchAll(/l\.href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(preloads, [manifest.remotes['mf-journal'].manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')]);
  });

  test("the inline scripts carry this response's CSP nonce, escaped, and nothing else inline runs", async () => {
    const response = await app.inject({ url: '/search?q=cell' });
    const nonce = (response.headers['content-security-policy'] as string).match(/'nonce-([^']+)'/)?.[1];
    assert.ok(nonce);
    const inline = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/\bsrc=/.test(attributes));
    // The consent gate, the runtime config, the release manifest and the loader of the shell's script.
    assert.equal(inline.length, 4);
    for (const attributes of inline) assert.ok(attributes.endsWith(` nonce="${nonce}"`), attributes);
    assert.match(nonce, /^[A-Za-z0-9+/]+={0,2}$/, 'base64: nothing to escape in the attribute');
  });

  test('an unmatched path is answered with 404, the shell document and noindex', async () => {
    const response = await app.inject({ url: '/no/such/page/here' });
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /<div id="root">/);
    assert.match(response.body, /<meta name="robots" content="noindex, nofollow"/);
  });

  test('parameters that break spec section 5 are a 404; valid ones are a page', async () => {
    const cases: Array<[string, number]> = [
      ['/news/123', 200],
      ['/news/12a', 404],
      ['/journal/biology/news-and-conferences/news/77', 200],
      ['/journal/biology/news-and-conferences/news/x7', 404],
      ['/journal/biology/awards/5', 200],
      ['/journal/biology/awards/five', 404],
      ['/2075-1729/12/3/456', 200],
      ['/2075-172X/12/3/456/review_report', 200],
      ['/2075-17/12/3/456', 404],
      ['/2075-1729/12/3/45$6', 404],
      ['/2075-1729/1_2/3-4', 200],
      ['/2075-1729/1a', 404],
    ];
    for (const [url, status] of cases) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, status, url);
    }
  });

  test('the redirects of spec 2.7 answer 301 with their targets', async () => {
    const cases: Array<[string, string]> = [
      ['/journal/biology/most_cited', '/journal/biology/most-cited'],
      ['/journal/biology/toc-alert', '/journal/biology#journal-alerts'],
      ['/journal/biology/editors/meet', '/journal/biology'],
      ['/journal/biology/proceedings_submit_proposal', '/about/proceedings/proceedings_submit_proposal'],
      ['/topics/editors/jane-doe', '/topics/editors?nameSystem=jane-doe'],
      ['/journal/biology/sectioneditors/ecology', '/journal/biology/editors?nameSystem=ecology'],
      ['/journal/biology/topic_editors/ecology', '/journal/biology/topical_advisory_panel?nameSystem=ecology'],
      ['/about/team', '/about/leadership'],
      ['/user/login', '/auth/login'],
      ['/subject/biology', '/topics'],
    ];
    for (const [url, location] of cases) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 301, url);
      assert.equal(response.headers.location, location, url);
    }
  });

  test('redirect targets keep parameters encoded and the query before the fragment', async () => {
    const cases: Array<[string, string]> = [
      ['/journal/%E4%B8%AD/most_cited', '/journal/%E4%B8%AD/most-cited'],
      ['/journal/a%0d%0ab/most_cited', '/journal/a%0D%0Ab/most-cited'],
      ['/journal/x/toc-alert?a=1', '/journal/x?a=1#journal-alerts'],
      ['/journal/x/most_cited?page=2', '/journal/x/most-cited?page=2'],
    ];
    for (const [url, location] of cases) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 301, url);
      assert.equal(response.headers.location, location, url);
    }
  });

  test('a "$" in the path does not act as a replacement pattern in the document', async () => {
    for (const url of ["/foo$'bar", '/foo$`x', '/foo$&y', "/a/b/c$'d"]) {
      const response = await app.inject({ url });
      assert.equal(response.body.match(/<title>/g)?.length, 1, url);
      assert.equal(response.body.match(/<div id="root">/g)?.length, 1, url);
    }
  });

  test('pages are a Fastify route of their own, GET (and HEAD) /*, not what the not-found handler serves', async () => {
    assert.ok(app.hasRoute({ method: 'GET', url: '/*' }));
    assert.ok(app.hasRoute({ method: 'HEAD', url: '/*' }));
    const head = await app.inject({ method: 'HEAD', url: '/journal/life-sciences' });
    assert.equal(head.statusCode, 200);
    assert.match(head.headers['content-type'] as string, /text\/html/);
    assert.equal(head.body, '');
    // A route that finds nothing hands a page address to the site's 404 page.
    const missing = await app.inject({ url: '/no/such/page/here' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<div id="root">/);
    // A part longer than the router takes is refused as it is on any route with a parameter.
    const long = await app.inject({ url: `/journal/${'a'.repeat(600)}`, headers: { accept: 'text/html' } });
    assert.equal(long.statusCode, 414);
    assert.doesNotMatch(long.body, /aaaaaaaaaa/);
  });

  test('unknown API paths answer JSON 404, never HTML', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
      if (method === 'HEAD') {
        assert.equal((await app.inject({ method, url: '/api/no-such-call' })).statusCode, 404);
        continue;
      }
      const response = await app.inject({ method, url: '/api/no-such-call' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { statusCode: 404, message: `Unknown API path: ${method} /api/no-such-call` });
    }
  });

  test('a path that opens with several slashes is that path with one: never a 500, never another host', async () => {
    // Over a real socket: the request line as a scanner sends it (inject parses the URL itself first).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const send = (requestLine: string, headers = '', body = '') =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n${body}`));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const [target, status] of [['//', 200], ['///', 200], ['//about', 200], ['/\\\\', 200], ['//evil.example/x', 404]] as const) {
      const answer = await send(`GET ${target} HTTP/1.1`);
      assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), target);
      assert.doesNotMatch(answer, /^location:/im, `${target}: no redirect to another host`);
      assert.match(answer, /<div id="root">/, target);
    }
    const posted = await send('POST // HTTP/1.1', 'Content-Type: application/json\r\nAccept: text/html\r\nContent-Length: 2\r\n', '{}');
    assert.match(posted, /^HTTP\/1.1 415 /, 'a post to // is a post to the home page: only forms are taken');
    assert.match(posted, /Only forms can be sent to a page/);
  });

  test('a missing static file is a plain 404, not the shell document', async () => {
    const response = await app.inject({ url: '/static/shell/missing.0000000000.js' });
    assert.equal(response.statusCode, 404);
    assert.doesNotMatch(response.body, /<div id="root">/);
  });
});
