// Every request has an id: the one a proxy or a caller sent in X-Request-Id when it is sane, else a
// new one. Fastify's logger (pino) puts it on each line of the request's log as `reqId`, the response
// echoes it, and the page carries it in its runtime configuration, so a reader's error report (Sentry,
// tag request_id) leads to the server's log lines of the request that rendered the page.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and a few separators, at most 128: enough for UUIDs and tracing ids, nothing that could forge a log line. */
const saneRequestId = /^[A-Za-z0-9._:@-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && saneRequestId.test(sent) ? sent : randomUUID();
}

/** Probes come every few seconds: their "incoming request" and "request completed" lines would drown the log. */
const probePaths = new Set(['/healthz', '/readyz', '/metrics']);

const pathOnly = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * Fastify's constructor options for the request log: an id for every request (`genReqId` is called
 * for each, logged as `reqId`) and no request lines for the probes (their warnings and errors still are).
 */
export function requestLogOptions() {
  return {
    genReqId: requestIdOf,
    // Asked twice per request (incoming, completed): the path without a split and its array.
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: (request) => probePaths.has(pathOnly(request.url)) }),
  };
}

/** Echoes the id on every response, set first so that refusals and errors carry it too. */
export const requestIdPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: it runs on every request, and a promise each costs throughput.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'oap-request-id' },
);
