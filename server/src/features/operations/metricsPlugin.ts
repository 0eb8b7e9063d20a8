// GET /metrics (Prometheus text format), kept from the public: on the public port only with
// METRICS_TOKEN as a Bearer token (401 without it, 404 when no token is configured), and, with
// METRICS_PORT, on a second listener bound to 127.0.0.1 that needs no token (for a scraper on the
// same host or a sidecar). Also counts 429 answers (rate-limit refusals) wherever they come from,
// so the limiter itself knows nothing of metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createServerMetrics, type MetricsSources } from './metricsRegistry.ts';
import { exemptFromPressure } from '../../platform/operations/pressurePlugin.ts';
import './pageSignals.ts';

export interface MetricsPluginOptions extends MetricsSources {
  token?: string | undefined;
  /** A port for the loopback listener (0: any free port, for tests); undefined: no listener. */
  port?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The loopback metrics listener's address once the app listens (METRICS_PORT), else null. */
    metricsAddress(): AddressInfo | null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  // Compared as digests of equal length, in constant time: the answer says nothing of how close a guess was.
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

export const metricsPlugin = fastifyPlugin(
  async (app: FastifyInstance, opts: MetricsPluginOptions) => {
    const metrics = createServerMetrics(opts);
    app.decorate('pageSignals', metrics.pageSignals);
    // A callback hook: it runs on every response (see requestId.ts).
    app.addHook('onResponse', (_request, reply, done) => {
      if (reply.statusCode === 429) metrics.rateLimitRefusals.inc();
      done();
    });

    app.get('/metrics', { config: exemptFromPressure }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!opts.token) return reply.code(404).send({ statusCode: 404, message: 'Not found: /metrics' });
      if (!bearerMatches(request, opts.token)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ statusCode: 401, message: 'The metrics need the token (METRICS_TOKEN) as Authorization: Bearer <token>.' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });

    let listener: http.Server | null = null;
    app.decorate('metricsAddress', () => (listener?.address() as AddressInfo | null) ?? null);
    if (opts.port === undefined) return;
    const port = opts.port;
    // A plain Node listener: nothing but the metrics, on loopback, so it never reaches the public.
    app.addHook('onListen', async () => {
      listener = http.createServer((request, response) => {
        if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here.\n');
          return;
        }
        metrics.registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be collected');
            response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n');
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        listener!.once('error', reject).listen(port, '127.0.0.1', () => resolve());
      });
      app.log.info({ address: listener.address() }, 'metrics listener on loopback');
    });
    app.addHook('onClose', async () => {
      if (listener) {
        const closing = new Promise<void>((resolve) => listener!.close(() => resolve()));
        listener.closeAllConnections();
        await closing;
      }
      listener = null;
    });
  },
  { name: 'oap-metrics' },
);
