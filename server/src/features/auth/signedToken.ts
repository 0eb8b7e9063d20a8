// Tamper-proof, expiring values that are not cookies (a mailed link, a form field): base64url(JSON) +
// "." + HMAC-SHA256. The purpose is part of the MAC, so one can never be replayed as another. Not
// encrypted: put nothing secret inside. Their format stays, so links already mailed keep working;
// cookies are signed by @fastify/cookie's signer (signedCookie.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose =
  /** The authorisation request a stateless sign-in page carries (provider/authorizationRequest.ts). */
  | 'auth-request'
  /** The link mailed to confirm an address (provider/emailVerification.ts). */
  | 'email-verify'
  /** Lets the sign-in page resend that link, after the right password (provider/signInRoutes.ts). */
  | 'verify-resend';

function mac(secret: string, purpose: TokenPurpose, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest();
}

/** Signs `payload` so that it is valid for `ttlSeconds` from `now` (seconds since the epoch). */
export function signToken(secret: string, purpose: TokenPurpose, payload: object, ttlSeconds: number, now = Math.floor(Date.now() / 1000)): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now + ttlSeconds })).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/** The payload when the token is intact, made for this purpose and not expired; otherwise null. */
export function verifyToken<T extends object>(secret: string, purpose: TokenPurpose, token: string | undefined, now = Math.floor(Date.now() / 1000)): (T & { exp: number }) | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp <= now) return null;
  return payload as T & { exp: number };
}
