// What the site's own sign-in and sign-out routes (siteSignIn.ts, siteSignOut.ts) share: the
// settings derived once from the auth config, and the relying party and sessions authPlugin.ts sets up.
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from './authConfig.ts';
import { authStateDir, resolveSessionSecret } from '../../platform/secrets/authState.ts';
import type { RelyingParty } from './relyingParty.ts';
import { safeReturnPath } from './returnPath.ts';
import type { Session, SessionStore } from './sessions.ts';
import { siteCookies, type SiteCookies } from './siteCookies.ts';
import { authRequestTtlSeconds } from './provider/authorizationRequest.ts';

export const callbackPath = '/api/auth/callback';
export const logoutCallbackPath = '/api/auth/logout/callback';

/** How long a started sign-in or sign-out may take (as long as the embedded provider's sign-in page lasts). */
export const pendingTtlSeconds = authRequestTtlSeconds;

export interface SiteAuthSettings {
  /** PUBLIC_URL. */
  publicUrl: string;
  /** The auth state folder (session secret, the embedded provider's signing keys). */
  stateDir: string;
  /** Signs the site's cookies; the embedded provider's secrets are derived from it. */
  secret: string;
  /** PUBLIC_URL is https. */
  secure: boolean;
  /** Where the provider sends the reader back after signing in. */
  redirectUri: string;
  /** Where the provider sends the reader back after signing out (registered exactly so). */
  postLogoutRedirectUri: string;
  /** A return path of this site, '/' for anything else. */
  returnPath: (value: unknown) => string;
  cookies: SiteCookies;
}

export function siteAuthSettings(config: AuthConfig & { databasePath: string }): SiteAuthSettings {
  const stateDir = authStateDir(config.databasePath);
  const secret = resolveSessionSecret(config.sessionSecret, stateDir);
  const secure = config.publicUrl.startsWith('https:');
  return {
    publicUrl: config.publicUrl,
    stateDir,
    secret,
    secure,
    redirectUri: `${config.publicUrl}${callbackPath}`,
    postLogoutRedirectUri: `${config.publicUrl}${logoutCallbackPath}`,
    returnPath: (value: unknown) => safeReturnPath(value, config.publicUrl),
    cookies: siteCookies(secure),
  };
}

/** The settings with what the routes talk to: the provider (through the relying party) and the sessions table. */
export interface SiteAuth extends SiteAuthSettings {
  relyingParty: RelyingParty;
  sessions: SessionStore;
  /** The request's session, read once per request (authPlugin.ts). */
  readSession: (request: FastifyRequest) => Promise<Session | null>;
}
