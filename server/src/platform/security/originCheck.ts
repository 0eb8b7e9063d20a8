// Refuses state-changing requests sent from another site: a POST, PUT, PATCH or
// DELETE whose browser says it came from elsewhere (Sec-Fetch-Site), or whose Origin is not this
// site, is answered 403 before its body is read. Requests without either header are not from a
// browser page (a script, a mail provider's one-click unsubscribe, the embedded provider's token
// call) and cannot ride on a reader's cookies, so they pass; the CSRF token (csrf.ts) is still
// required where a form or an API write asks for one.
//
// A route that is meant to be reached from elsewhere (RFC 8058 one-click unsubscribe, authorised by
// its signed link) says so with `config: { crossSite: true }`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusal } from '../http/refusal.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may be posted to from another site (it is authorised otherwise, e.g. by a signed link). */
    crossSite?: boolean;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteMessage =
  'This form was sent from another website, so it was not accepted. Open the page on this site and send the form from there.';

/** Why a request is refused as cross-site, or null when it may go on. */
export function crossSiteProblem(request: Pick<FastifyRequest, 'method' | 'headers' | 'host'>, publicUrl: string): string | null {
  if (!unsafeMethods.has(request.method)) return null;
  const fetchSite = request.headers['sec-fetch-site'];
  // "none": typed or bookmarked by the reader; "same-origin": our own page.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return crossSiteMessage;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage: not our page.
    return crossSiteMessage;
  }
  // Our public address, or the address this request was sent to (a browser always sets Host to
  // where it is sending, so a page elsewhere cannot make its Origin match it).
  return host === new URL(publicUrl).host || host === request.host ? null : crossSiteMessage;
}

export function installOriginCheck(app: FastifyInstance, publicUrl: string): void {
  // A callback hook: it runs on every request (most are reads, with nothing to check), and a promise each costs throughput.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config?.crossSite) return done();
    const problem = crossSiteProblem(request, publicUrl);
    if (!problem) return done();
    request.log.warn({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'], url: request.url }, 'cross-site request refused');
    void refusal(request, reply, 403, 'Not accepted', problem);
  });
}
