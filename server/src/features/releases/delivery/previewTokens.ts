// Signed preview tokens: the link a release manager hands out and the cookie it leaves in
// the browser that opens it carry the same token, "<payload>.<signature>", where the payload names
// the remote, its build and when the preview ends, and the signature is an HMAC with a key derived
// from the server's session secret (security/linkKeys.ts). Nothing is stored: a token proves itself
// until it expires, so a preview link works on every server copy that shares SESSION_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { remoteNames, type RemoteName } from '@oap/contracts/federation/contract.ts';

export interface PreviewGrant {
  app: RemoteName;
  build: string;
  /** When the link and the cookie stop working. */
  expiresAt: Date;
}

/** How long a preview link (and the preview it starts) lasts unless the release manager asks for less. */
export const PREVIEW_DEFAULT_SECONDS = 24 * 3600;
/** The longest preview a link may grant: a week, so a forgotten link does not stay open for good. */
export const PREVIEW_MAX_SECONDS = 7 * 24 * 3600;

const buildPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class PreviewTokens {
  private readonly key: string;

  constructor(key: string) {
    if (key.length < 16) throw new Error('Preview links need a key of 16 characters or more.');
    this.key = key;
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(`release-preview\n${payload}`).digest('base64url');
  }

  sign(grant: PreviewGrant): string {
    if (!buildPattern.test(grant.build)) throw new Error(`${grant.build} is not a build id.`);
    const payload = [grant.app, grant.build, Math.floor(grant.expiresAt.getTime() / 1000).toString(36)].join('~');
    return `${payload}.${this.signature(payload)}`;
  }

  /** The grant a token names; 'invalid' for a tampered, cut or foreign one, 'expired' past its time. */
  read(token: string, now = new Date()): PreviewGrant | 'invalid' | 'expired' {
    if (token.length > 200) return 'invalid';
    const dot = token.lastIndexOf('.');
    if (dot < 1) return 'invalid';
    const payload = token.slice(0, dot);
    const expected = Buffer.from(this.signature(payload));
    const given = Buffer.from(token.slice(dot + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const [app, build, expiry, ...rest] = payload.split('~');
    if (rest.length || !app || !build || !expiry || !(remoteNames as readonly string[]).includes(app) || !buildPattern.test(build) || !/^[0-9a-z]+$/.test(expiry)) return 'invalid';
    const expiresAt = new Date(parseInt(expiry, 36) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return 'expired';
    return { app: app as RemoteName, build, expiresAt };
  }
}
