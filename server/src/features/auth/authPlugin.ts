// Sign-in for the site (spec 4 Auth, 6, 7.1): OpenID Connect with a signed session cookie that names
// a row of the sessions table (sessions.ts), so any number of server copies can answer and logging
// out ends the session everywhere. Calls:
//   GET /api/auth/login?returnTo=/path   -> { url } the provider's authorisation URL ('' when it cannot be reached)
//   GET /api/auth/sign-in?returnTo=/path -> the same, as a redirect: sign-in from a plain link (mailed pages, no scripts)
//   GET /api/auth/callback               -> sets the session cookie, back to the return path ('/' when sign-in failed)
//   GET /api/auth/logout/url?returnTo=   -> { url } the provider's end-session URL
//   GET /api/auth/logout/callback        -> with the state we issued: ends the session, back to the return path
//   GET /api/user                        -> { isLoggedIn, name?, email?, emailVerified? }
// Without OIDC_ISSUER the embedded provider is mounted under /oidc and used in-process.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import * as oidc from 'openid-client';
import type { AuthConfig } from './authConfig.ts';
import { busyMessage, httpError } from '../../platform/http/httpError.ts';
import { isStoreBusy } from '../../data/storeBusy.ts';
import { html, problemPage } from '../../platform/http/standalonePage.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { UserResponse } from '@oap/contracts/api/auth.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { authStateDir, resolveSessionSecret } from '../../platform/secrets/authState.ts';
import { inProcessFetch } from './inProcessFetch.ts';
import { createRelyingParty, type RelyingParty } from './relyingParty.ts';
import { safeReturnPath } from './returnPath.ts';
import { SessionStore, sessionTtlSeconds, type Session, type SessionClaims } from './sessions.ts';
import { sessionCookieBaseName, siteCookies } from './siteCookies.ts';
import { readCookieValue, signCookieValue } from './signedCookie.ts';
import { authRequestTtlSeconds } from './provider/authorizationRequest.ts';
import { createEmbeddedProvider, ownScopes, providerMountPath } from './provider/embeddedProvider.ts';
import { PasswordResets } from './provider/passwordResets.ts';
import { providerPlugin } from './provider/providerPlugin.ts';
import { SignInGuard } from './provider/signInGuard.ts';
import { SignInHandoffs } from './provider/signInHandoff.ts';
import { signInStartPath } from './provider/signInRoutes.ts';
import { loadSigningKeys } from './provider/signingKeys.ts';
import { createOidcAdapter } from './provider/oidcAdapter.ts';
import { createUserStore } from './provider/userStore.ts';

/** The session cookie's name on an http site; on https it is "__Host-" + this (siteCookies.ts). */
export const sessionCookieName = sessionCookieBaseName;
export { sessionTtlSeconds, type SessionClaims };

/** How long a started sign-in or sign-out may take (as long as the embedded provider's sign-in page lasts). */
const pendingTtlSeconds = authRequestTtlSeconds;
/** How often expired sessions, provider rows and sign-in failures are deleted. */
const purgeIntervalMs = 5 * 60 * 1000;

export const callbackPath = '/api/auth/callback';
export const logoutCallbackPath = '/api/auth/logout/callback';
export const embeddedClientId = 'oap-website';

interface SignInState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

interface SignOutState {
  state: string;
  returnTo: string;
}

/** The answer of GET /api/user (written once, in the contracts). */
export type UserAnswer = UserResponse;

/** The provider answered 503 (busy): openid-client reports a 5xx as a non-conforming response whose cause is the Response. */
function answeredBusy(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (error instanceof oidc.ResponseBodyError && error.status === 503) || (cause instanceof Response && cause.status === 503);
}

function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

export interface AuthPluginOptions {
  config: AuthConfig & { databasePath: string };
  /**
   * Receives the session reader, for other plugins that need to know who is signed in (dev overrides).
   * It reads the session's row at most once per request, however many hooks ask.
   */
  onSessionReader?: (read: (request: FastifyRequest) => Promise<SessionClaims | null>) => void;
  /** The site's records (createStore): sessions, accounts and the provider's state. */
  database: SqlDatabase;
  /**
   * The site's outbox: required with the embedded provider, whose account mail (address
   * confirmation, password reset) is queued in the transaction of the account write that causes it.
   */
  outbox?: MailOutbox;
}

export async function authPlugin(app: FastifyInstance, { config, onSessionReader, database, outbox }: AuthPluginOptions): Promise<void> {
  const stateDir = authStateDir(config.databasePath);
  const secret = resolveSessionSecret(config.sessionSecret, stateDir);
  const secure = config.publicUrl.startsWith('https:');
  const redirectUri = `${config.publicUrl}${callbackPath}`;
  const postLogoutRedirectUri = `${config.publicUrl}${logoutCallbackPath}`;
  const returnPath = (value: unknown) => safeReturnPath(value, config.publicUrl);
  const cookies = siteCookies(secure);

  // Another plugin may have registered cookie parsing for the whole app already.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);

  const sessions = new SessionStore(database, secret);
  const purges: Array<() => Promise<number> | number> = [() => sessions.purgeExpired()];

  let relyingParty: RelyingParty;
  if (config.oidc) {
    relyingParty = createRelyingParty(config.oidc);
  } else {
    if (!outbox) throw new Error('The embedded OpenID provider needs the mail outbox (authPlugin option `outbox`) for its account mail.');
    const users = createUserStore(database);
    const store = createOidcAdapter(database);
    const guard = new SignInGuard(database, derivedSecret(secret, 'embedded-oidc-known-device'));
    const handoffs = new SignInHandoffs(database, derivedSecret(secret, 'embedded-oidc-handoff'));
    const resets = new PasswordResets(database);
    // The site's own outbox, on the same records: the account and its mail commit together.
    const mail = outbox;
    purges.push(() => store.purgeExpired(), () => guard.purgeExpired(), () => handoffs.purgeExpired(), () => resets.purgeExpired());
    const clientSecret = derivedSecret(secret, 'embedded-oidc-client-secret');
    const provider = createEmbeddedProvider({
      publicUrl: config.publicUrl,
      client: { clientId: embeddedClientId, clientSecret, redirectUri, postLogoutRedirectUri },
      cookieKeys: [derivedSecret(secret, 'embedded-oidc-cookies')],
      jwks: await loadSigningKeys(stateDir, database),
      users,
      adapter: store.adapter,
      onServerError: (error, busy) =>
        busy ? app.log.warn({ err: error }, 'embedded OpenID provider: the database is busy') : app.log.error({ err: error }, 'embedded OpenID provider failed'),
    });
    await app.register(providerPlugin, {
      provider,
      users,
      store,
      guard,
      handoffs,
      resets,
      mail,
      pageSecret: derivedSecret(secret, 'embedded-oidc-pages'),
      publicUrl: config.publicUrl,
      client: { clientId: embeddedClientId, redirectUri },
      secure,
      returnPathOf: (request) => returnPath(readCookieValue<SignInState>(secret, 'login-state', cookies.read(request, 'signIn'))?.returnTo),
    });
    relyingParty = createRelyingParty({
      issuer: `${config.publicUrl}${providerMountPath}`,
      clientId: embeddedClientId,
      clientSecret,
      fetch: inProcessFetch(app, config.publicUrl),
    });
  }

  // Expired rows are never read again, but strangers can create them (interactions, failures): sweep
  // at start and every few minutes. A locked file just means the next sweep does it; a failed sweep
  // is logged, never left as a rejected promise (which would end the process).
  const purge = async () => {
    for (const run of purges) {
      try {
        await run();
      } catch (error) {
        app.log.warn({ err: error }, 'expired sign-in records could not be purged now');
      }
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), purgeIntervalMs).unref();
  // The records belong to the app (createStore): they are closed with it, not here.
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  // Several hooks of one request ask who is signed in (dev overrides, release authorisers, the route):
  // the answer, a promise, is kept for the request's lifetime, so its row is read once.
  const sessionOfRequest = new WeakMap<FastifyRequest, Promise<Session | null>>();
  /** The request's session; signed out when the database cannot tell (never a 500 for reading who is signed in). */
  const readSession = (request: FastifyRequest): Promise<Session | null> => {
    let session = sessionOfRequest.get(request);
    if (!session) {
      session = sessions.read(cookies.read(request, 'session')).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the session could not be checked; answering as signed out');
        return null;
      });
      sessionOfRequest.set(request, session);
    }
    return session;
  };
  onSessionReader?.(readSession);

  const publicHost = new URL(config.publicUrl).host;
  let warnedAboutHost = false;

  /** Starts a sign-in: the pending state in its cookie, and the provider's authorisation URL ('' when it cannot be reached). */
  const startSignIn = async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply: FastifyReply): Promise<string> => {
    void reply.header('cache-control', 'no-store');
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    if (!warnedAboutHost && host && host !== publicHost) {
      // The sign-in cookie is set for this host but the provider returns the reader to PUBLIC_URL's host.
      warnedAboutHost = true;
      request.log.warn(`Sign-in was started at ${String(host)}, but PUBLIC_URL is ${config.publicUrl}: open the site at PUBLIC_URL, or set PUBLIC_URL to the address readers use.`);
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
    const pendingSignIn = readCookieValue<SignInState>(secret, 'login-state', cookies.read(request, 'signIn'));
    if (!pendingSignIn) {
      cookies.clear(reply, 'signIn');
      request.log.warn('sign-in callback without a pending sign-in (expired, or another browser)');
      return reply.redirect('/', 303);
    }
    try {
      const configuration = await relyingParty.configuration();
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(request.url, config.publicUrl), {
        pkceCodeVerifier: pendingSignIn.codeVerifier,
        expectedState: pendingSignIn.state,
        expectedNonce: pendingSignIn.nonce,
        idTokenExpected: true,
      });
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
      const session: SessionClaims = { sub: claims.sub, ...(name ? { name } : {}), ...(email ? { email, ...(emailVerified ? { emailVerified } : {}) } : {}) };
      cookies.set(reply, 'session', await sessions.create(session, tokens.id_token), sessionTtlSeconds);
      cookies.clear(reply, 'signIn');
      return reply.redirect(returnPath(pendingSignIn.returnTo), 303);
    } catch (error) {
      if (isStoreBusy(error) || answeredBusy(error)) {
        // A moment's wait, here or at the provider: the pending sign-in is kept, so reloading the page retries.
        request.log.warn({ err: error }, 'sign-in could not complete while the database is busy');
        void reply.header('retry-after', '5');
        return html(reply, 503, problemPage('Sign-in is busy', `${busyMessage} Reload this page to finish signing in.`, request.cspNonce));
      }
      cookies.clear(reply, 'signIn');
      request.log.warn({ err: error }, 'sign-in did not complete');
      // The reader cancelled at the provider (its answer carried our state, checked before the error):
      // back to their page. Anything else failed (expired code, tampered response): the home page.
      const cancelled = error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied';
      return reply.redirect(cancelled ? returnPath(pendingSignIn.returnTo) : '/', 303);
    }
  });

  app.get<{ Querystring: { returnTo?: string } }>('/api/auth/logout/url', async (request, reply) => {
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
        return { url: url.href };
      }
    } catch (error) {
      request.log.warn({ err: error }, 'the OpenID provider could not be reached; signing out of this site only');
    }
    return { url: `${postLogoutRedirectUri}?state=${encodeURIComponent(pendingSignOut.state)}` };
  });

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

  app.get('/api/user', async (request, reply): Promise<UserAnswer> => {
    void reply.header('cache-control', 'no-store');
    const session = await readSession(request);
    if (!session) return { isLoggedIn: false };
    return {
      isLoggedIn: true,
      ...(session.name ? { name: session.name } : {}),
      ...(session.email ? { email: session.email, emailVerified: session.emailVerified === true } : {}),
    };
  });
}
