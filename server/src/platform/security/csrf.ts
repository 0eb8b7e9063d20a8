// CSRF tokens for the site's forms and API writes, with @fastify/csrf-protection:
// a random secret in an HttpOnly cookie, and tokens derived from it that a page carries in its form
// (hidden field `_csrf`) or a script sends as `x-csrf-token`. A page elsewhere can neither read the
// token nor make one, and the origin check (originCheck.ts) refuses its posts before this.
//
//   GET /api/forms/token  -> { token } (sets the secret cookie when the reader has none; never cached)
//
// A form page's loader asks for the token; on the server that call is dispatched in-process, and its
// Set-Cookie reaches the reader with the page (pages/render/apiDispatch.ts), which is then private.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { CsrfTokenAnswer } from '@oap/contracts/api/forms.ts';
import { csrfField, csrfHeader } from '@oap/contracts/forms/formLimits.ts';

export { csrfRefusedMessage } from './csrfMessages.ts';

export function csrfCookieName(secure: boolean): string {
  return `${secure ? '__Host-' : ''}oap_csrf`;
}

export async function installCsrf(app: FastifyInstance, options: { secure: boolean }): Promise<void> {
  await app.register(fastifyCsrfProtection, {
    cookieKey: csrfCookieName(options.secure),
    // A session cookie (no Max-Age): Path=/ for every page, HttpOnly (scripts get tokens from the API),
    // Lax like the session cookie; __Host- on https, so no sibling host can plant one.
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure },
    getToken: (request: FastifyRequest) => {
      const header = request.headers[csrfHeader];
      if (typeof header === 'string') return header;
      const body = request.body;
      const token = body instanceof FormData ? body.get(csrfField) : (body as Record<string, unknown> | undefined)?.[csrfField];
      return typeof token === 'string' ? token : '';
    },
  });
}

/** A preHandler (after the body is parsed, which may carry the token) that refuses a request without a valid token: 403, csrfRefusedMessage. */
export function requireCsrfToken(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
  request.server.csrfProtection(request, reply, done);
}

export async function csrfTokenRoute(app: FastifyInstance): Promise<void> {
  app.get('/forms/token', async (_request, reply): Promise<CsrfTokenAnswer> => {
    void reply.header('cache-control', 'private, no-store');
    return { token: reply.generateCsrf() };
  });
}
