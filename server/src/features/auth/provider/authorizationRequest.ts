// The authorisation request as our stateless sign-in page carries it: the query of
// `/oidc/auth?…`, signed and expiring, in a hidden field or a link. Nothing is stored until a password
// is right, so strangers opening sign-in pages cannot fill anything; the provider itself only sees the
// request again (and makes its interaction) after that.
import { createHash } from 'node:crypto';
import { signToken, verifyToken } from '../signedToken.ts';
import { providerMountPath } from './embeddedProvider.ts';

/** How long a sign-in page stays usable (the site's pending sign-in cookie lasts as long). */
export const authRequestTtlSeconds = 30 * 60;

/** Longer queries are not requests our site makes: refused rather than signed and carried around. */
const maxQueryLength = 4096;

export interface AuthRequest {
  /** The query string, without "?", exactly as the browser sent it. */
  query: string;
  params: URLSearchParams;
}

export function signAuthRequest(secret: string, query: string, now?: number): string {
  return signToken(secret, 'auth-request', { q: query }, authRequestTtlSeconds, now);
}

/** The request a page carried, or null when the field is missing, altered or expired. */
export function readAuthRequest(secret: string, token: unknown, now?: number): AuthRequest | null {
  if (typeof token !== 'string') return null;
  const payload = verifyToken<{ q?: unknown }>(secret, 'auth-request', token, now);
  if (!payload || typeof payload.q !== 'string' || payload.q.length > maxQueryLength) return null;
  return { query: payload.q, params: new URLSearchParams(payload.q) };
}

/** The request's query from the parameters the provider kept with its interaction. */
export function queryOfParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string') query.set(name, value);
  return query.toString();
}

export function isQueryAcceptable(query: string): boolean {
  return query.length <= maxQueryLength;
}

/** Where the browser goes to carry on with the request at the provider. */
export function authorizationPath(request: AuthRequest): string {
  return `${providerMountPath}/auth?${request.query}`;
}

/**
 * What ties a sign-in hand-off to one authorisation request: the values the site chose for it
 * (the provider may fill in others, such as a default redirect_uri, so those are left out).
 */
export function requestFingerprint(get: (name: string) => unknown): string {
  const value = (name: string) => {
    const found = get(name);
    return typeof found === 'string' ? found : '';
  };
  return createHash('sha256')
    .update(JSON.stringify(['client_id', 'state', 'nonce', 'code_challenge'].map(value)))
    .digest('base64url');
}

/**
 * The redirect that tells the site the reader cancelled: error=access_denied with the request's
 * state, and iss (the provider advertises authorization_response_iss_parameter_supported, so
 * openid-client refuses an answer without it). Always to our one client's registered redirect URI.
 */
export function cancelRedirect(redirectUri: string, issuer: string, request: AuthRequest): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_description', 'The reader cancelled sign-in.');
  const state = request.params.get('state');
  if (state) url.searchParams.set('state', state);
  url.searchParams.set('iss', issuer);
  return url.href;
}
