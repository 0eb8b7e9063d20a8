// Sign-in for the site (spec 4 Auth, 6, 7.1): OpenID Connect with a stateless, signed session cookie,
// so any number of server copies can answer. Calls:
//   GET /api/auth/login?returnTo=/path   -> { url } the provider's authorisation URL ('' when it cannot be reached)
//   GET /api/auth/callback               -> sets the session cookie, back to the return path
//   GET /api/auth/logout/url?returnTo=   -> { url } the provider's end-session URL
//   GET /api/auth/logout/callback        -> clears the session cookie, back to the return path
//   GET /api/user                        -> { isLoggedIn, name?, email? }
// Without OIDC_ISSUER the embedded provider is mounted under /oidc and used in-process.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import * as oidc from 'openid-client';
import type { ServerConfig } from '../config.ts';
import { migrate, openDatabase } from '../store/database.ts';
import { authStateDir, resolveSessionSecret } from './authState.ts';
import { createRelyingParty, type RelyingParty } from './relyingParty.ts';
import { safeReturnPath } from './returnPath.ts';
import { signToken, verifyToken } from './signedToken.ts';
import { createEmbeddedProvider, ownScopes, providerMountPath } from './provider/embeddedProvider.ts';
import { providerPlugin } from './provider/providerPlugin.ts';
import { loadSigningKeys } from './provider/signingKeys.ts';
import { createSqliteAdapter } from './provider/sqliteAdapter.ts';
import { createUserStore } from './provider/userStore.ts';

export const sessionCookieName = 'oap_session';
const idTokenCookieName = 'oap_id_token';
const signInCookieName = 'oap_sign_in';
const signOutCookieName = 'oap_sign_out';

/** How long a site session lasts; the provider's own session (14 days) makes the next sign-in one click. */
export const sessionTtlSeconds = 8 * 60 * 60;
/** How long a started sign-in or sign-out may take. */
const pendingTtlSeconds = 10 * 60;

export const callbackPath = '/api/auth/callback';
export const logoutCallbackPath = '/api/auth/logout/callback';
export const embeddedClientId = 'oap-website';

export interface SessionClaims {
  sub: string;
  name?: string;
  email?: string;
}

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

export interface UserAnswer {
  isLoggedIn: boolean;
  name?: string;
  email?: string;
}

function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/** Calls to the embedded provider go straight into this server (no network, no dependency on PUBLIC_URL resolving). */
function inProcessFetch(app: FastifyInstance, publicUrl: string): oidc.CustomFetch {
  const origin = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin.origin) return fetch(url, options as RequestInit);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: origin.host, 'x-forwarded-proto': origin.protocol.replace(':', '') },
      ...(options.body === undefined || options.body === null ? {} : { payload: typeof options.body === 'string' ? options.body : String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const bodyless = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(bodyless ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

export interface AuthPluginOptions {
  config: ServerConfig;
}

export async function authPlugin(app: FastifyInstance, { config }: AuthPluginOptions): Promise<void> {
  const stateDir = authStateDir(config.databasePath);
  const secret = resolveSessionSecret(config.sessionSecret, stateDir);
  const secure = config.publicUrl.startsWith('https:');
  const redirectUri = `${config.publicUrl}${callbackPath}`;
  const postLogoutRedirectUri = `${config.publicUrl}${logoutCallbackPath}`;

  // Another plugin may have registered cookie parsing for the whole app already.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);

  let relyingParty: RelyingParty;
  if (config.oidc) {
    relyingParty = createRelyingParty(config.oidc);
  } else {
    const db = openDatabase(config.databasePath);
    migrate(db);
    app.addHook('onClose', async () => db.close());
    const users = createUserStore(db);
    const clientSecret = derivedSecret(secret, 'embedded-oidc-client-secret');
    const provider = createEmbeddedProvider({
      publicUrl: config.publicUrl,
      client: { clientId: embeddedClientId, clientSecret, redirectUri, postLogoutRedirectUri },
      cookieKeys: [derivedSecret(secret, 'embedded-oidc-cookies')],
      jwks: loadSigningKeys(stateDir),
      users,
      adapter: createSqliteAdapter(db),
      onServerError: (error) => app.log.error({ err: error }, 'embedded OpenID provider failed'),
    });
    await app.register(providerPlugin, { provider, users });
    relyingParty = createRelyingParty({
      issuer: `${config.publicUrl}${providerMountPath}`,
      clientId: embeddedClientId,
      clientSecret,
      fetch: inProcessFetch(app, config.publicUrl),
    });
  }

  const cookie = (path: string, maxAge: number): CookieSerializeOptions => ({ path, maxAge, httpOnly: true, sameSite: 'lax', secure });
  const clearCookie = (reply: FastifyReply, name: string, path: string) => void reply.clearCookie(name, { path, httpOnly: true, sameSite: 'lax', secure });
  const readSession = (request: FastifyRequest) => verifyToken<SessionClaims>(secret, 'session', request.cookies[sessionCookieName]);

  const publicHost = new URL(config.publicUrl).host;
  let warnedAboutHost = false;

  app.get<{ Querystring: { returnTo?: string } }>('/api/auth/login', async (request, reply) => {
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
      // The reader sees "There is an issue with sign in..." for an empty URL (spec 8).
      request.log.warn({ err: error }, 'the OpenID provider could not be reached');
      return { url: '' };
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pendingSignIn: SignInState = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, returnTo: safeReturnPath(request.query.returnTo) };
    void reply.setCookie(signInCookieName, signToken(secret, 'login-state', pendingSignIn, pendingTtlSeconds), cookie('/api/auth', pendingTtlSeconds));
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: ownScopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pendingSignIn.state,
      nonce: pendingSignIn.nonce,
    });
    return { url: url.href };
  });

  app.get('/api/auth/callback', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const pendingSignIn = verifyToken<SignInState>(secret, 'login-state', request.cookies[signInCookieName]);
    clearCookie(reply, signInCookieName, '/api/auth');
    if (!pendingSignIn) {
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
      if ((!name || !email) && configuration.serverMetadata().userinfo_endpoint) {
        try {
          const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
          name ??= info.name;
          email ??= info.email;
        } catch (error) {
          request.log.warn({ err: error }, 'userinfo could not be read; the session has no name or email');
        }
      }
      const session: SessionClaims = { sub: claims.sub, ...(name ? { name } : {}), ...(email ? { email } : {}) };
      void reply.setCookie(sessionCookieName, signToken(secret, 'session', session, sessionTtlSeconds), cookie('/', sessionTtlSeconds));
      // Needed only to sign out at the provider: kept off every other request by its path.
      if (tokens.id_token) void reply.setCookie(idTokenCookieName, tokens.id_token, cookie('/api/auth/logout', sessionTtlSeconds));
    } catch (error) {
      // Cancelled at the provider, expired code, tampered response: the reader just returns unsigned (spec 8).
      request.log.warn({ err: error }, 'sign-in did not complete');
    }
    return reply.redirect(pendingSignIn.returnTo, 303);
  });

  app.get<{ Querystring: { returnTo?: string } }>('/api/auth/logout/url', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const pendingSignOut: SignOutState = { state: oidc.randomState(), returnTo: safeReturnPath(request.query.returnTo) };
    void reply.setCookie(signOutCookieName, signToken(secret, 'logout-state', pendingSignOut, pendingTtlSeconds), cookie('/api/auth', pendingTtlSeconds));
    const idToken = request.cookies[idTokenCookieName];
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

  app.get<{ Querystring: { state?: string } }>(logoutCallbackPath, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const pendingSignOut = verifyToken<SignOutState>(secret, 'logout-state', request.cookies[signOutCookieName]);
    clearCookie(reply, sessionCookieName, '/');
    clearCookie(reply, idTokenCookieName, '/api/auth/logout');
    clearCookie(reply, signOutCookieName, '/api/auth');
    // Some providers drop `state`; a different one means this is not the sign-out we started.
    const ours = pendingSignOut && (request.query.state === undefined || request.query.state === pendingSignOut.state);
    return reply.redirect(ours ? pendingSignOut.returnTo : '/', 303);
  });

  app.get('/api/user', async (request, reply): Promise<UserAnswer> => {
    void reply.header('cache-control', 'no-store');
    const session = readSession(request);
    if (!session) return { isLoggedIn: false };
    return { isLoggedIn: true, ...(session.name ? { name: session.name } : {}), ...(session.email ? { email: session.email } : {}) };
  });
}
