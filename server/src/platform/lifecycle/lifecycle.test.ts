// Shutdown and slow clients against a real listening server: a client trickling a body cannot keep
// the server from stopping, and a request that arrives while it drains gets 503 with Connection: close.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { drainingMessage, shutdown } from './lifecycle.ts';
import { DEADLINE_CHECK_INTERVAL_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './lifecycle.ts';

/** Sends raw HTTP on one socket and collects what comes back. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  return {
    socket,
    closed,
    received: () => received,
    waitFor: async (pattern: RegExp, ms = 3000) => {
      const until = Date.now() + ms;
      while (!pattern.test(received) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      return received;
    },
  };
}

test('the server has request, header and keep-alive limits', async () => {
  const { app } = await platformApp();
  await app.ready();
  assert.equal(app.server.requestTimeout, REQUEST_TIMEOUT_MS);
  assert.equal(app.server.headersTimeout, HEADERS_TIMEOUT_MS);
  assert.ok(app.server.keepAliveTimeout > 0 && app.server.keepAliveTimeout <= 10_000);
  await app.close();
});

test('a client that trickles its headers is answered 408 and cut at the documented 10 s, not half a minute later', async () => {
  const { app } = await platformApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  const slow = rawConnection(port);
  const started = Date.now();
  slow.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  // One header byte a second: the connection is never idle, the headers never complete.
  const drip = setInterval(() => slow.socket.write('X'), 1000);
  await slow.closed;
  clearInterval(drip);
  const seconds = (Date.now() - started) / 1000;
  assert.match(slow.received(), /^HTTP\/1.1 408 /);
  assert.ok(seconds >= HEADERS_TIMEOUT_MS / 1000 - 0.5 && seconds <= HEADERS_TIMEOUT_MS / 1000 + DEADLINE_CHECK_INTERVAL_MS / 1000 + 2, `cut after ${seconds} s`);
  await app.close();
});

test('shutdown drains: a request that arrives on an open connection gets 503 and Connection: close; a trickling client is cut after the grace period', async () => {
  const { app } = await platformApp();
  let slowStarted!: () => void;
  const slowRunning = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });
  app.get('/api/test/slow', async () => {
    slowStarted();
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { done: true };
  });
  app.post('/api/test/echo', async (request) => ({ received: JSON.stringify(request.body).length }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;

  // A keep-alive connection with a request in progress (so closing idle connections leaves it open).
  const kept = rawConnection(port);
  kept.socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');

  // A client that announces a body and sends a byte every 100 ms.
  const trickle = rawConnection(port);
  trickle.socket.write('POST /api/test/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n"');
  const drip = setInterval(() => trickle.socket.write('x'), 100);

  await slowRunning;
  await new Promise((resolve) => setTimeout(resolve, 150));
  const started = Date.now();
  const stopping = shutdown(app, { graceMs: 1500, deadlineMs: 5000 });
  // The next request on that connection arrives while the server drains.
  kept.socket.write('GET /api/releases/manifest HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const outcome = await stopping;
  clearInterval(drip);
  const elapsed = Date.now() - started;
  await Promise.all([kept.closed, trickle.closed]);

  const [first, second] = kept.received().split(/(?=HTTP\/1\.1 )/);
  assert.match(first ?? '', /^HTTP\/1\.1 200[\s\S]*\{"done":true\}$/, 'the request in progress finishes');
  assert.match(second ?? '', /^HTTP\/1\.1 503/, 'the request that arrived while draining is refused');
  assert.match(second ?? '', /\r\nconnection: close\r\n/i);
  assert.match(second ?? '', /\r\nretry-after: 5\r\n/i);
  assert.ok(second?.includes(drainingMessage));
  assert.equal(trickle.received(), '', 'the trickling client got no answer: its connection was cut');
  assert.equal(outcome, 'forced', 'the trickling connection had to be cut');
  assert.ok(elapsed < 4000, `shutdown took ${elapsed} ms, well before the deadline`);
});
