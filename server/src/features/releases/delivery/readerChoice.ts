// Which builds one reader gets. Every reader gets the active builds, except:
// - while a canary runs, a reader whose sticky bucket (0..99, a cookie set on their first page while
//   any canary is active) falls inside the canary's percent gets the canary build;
// - a browser that opened a signed preview link gets that build of that remote until it ends.
// The registry turns the choice into the release manifest (registry.manifest(choice)); this module
// reads and writes the cookies that carry it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { BucketDeck } from './bucketDeck.ts';
import type { PreviewGrant, PreviewTokens } from './previewTokens.ts';

export interface ReaderChoice {
  /** The reader's canary bucket, 0..99; absent for a reader who has none (they get the active builds). */
  canaryBucket?: number;
  preview?: { app: RemoteName; build: string };
}

/** A bucket is for good (a reader does not flip between builds while a canary runs): a year, renewed by later canaries. */
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The cookies' names; on https with the __Host- prefix, like the site's other cookies (auth/siteCookies.ts). */
export function deliveryCookieNames(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  return { bucket: `${prefix}oap_canary_bucket`, preview: `${prefix}oap_preview` };
}

export function parseBucket(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

export class ReaderChoices {
  readonly names: ReturnType<typeof deliveryCookieNames>;
  private readonly secure: boolean;
  private readonly tokens: PreviewTokens;
  private readonly deck = new BucketDeck();

  constructor(options: { secure: boolean; tokens: PreviewTokens }) {
    this.secure = options.secure;
    this.tokens = options.tokens;
    this.names = deliveryCookieNames(options.secure);
  }

  private cookie(maxAge?: number) {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure, ...(maxAge === undefined ? {} : { maxAge }) };
  }

  bucket(request: FastifyRequest): number | undefined {
    return parseBucket(request.cookies[this.names.bucket]);
  }

  /** Gives the reader a bucket of their own (bucketDeck.ts) and sends it as a cookie. */
  assignBucket(reply: FastifyReply): number {
    const bucket = this.deck.next();
    void reply.setCookie(this.names.bucket, String(bucket), this.cookie(BUCKET_MAX_AGE_SECONDS));
    return bucket;
  }

  /** The preview this browser opened, if its cookie is still valid (a tampered or expired one is ignored). */
  preview(request: FastifyRequest): PreviewGrant | undefined {
    const token = request.cookies[this.names.preview];
    if (!token) return undefined;
    const grant = this.tokens.read(token);
    return typeof grant === 'string' ? undefined : grant;
  }

  startPreview(reply: FastifyReply, token: string, grant: PreviewGrant): void {
    const seconds = Math.max(1, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000));
    void reply.setCookie(this.names.preview, token, this.cookie(seconds));
  }

  endPreview(reply: FastifyReply): void {
    void reply.clearCookie(this.names.preview, this.cookie());
  }
}
