// The site's side of signing in (authPlugin.ts): starting a sign-in at the provider, and the callback
// that turns its answer into a session.
//   GET /api/auth/login?returnTo=/path   -> { url } the provider's authorisation URL ('' when it cannot be reached)
//   GET /api/auth/sign-in?returnTo=/path -> the same, as a redirect: sign-in from a plain link (mailed pages, no scripts)
//   GET /api/auth/callback               -> sets the session cookie, back to the return path ('/' when sign-in failed)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { busyMessage } from '../../platform/http/httpError.ts';
import { isStoreBusy } from '../../data/storeBusy.ts';
import { html, problemPage } from '../../platform/http/standalonePage.ts';
import { sessionTtlSeconds, type SessionClaims } from './sessions.ts';
import { readCookieValue, signCookieValue } from './signedCookie.ts';
import { pendingTtlSeconds, type SiteAuth, type SiteAuthSettings } from './siteAuth.ts';
import { ownScopes } from './provider/embeddedProvider.ts';
import { signInStartPath } from './provider/signInRoutes.ts';

/** A started sign-in, kept in its signed cookie until the provider sends the reader back. */
interface SignInState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

type Tokens = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/** The provider answered 503 (busy): openid-client reports a 5xx as a non-conforming response whose cause is the Response. */
function answeredBusy(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (error instanceof oidc.ResponseBodyError && error.status === 503) || (cause instanceof Response && cause.status === 503);
}

function pendingSignInOf(auth: SiteAuthSettings, request: FastifyRequest): SignInState | null {
  return readCookieValue<SignInState>(auth.secret, 'login-state', auth.cookies.read(request, 'signIn'));
}

/** The site page this browser is signing in from (its pending sign-in), '/' when unknown: for the embedded provider's pages. */
export function pendingSignInReturnPath(auth: SiteAuthSettings): (request: FastifyRequest) => string {
  return (request) => auth.returnPath(pendingSignInOf(auth, request)?.returnTo);
}

/** Starts a sign-in: the pending state in its cookie, and the provider's authorisation URL ('' when it cannot be reached). */
function signInStarter(auth: SiteAuth) {
  const { publicUrl, secret, cookies, redirectUri, returnPath, relyingParty } = auth;
  const publicHost = new URL(publicUrl).host;
  let warnedAboutHost = false;
  return async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply: FastifyReply): Promise<string> => {
    void reply.header('cache-control', 'no-store');
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    if (!warnedAboutHost && host && host !== publicHost) {
      // The sign-in cookie is set for this host but the provider returns the reader to PUBLIC_URL's host.
      warnedAboutHost = true;
      request.log.warn(`Sign-in was started at ${String(host)}, but PUBLIC_URL is ${publicUrl}: open the site at PUBLIC_URL, or set PUBLIC_URL to the address readers use.`);
    }
    let configuration: oidc.Configuration;
    try {
      configuration = await relyingParty.configuration();
    } catch (error) {
      request.log.warn({ err: error }, 'the OpenID provider could not be reached');
      return '';
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pendingSignIn: SignInState = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, returnTo: returnPath(request.query.returnTo) };
    cookies.set(reply, 'signIn', signCookieValue(secret, 'login-state', pendingSignIn, pendingTtlSeconds), pendingTtlSeconds);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: ownScopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pendingSignIn.state,
      nonce: pendingSignIn.nonce,
    });
    return url.href;
  };
}

/** Who signed in, from the ID token; name and email from userinfo when the token lacks them. */
async function signedInClaims(request: FastifyRequest, configuration: oidc.Configuration, tokens: Tokens): Promise<SessionClaims> {
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider returned no ID token.');
  let name = typeof claims.name === 'string' ? claims.name : undefined;
  let email = typeof claims.email === 'string' ? claims.email : undefined;
  let emailVerified = claims.email_verified === true;
  if ((!name || !email) && configuration.serverMetadata().userinfo_endpoint) {
    try {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      name ??= info.name;
      if (!email && info.email) {
        email = info.email;
        emailVerified = info.email_verified === true;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'userinfo could not be read; the session has no name or email');
    }
  }
  return { sub: claims.sub, ...(name ? { name } : {}), ...(email ? { email, ...(emailVerified ? { emailVerified } : {}) } : {}) };
}

/** The callback failed: a busy page to reload when it was a moment's wait, else back to the site without a session. */
function answerFailedSignIn(auth: SiteAuthSettings, request: FastifyRequest, reply: FastifyReply, pendingSignIn: SignInState, error: unknown) {
  if (isStoreBusy(error) || answeredBusy(error)) {
    // A moment's wait, here or at the provider: the pending sign-in is kept, so reloading the page retries.
    request.log.warn({ err: error }, 'sign-in could not complete while the database is busy');
    void reply.header('retry-after', '5');
    return html(reply, 503, problemPage('Sign-in is busy', `${busyMessage} Reload this page to finish signing in.`, request.cspNonce));
  }
  auth.cookies.clear(reply, 'signIn');
  request.log.warn({ err: error }, 'sign-in did not complete');
  // The reader cancelled at the provider (its answer carried our state, checked before the error):
  // back to their page. Anything else failed (expired code, tampered response): the home page.
  const cancelled = error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied';
  return reply.redirect(cancelled ? auth.returnPath(pendingSignIn.returnTo) : '/', 303);
}

/** GET /api/auth/login, GET /api/auth/sign-in and GET /api/auth/callback. */
export function siteSignInRoutes(app: FastifyInstance, auth: SiteAuth): void {
  const { publicUrl, cookies, returnPath, relyingParty, sessions } = auth;
  const startSignIn = signInStarter(auth);

  // The reader sees "There is an issue with sign in..." for an empty URL (spec 8).
  app.get<{ Querystring: { returnTo?: string } }>('/api/auth/login', async (request, reply) => ({ url: await startSignIn(request, reply) }));

  app.get<{ Querystring: { returnTo?: string } }>(signInStartPath, async (request, reply) => {
    const url = await startSignIn(request, reply);
    if (!url) {
      void reply.header('retry-after', '60');
      return html(reply, 503, problemPage('Sign-in is not available', 'Sign-in is not available at the moment. Please try again in a few minutes.', request.cspNonce));
    }
    return reply.redirect(url, 303);
  });

  app.get('/api/auth/callback', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const pendingSignIn = pendingSignInOf(auth, request);
    if (!pendingSignIn) {
      cookies.clear(reply, 'signIn');
      request.log.warn('sign-in callback without a pending sign-in (expired, or another browser)');
      return reply.redirect('/', 303);
    }
    try {
      const configuration = await relyingParty.configuration();
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(request.url, publicUrl), {
        pkceCodeVerifier: pendingSignIn.codeVerifier,
        expectedState: pendingSignIn.state,
        expectedNonce: pendingSignIn.nonce,
        idTokenExpected: true,
      });
      const session = await signedInClaims(request, configuration, tokens);
      cookies.set(reply, 'session', await sessions.create(session, tokens.id_token), sessionTtlSeconds);
      cookies.clear(reply, 'signIn');
      return reply.redirect(returnPath(pendingSignIn.returnTo), 303);
    } catch (error) {
      return answerFailedSignIn(auth, request, reply, pendingSignIn, error);
    }
  });
}
