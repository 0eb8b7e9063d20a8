// Streamed server rendering, against the real built site on a listening server: the
// document up to #root (its head complete) reaches the reader before React's HTML, compressed on
// the fly; the first anonymous response has no ETag, and the cached copy it leaves is the same bytes
// with one; a signed-in reader's page streams too and stays private.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { startSsrApp, type SsrFixture } from '../../../test-support/ssrFixture.ts';

let fixture: SsrFixture;
let origin: string;
let articles: string[];

before(async () => {
  fixture = await startSsrApp();
  await fixture.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(fixture.app.server.address() as AddressInfo).port}`;
  const found = await fixture.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: {} } });
  articles = found.json<SearchResults<ArticleSummary>>().items.map((item) => item.path);
  assert.ok(articles.length >= 5, 'articles to render, each once');
  // Each article's first read prepares its text (in a worker thread, seconds on a loaded machine):
  // done here through the API, so that the pages below stream instead of meeting the render's time
  // limit, past which the server rightly sends the page for the browser to render.
  for (const article of articles) assert.equal((await fixture.app.inject(`/api/articles${article}`)).statusCode, 200, article);
});
after(() => fixture.close());

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36' };

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The document's text as it was decoded, one entry per piece the reader got. */
  chunks: string[];
}

/** A raw request, keeping the pieces of the (decompressed) body as they arrive. */
function receive(path: string, headers: Record<string, string> = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { ...browser, ...headers } }, (response) => {
        const chunks: string[] = [];
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? response.pipe(createBrotliDecompress()) : encoding === 'gzip' ? response.pipe(createGunzip()) : response;
        body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
        body.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, chunks }));
        body.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The head and the start of #root arrive on their own, before any of React's HTML (in one piece or more). */
function assertStreamed(received: Received) {
  let sofar = '';
  const head = received.chunks.findIndex((chunk) => (sofar += chunk).endsWith('<div id="root">'));
  assert.ok(head >= 0, 'the document up to #root arrives before anything after it');
  assert.ok(head < received.chunks.length - 1, `more arrives after it (${received.chunks.length} pieces)`);
  assert.match(sofar, /<title>[^<]+<\/title>/, 'with the head');
  const html = received.chunks.join('');
  assert.match(html, /<div id="root"><div/, 'then the page, rendered');
  assert.ok(html.indexOf('window.__staticRouterHydrationData') > html.lastIndexOf('Skip to main content'), 'the state after the render');
  assert.match(html, /<\/html>\s*$/);
}

describe('a page rendered for the reader streams', () => {
  test('the head first, then the page, compressed on the fly; no ETag until the page is cached', async () => {
    const received = await receive(articles[0]!, { 'accept-encoding': 'br, gzip' });
    assert.equal(received.status, 200);
    assert.equal(received.headers['content-encoding'], 'br');
    assert.equal(received.headers['transfer-encoding'], 'chunked');
    assert.equal(received.headers.etag, undefined);
    assert.equal(received.headers['cache-control'], 'public, max-age=0, s-maxage=60');
    assert.equal(received.headers.vary, 'Accept-Encoding');
    assert.match(String(received.headers.xkey), /\barticle-\d+\b/, 'its keys are known before it streams');
    assertStreamed(received);
  });

  test('gzip and uncompressed too', async () => {
    const gzip = await receive(articles[1]!, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assertStreamed(gzip);
    assertStreamed(await receive(articles[4]!));
  });

  test('the first anonymous response has no ETag; the cached one has, with the same bytes', async () => {
    const first = await fixture.app.inject({ url: articles[2]!, headers: browser });
    const second = await fixture.app.inject({ url: articles[2]!, headers: browser });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers.etag, undefined);
    assert.match(second.headers.etag as string, /^W\/"/);
    assert.ok(first.rawPayload.equals(second.rawPayload), 'byte-identical bodies');
    assert.equal(second.headers['content-security-policy'], first.headers['content-security-policy'], 'the nonce inside the bytes');
    const revalidated = await fixture.app.inject({ url: articles[2]!, headers: { ...browser, 'if-none-match': second.headers.etag as string } });
    assert.equal(revalidated.statusCode, 304);
  });

  test('concurrent readers of a page not cached yet share its render', async () => {
    const [streamed, waited] = await Promise.all([receive(articles[3]!), receive(articles[3]!)]);
    assert.equal(streamed.headers.etag, undefined);
    assert.match(waited.headers.etag ?? '', /^W\/"/, 'the second waited for the complete page');
    assert.equal(streamed.chunks.join(''), waited.chunks.join(''));
  });

  test('a 404 streams with its status', async () => {
    const received = await receive('/journal/no-such-journal');
    assert.equal(received.status, 404);
    assertStreamed(received);
    assert.match(received.chunks.join(''), /<meta name="robots" content="noindex, nofollow"[^]*<div id="root">/);
  });

  test("a signed-in reader's page streams and is private", async () => {
    const received = await receive(articles[0]!, { cookie: 'oap_session=anything' });
    assert.equal(received.status, 200);
    assert.equal(received.headers['cache-control'], 'private, no-cache');
    assert.equal(received.headers.etag, undefined);
    assertStreamed(received);
  });
});
