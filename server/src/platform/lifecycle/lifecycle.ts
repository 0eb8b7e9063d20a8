// How long the server waits for clients, and how it stops. Without limits, one client
// trickling a request body kept a connection, and the process, alive long after SIGTERM.
//
// - Every request must arrive whole within REQUEST_TIMEOUT_MS (headers within HEADERS_TIMEOUT_MS),
//   an idle socket closes after CONNECTION_TIMEOUT_MS, and a kept-alive one after KEEP_ALIVE_TIMEOUT_MS.
// - On shutdown the server drains: it stops accepting connections, answers any request that still
//   arrives on an open connection with 503, Retry-After and `Connection: close`, lets requests in
//   progress finish for DRAIN_GRACE_MS, then closes every connection; past SHUTDOWN_DEADLINE_MS the
//   caller exits whatever is left.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
export const DRAIN_GRACE_MS = 5_000;
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * How often node:http checks the header and request deadlines. Its default (30 s) let a slow client
 * keep headers coming for about 30 s and a body for about 60 s; checked each second, the limits hold
 * to within a second of HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS.
 */
export const DEADLINE_CHECK_INTERVAL_MS = 1_000;

/** The Fastify constructor options for the limits above (draining is ours, see installDraining). */
export const serverTimeoutOptions = {
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  // Fastify's own closing answer is a bare 503; ours carries Retry-After and a readable message.
  return503OnClosing: false,
  forceCloseConnections: 'idle',
} satisfies FastifyServerOptions;

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { draining: boolean };
  }
}

export const drainingMessage = 'The site is restarting. Please try again in a few seconds.';

/** Answers every request with 503 once draining has begun; add before any route is registered. */
export function installDraining(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Read by node:http when the server starts listening (its timer of deadline checks).
  (app.server as typeof app.server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = DEADLINE_CHECK_INTERVAL_MS;
  // A callback hook: it runs on every request, and a promise each costs throughput.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!app.lifecycle.draining) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .type('application/json; charset=utf-8')
      .send({ statusCode: 503, message: drainingMessage });
  });
}

export interface ShutdownOptions {
  graceMs?: number;
  deadlineMs?: number;
}

/**
 * Drains and closes the app (its onClose hooks flush and close what it holds). Resolves 'clean'
 * when everything closed in time, 'forced' when connections had to be cut or the deadline passed.
 */
export async function shutdown(app: FastifyInstance, options: ShutdownOptions = {}): Promise<'clean' | 'forced'> {
  const graceMs = options.graceMs ?? DRAIN_GRACE_MS;
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  app.lifecycle.draining = true;
  let forced = false;
  const cut = setTimeout(() => {
    forced = true;
    app.server.closeAllConnections();
  }, graceMs);
  let deadline: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    app.close().then(() => 'closed' as const),
    new Promise<'deadline'>((resolve) => {
      deadline = setTimeout(() => resolve('deadline'), deadlineMs);
    }),
  ]);
  clearTimeout(cut);
  clearTimeout(deadline);
  return outcome === 'closed' && !forced ? 'clean' : 'forced';
}
