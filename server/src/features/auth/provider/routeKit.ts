// What the embedded provider's page routes share: form parsing, per-client limits answered with the
// page and Retry-After, and errors as pages (a busy database is a 503 with Retry-After, never a 500).
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreBusy } from '../../../data/storeBusy.ts';
import { limitWait, type RateRule } from '../../../platform/limits/rateLimiter.ts';
import { html, problemPage } from './interactionPages.ts';

export type FormBody = Record<string, unknown> | undefined;

/** Form fields arrive as strings; anything else (a JSON body, a repeated field) counts as empty. */
export function formText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Seconds the database-busy page asks a reader to wait. */
export const busyRetrySeconds = 5;

export function busyPage(reply: FastifyReply) {
  void reply.header('retry-after', String(busyRetrySeconds));
  return html(reply, 503, problemPage('Sign-in is busy', 'Sign-in is busy at the moment. Go back and try again in a few seconds.'));
}

/**
 * Plain HTML forms (urlencoded, small) for the routes of this scope, and errors answered as pages.
 * Call inside an encapsulated plugin: the parser and the handler stay there.
 */
export function installPageBasics(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isStoreBusy(error)) {
      // Another process holds the write lock beyond the busy timeout: a wait, not a bug.
      request.log.warn({ err: error }, 'sign-in page could not reach the database');
      return busyPage(reply);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return html(reply, error.statusCode, problemPage('Sign-in problem', 'What was sent could not be read. Go back, check the form and send it again.'));
    }
    request.log.error({ err: error }, 'sign-in page failed');
    return html(reply, 500, problemPage('Sign-in problem', 'Something went wrong on our side. Please try again; if it keeps happening, return to the site and choose Sign in again.'));
  });
}

/**
 * Counts the request against `rule` for its client (or `key`: an address, an account) through the
 * site's one limiter (limits/rateLimiter.ts); the seconds to wait when it is over, else 0.
 */
export function overLimit(request: FastifyRequest, rule: RateRule, key?: string): Promise<number> {
  return limitWait(request, rule, key);
}

/** A limit was reached: the page (saying how long to wait) with 429 and Retry-After. */
export function tooMany(reply: FastifyReply, seconds: number, page: string) {
  void reply.header('retry-after', String(seconds));
  return html(reply, 429, page);
}

/**
 * The provider builds every URL (discovery, redirects, the sign-out form) from the request's host and
 * scheme: it must see PUBLIC_URL's, whatever the Host or X-Forwarded-* headers said. The
 * provider runs with `proxy` on, so it reads exactly these.
 */
export function presentAsPublicUrl(raw: IncomingMessage, publicUrl: string, clientAddress: string): void {
  const { host, protocol } = new URL(publicUrl);
  raw.headers.host = host;
  raw.headers['x-forwarded-host'] = host;
  raw.headers['x-forwarded-proto'] = protocol.slice(0, -1);
  raw.headers['x-forwarded-for'] = clientAddress;
  delete raw.headers.forwarded;
}
