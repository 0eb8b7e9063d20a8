// The site's side of signing out (authPlugin.ts): the provider's end-session URL, and the callback
// that ends the session everywhere (its row is deleted, whichever server copy answers next).
//   GET /api/auth/logout/url?returnTo=   -> { url } the provider's end-session URL
//   GET /api/auth/sign-out?returnTo=     -> the same, as a redirect: Log out from a plain link (no scripts)
//   GET /api/auth/logout/callback        -> with the state we issued: ends the session, back to the return path
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { signOutStartPath } from '@oap/contracts/api/auth.ts';
import { httpError } from '../../platform/http/httpError.ts';
import { readCookieValue, signCookieValue } from './signedCookie.ts';
import { logoutCallbackPath, pendingTtlSeconds, type SiteAuth } from './siteAuth.ts';

/** A started sign-out, kept in its signed cookie: only it may end the session at the callback. */
interface SignOutState {
  state: string;
  returnTo: string;
}

type SignOutRequest = FastifyRequest<{ Querystring: { returnTo?: string } }>;

/**
 * Starts a sign-out: the pending state in its cookie, and the provider's end-session URL (our own
 * callback when the provider has none or cannot be reached: the site's session still ends).
 */
function signOutStarter(auth: SiteAuth): (request: SignOutRequest, reply: FastifyReply) => Promise<string> {
  const { secret, cookies, postLogoutRedirectUri, returnPath, relyingParty, sessions, readSession } = auth;
  return async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const pendingSignOut: SignOutState = { state: oidc.randomState(), returnTo: returnPath(request.query.returnTo) };
    cookies.set(reply, 'signOut', signCookieValue(secret, 'logout-state', pendingSignOut, pendingTtlSeconds), pendingTtlSeconds);
    const session = await readSession(request);
    let idToken: string | undefined;
    try {
      idToken = session ? await sessions.idToken(session) : undefined;
    } catch {
      // Without the hint the provider asks the reader to confirm; signing out still works.
    }
    try {
      const configuration = await relyingParty.configuration();
      if (configuration.serverMetadata().end_session_endpoint) {
        // post_logout_redirect_uri must match the registered one exactly, so the return path travels in our cookie.
        const url = oidc.buildEndSessionUrl(configuration, {
          post_logout_redirect_uri: postLogoutRedirectUri,
          state: pendingSignOut.state,
          ...(idToken ? { id_token_hint: idToken } : {}),
        });
        return url.href;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'the OpenID provider could not be reached; signing out of this site only');
    }
    return `${postLogoutRedirectUri}?state=${encodeURIComponent(pendingSignOut.state)}`;
  };
}

/** GET /api/auth/logout/url, GET /api/auth/sign-out and GET /api/auth/logout/callback. */
export function siteSignOutRoutes(app: FastifyInstance, auth: SiteAuth): void {
  const { secret, cookies, returnPath, sessions, readSession } = auth;
  const startSignOut = signOutStarter(auth);

  app.get<{ Querystring: { returnTo?: string } }>('/api/auth/logout/url', async (request, reply) => ({ url: await startSignOut(request, reply) }));

  app.get<{ Querystring: { returnTo?: string } }>(signOutStartPath, async (request, reply) => reply.redirect(await startSignOut(request, reply), 303));

  app.get<{ Querystring: { state?: unknown } }>(logoutCallbackPath, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const pendingSignOut = readCookieValue<SignOutState>(secret, 'logout-state', cookies.read(request, 'signOut'));
    // Only the sign-out this browser started, proven by the state we gave it, may end the session:
    // a link or a forged redirect to this address changes nothing.
    if (!pendingSignOut || typeof request.query.state !== 'string' || request.query.state !== pendingSignOut.state) {
      request.log.warn('sign-out callback without the state of a sign-out started here; nothing changed');
      return reply.redirect('/', 303);
    }
    const session = await readSession(request);
    try {
      if (session) await sessions.revoke(session.id);
    } catch (error) {
      request.log.error({ err: error }, 'a session could not be revoked');
      throw httpError(503, 'Signing out could not be completed just now. Please try again.');
    }
    cookies.clear(reply, 'session');
    cookies.clear(reply, 'signOut');
    return reply.redirect(returnPath(pendingSignOut.returnTo), 303);
  });
}
