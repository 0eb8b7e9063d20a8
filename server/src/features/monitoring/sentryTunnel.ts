// POST /api/monitoring/tunnel: the browser's Sentry events arrive here (same origin, so blockers of
// third-party hosts do not drop them) and go on to the configured DSN's ingest endpoint. Only
// envelopes addressed to our own DSN's host and project are forwarded; anything else is refused.
import { rateLimited, rateRules } from '../../platform/limits/rateLimiter.ts';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../platform/http/httpError.ts';
import { envelopeIngestUrl, parseSentryDsn } from '../../platform/monitoring/sentryDsn.ts';

export const monitoringTunnelPath = '/api/monitoring/tunnel';
/** Session replay segments are the largest envelopes; Sentry's own limit per envelope is far higher. */
const envelopeLimitBytes = 5 * 1024 * 1024;
const forwardTimeoutMs = 10_000;

export interface SentryTunnelOptions {
  sentryDsn?: string;
  /** The fetch used to forward (tests keep the global one and point the DSN at a local listener). */
  fetch?: typeof fetch;
}

/** The DSN named in an envelope's first line (its header), or null when the body is not an envelope. */
export function envelopeDsn(body: Buffer): string | null {
  const end = body.indexOf(0x0a);
  const headerText = body.subarray(0, end === -1 ? body.length : end).toString('utf8');
  try {
    const header = JSON.parse(headerText) as unknown;
    const dsn = typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
    return typeof dsn === 'string' ? dsn : null;
  } catch {
    return null;
  }
}

export async function sentryTunnelPlugin(app: FastifyInstance, options: SentryTunnelOptions): Promise<void> {
  const configured = options.sentryDsn ? parseSentryDsn(options.sentryDsn) : null;
  const send = options.fetch ?? fetch;

  // Envelopes are newline-separated JSON with binary items, sent as text/plain or with no type: take bytes as they are.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: envelopeLimitBytes }, (_request, body, done) => done(null, body));

  app.post(monitoringTunnelPath, { bodyLimit: envelopeLimitBytes, onRequest: rateLimited(rateRules.monitoring) }, async (request, reply) => {
    if (!configured) throw httpError(404, 'Monitoring is not configured on this server (SENTRY_DSN is unset).');
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw httpError(400, 'Send a Sentry envelope as the request body.');
    const named = envelopeDsn(body);
    if (named === null) throw httpError(400, 'The body is not a Sentry envelope: its first line must be a JSON header with a "dsn".');
    const dsn = parseSentryDsn(named);
    if (!dsn || dsn.host !== configured.host || dsn.projectId !== configured.projectId || dsn.pathPrefix !== configured.pathPrefix) {
      throw httpError(400, 'The envelope is addressed to a different Sentry project than this site reports to.');
    }
    let upstream: Response;
    try {
      upstream = await send(envelopeIngestUrl(configured), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope', 'x-forwarded-for': request.ip },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(forwardTimeoutMs),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'the monitoring service could not be reached');
      return reply.code(502).send({ statusCode: 502, message: 'The monitoring service could not be reached.' });
    }
    const text = await upstream.text();
    if (upstream.status >= 500) {
      request.log.warn({ status: upstream.status }, 'the monitoring service failed');
      return reply.code(502).send({ statusCode: 502, message: 'The monitoring service could not take the event.' });
    }
    // The SDK reads Sentry's rate limits from these headers and backs off.
    for (const name of ['retry-after', 'x-sentry-rate-limits']) {
      const value = upstream.headers.get(name);
      if (value) void reply.header(name, value);
    }
    return reply
      .code(upstream.status)
      .type(upstream.headers.get('content-type') ?? 'application/json; charset=utf-8')
      .send(text);
  });
}
