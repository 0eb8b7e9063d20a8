// The link mailed to confirm an address at registration: a signed, expiring token naming
// the account and the address (signedToken.ts), so nothing is stored for it. Opening it twice, or a
// mail scanner opening it first, does no harm: confirming is idempotent.
import { signToken, verifyToken } from '../signedToken.ts';
import { providerMountPath } from './embeddedProvider.ts';

export const verificationTtlSeconds = 3 * 24 * 60 * 60;

export interface VerificationClaim {
  sub: string;
  email: string;
  /** The site page the reader started signing in from, to go back to after signing in. */
  returnTo: string;
}

/** A longer return path is not worth a link that long: the reader lands on the home page instead. */
const maxReturnPath = 512;

export function verificationUrl(publicUrl: string, secret: string, claim: VerificationClaim, now?: number): string {
  const returnTo = claim.returnTo.length <= maxReturnPath ? claim.returnTo : '/';
  const token = signToken(secret, 'email-verify', { sub: claim.sub, email: claim.email, ...(returnTo === '/' ? {} : { r: returnTo }) }, verificationTtlSeconds, now);
  return `${publicUrl}${providerMountPath}/verify/${token}`;
}

/** The claim of a link's token, or null when it is altered or expired. */
export function readVerificationToken(secret: string, token: string, now?: number): VerificationClaim | null {
  const payload = verifyToken<{ sub?: unknown; email?: unknown; r?: unknown }>(secret, 'email-verify', token, now);
  if (!payload || typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  return { sub: payload.sub, email: payload.email, returnTo: typeof payload.r === 'string' ? payload.r : '/' };
}
