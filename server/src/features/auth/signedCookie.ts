// Tamper-proof, expiring cookie values, signed by @fastify/cookie's signer (HMAC-SHA256, compared in
// constant time): base64url(JSON) + "." + signature. The purpose travels inside the signed value, so
// a sign-in state cookie can never be replayed as a session cookie. Not encrypted: put nothing secret
// inside. Values that are not cookies (mailed links, form fields) keep their own format (signedToken.ts).
import { signerFactory } from '@fastify/cookie';

export type CookiePurpose =
  | 'session'
  | 'login-state'
  | 'logout-state'
  /** The embedded provider's known-device cookie (provider/signInGuard.ts). */
  | 'device'
  /** Names a sign-in hand-off row (provider/signInHandoff.ts). */
  | 'sign-in-handoff';

type Signer = ReturnType<typeof signerFactory>;
/** One signer per secret: a handful of secrets for the process's life. */
const signers = new Map<string, Signer>();

function signerOf(secret: string): Signer {
  let signer = signers.get(secret);
  if (!signer) signers.set(secret, (signer = signerFactory(secret, 'sha256')));
  return signer;
}

/** Signs `payload` for `purpose` so that it is valid for `ttlSeconds` from `now` (seconds since the epoch). */
export function signCookieValue(secret: string, purpose: CookiePurpose, payload: object, ttlSeconds: number, now = Math.floor(Date.now() / 1000)): string {
  return signerOf(secret).sign(Buffer.from(JSON.stringify({ ...payload, use: purpose, exp: now + ttlSeconds })).toString('base64url'));
}

/** The payload when the value is intact, made for this purpose and not expired; otherwise null. */
export function readCookieValue<T extends object>(secret: string, purpose: CookiePurpose, value: string | undefined, now = Math.floor(Date.now() / 1000)): (T & { exp: number }) | null {
  if (!value) return null;
  const unsigned = signerOf(secret).unsign(value);
  if (!unsigned.valid) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { use, exp } = payload as { use?: unknown; exp?: unknown };
  if (use !== purpose || typeof exp !== 'number' || exp <= now) return null;
  return payload as T & { exp: number };
}
