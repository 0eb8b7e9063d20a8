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
// This file wires them up; the sign-in routes are in siteSignIn.ts, the sign-out routes in siteSignOut.ts.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { AuthConfig } from './authConfig.ts';
import type { MailOutbox } from '../../platform/mail/outbox.ts';
import type { UserResponse } from '@oap/contracts/api/auth.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { inProcessFetch } from './inProcessFetch.ts';
import { createRelyingParty, type RelyingParty } from './relyingParty.ts';
import { SessionStore, sessionTtlSeconds, type Session, type SessionClaims } from './sessions.ts';
import { sessionCookieBaseName, type SiteCookies } from './siteCookies.ts';
import { callbackPath, logoutCallbackPath, siteAuthSettings, type SiteAuth, type SiteAuthSettings } from './siteAuth.ts';
import { pendingSignInReturnPath, siteSignInRoutes } from './siteSignIn.ts';
import { siteSignOutRoutes } from './siteSignOut.ts';
import { createEmbeddedProvider, providerMountPath } from './provider/embeddedProvider.ts';
import { PasswordResets } from './provider/passwordResets.ts';
import { providerPlugin } from './provider/providerPlugin.ts';
import { SignInGuard } from './provider/signInGuard.ts';
import { SignInHandoffs } from './provider/signInHandoff.ts';
import { loadSigningKeys } from './provider/signingKeys.ts';
import { createOidcAdapter } from './provider/oidcAdapter.ts';
import { createUserStore } from './provider/userStore.ts';

/** The session cookie's name on an http site; on https it is "__Host-" + this (siteCookies.ts). */
export const sessionCookieName = sessionCookieBaseName;
export { sessionTtlSeconds, type SessionClaims };
export { callbackPath, logoutCallbackPath };

/** How often expired sessions, provider rows and sign-in failures are deleted. */
const purgeIntervalMs = 5 * 60 * 1000;

export const embeddedClientId = 'oap-website';

/** Deletes expired records of one kind; the embedded provider adds its own kinds to the sessions'. */
type Purge = () => Promise<number> | number;

/** The answer of GET /api/user (written once, in the contracts). */
export type UserAnswer = UserResponse;

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
  const settings = siteAuthSettings(config);

  // Another plugin may have registered cookie parsing for the whole app already.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);

  const sessions = new SessionStore(database, settings.secret);
  const purges: Purge[] = [() => sessions.purgeExpired()];
  const relyingParty = config.oidc ? createRelyingParty(config.oidc) : await mountEmbeddedProvider(app, settings, database, outbox, purges);
  await sweepExpiredRecords(app, purges);

  const readSession = sessionReader(sessions, settings.cookies);
  onSessionReader?.(readSession);

  // Plain calls on this plugin's own instance, not child plugins: the routes stay in this scope (its
  // cookie parsing, the parent's hooks and error handler) exactly as when they were written inline here.
  const auth: SiteAuth = { ...settings, relyingParty, sessions, readSession };
  siteSignInRoutes(app, auth);
  siteSignOutRoutes(app, auth);
  currentReaderRoute(app, readSession);
}

/**
 * Without OIDC_ISSUER: the embedded provider under /oidc with our account pages, its expired rows added
 * to `purges`; the relying party that reaches it in-process.
 */
async function mountEmbeddedProvider(app: FastifyInstance, settings: SiteAuthSettings, database: SqlDatabase, outbox: MailOutbox | undefined, purges: Purge[]): Promise<RelyingParty> {
  const { publicUrl, stateDir, secret, secure, redirectUri, postLogoutRedirectUri } = settings;
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
    publicUrl,
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
    publicUrl,
    client: { clientId: embeddedClientId, redirectUri },
    secure,
    returnPathOf: pendingSignInReturnPath(settings),
  });
  return createRelyingParty({
    issuer: `${publicUrl}${providerMountPath}`,
    clientId: embeddedClientId,
    clientSecret,
    fetch: inProcessFetch(app, publicUrl),
  });
}

/**
 * Expired rows are never read again, but strangers can create them (interactions, failures): sweeps
 * at start and every few minutes. A locked file just means the next sweep does it; a failed sweep
 * is logged, never left as a rejected promise (which would end the process).
 */
async function sweepExpiredRecords(app: FastifyInstance, purges: Purge[]): Promise<void> {
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
}

/**
 * The request's session; signed out when the database cannot tell (never a 500 for reading who is signed in).
 * Several hooks of one request ask who is signed in (dev overrides, release authorisers, the route):
 * the answer, a promise, is kept for the request's lifetime, so its row is read once.
 */
function sessionReader(sessions: SessionStore, cookies: SiteCookies): (request: FastifyRequest) => Promise<Session | null> {
  const sessionOfRequest = new WeakMap<FastifyRequest, Promise<Session | null>>();
  return (request) => {
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
}

/** GET /api/user: who is signed in, as the site's pages show it. */
function currentReaderRoute(app: FastifyInstance, readSession: (request: FastifyRequest) => Promise<Session | null>): void {
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
