// The signed links of subscription mail: each key is an HMAC-SHA256 of the reader's address
// with one purpose per kind of link, so a key of one link opens no other, and nobody can read or
// change another reader's subscriptions by editing an address in a URL. The subscriber's own link
// secret (subscribers.link_secret) is signed in too: a new one, made when the reader asks for a new
// link, voids every link mailed before, so a forwarded digest does not give lasting control.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalEmail, isEmailAddress } from '@oap/contracts/forms/formLimits.ts';

/** How long a confirmation link works. */
export const VERIFY_TTL_MS = 7 * 86_400_000;

export type LinkPurpose = 'verify' | 'manage' | 'journal-subscribe' | 'journal-unsubscribe' | 'one-click';

export { canonicalEmail };

/** `emailBase64` / `encodedEmail` of page URLs: base64url of the address. */
export function encodeEmail(email: string): string {
  return Buffer.from(canonicalEmail(email), 'utf8').toString('base64url');
}

/** The address in a URL, whether sent as base64url (links) or as typed (forms); null when it is neither. */
export function decodeEmail(value: string | undefined): string | null {
  if (!value || value.length > 400) return null;
  const address = value.includes('@') ? value : /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').toString('utf8') : '';
  return isEmailAddress(address) ? canonicalEmail(address) : null;
}

/** Equal without telling, by its timing, how much of a guess was right. */
function sameKey(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const SIGNATURE_LENGTH = 43; // base64url of 32 bytes

export class SignedLinks {
  private readonly secret: string;

  /** `secret`: the plugin's HMAC key (derived from the session secret, see linkSecret.ts). */
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('The subscription links need a secret of 16 characters or more.');
    this.secret = secret;
  }

  private sign(purpose: LinkPurpose, ...parts: string[]): string {
    return createHmac('sha256', this.secret).update(['subscriptions', purpose, ...parts].join('\n')).digest('base64url');
  }

  /**
   * `linkSecret`: the subscriber's (SubscriptionStore.linkSecret); '' for an address without one (no
   * subscriber yet, or one from before link secrets), which signs as links always did.
   */
  key(purpose: Exclude<LinkPurpose, 'verify'>, email: string, nameSystem: string, linkSecret: string): string {
    return this.sign(purpose, canonicalEmail(email), nameSystem, ...(linkSecret ? [linkSecret] : []));
  }

  checkKey(purpose: Exclude<LinkPurpose, 'verify'>, email: string, key: string, nameSystem: string, linkSecret: string): boolean {
    return sameKey(this.key(purpose, email, nameSystem, linkSecret), key);
  }

  /** /subscribe/verify/{hash}: names a stored request and when the link stops working. */
  verifyHash(requestKey: string, expiresAt: Date): string {
    const payload = `${requestKey}:${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    return Buffer.from(payload, 'utf8').toString('base64url') + this.sign('verify', payload);
  }

  /** The request a hash names; 'invalid' for a tampered or cut one, 'expired' past its time. */
  readVerifyHash(hash: string, now: Date): { requestKey: string } | 'invalid' | 'expired' {
    if (hash.length <= SIGNATURE_LENGTH || hash.length > 300 || !/^[A-Za-z0-9_-]+$/.test(hash)) return 'invalid';
    const encoded = hash.slice(0, -SIGNATURE_LENGTH);
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    // One spelling per link: base64url's spare bits in the last character must not give a second one.
    if (Buffer.from(payload, 'utf8').toString('base64url') !== encoded) return 'invalid';
    if (!sameKey(this.sign('verify', payload), hash.slice(-SIGNATURE_LENGTH))) return 'invalid';
    const match = /^([A-Za-z0-9_-]+):([0-9a-z]+)$/.exec(payload);
    if (!match) return 'invalid';
    if (parseInt(match[2]!, 36) * 1000 < now.getTime()) return 'expired';
    return { requestKey: match[1]! };
  }
}

/** The site's addresses a subscription mail or answer carries. */
export class SubscriptionPaths {
  readonly links: SignedLinks;
  private readonly origin: string;

  constructor(links: SignedLinks, publicUrl: string) {
    this.links = links;
    this.origin = publicUrl.replace(/\/+$/, '');
  }

  absolute(path: string): string {
    return `${this.origin}${path}`;
  }

  verify(hash: string): string {
    return `/subscribe/verify/${hash}`;
  }

  /** Each link below is signed with the subscriber's current `linkSecret` (SubscriptionStore.linkSecret, or rotateLinkSecret's new one). */
  manage(email: string, linkSecret: string): string {
    return `/unsub/managesubscriptions?email=${encodeEmail(email)}&key=${this.links.key('manage', email, '', linkSecret)}`;
  }

  journalSubscribe(email: string, nameSystem: string, linkSecret: string): string {
    return `/subscribe_ri_email/${encodeEmail(email)}/${this.links.key('journal-subscribe', email, nameSystem, linkSecret)}/${nameSystem}`;
  }

  journalUnsubscribe(email: string, nameSystem: string, linkSecret: string): string {
    return `/unsub_release_email/${encodeEmail(email)}/${this.links.key('journal-unsubscribe', email, nameSystem, linkSecret)}/${nameSystem}`;
  }

  /** RFC 8058: what List-Unsubscribe names (the API, posted to by the mail provider). */
  oneClick(email: string, linkSecret: string): string {
    return `/api/subscriptions/one-click?e=${encodeEmail(email)}&k=${this.links.key('one-click', email, '', linkSecret)}`;
  }

  journalMostRecent(nameSystem: string): string {
    return `/journal/${nameSystem}/most-recent`;
  }

  topic(identifier: string): string {
    return `/topics/${encodeURIComponent(identifier)}`;
  }
}
