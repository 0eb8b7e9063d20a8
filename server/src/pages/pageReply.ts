// How a page goes out: its status, type, caching headers and surrogate keys, then its bytes (a kept
// page, compressed once and with an ETag) or its stream (compressed as it is written).
//
// Shared caches (Varnish, a CDN: docs/edge.md): a page for a reader who is not signed in is the same
// bytes for everyone, so it varies by encoding only, never by Cookie (the header's sign-in state comes
// from /api/user, spec 7.1; a signed-in reader's requests pass the cache, deploy/varnish/default.vcl).
// It names what it shows in surrogate keys (platform/cache/surrogateKeys.ts): the keys of its API
// answers and its builds' releases. Browsers revalidate it every time (max-age=0), so a purged page is
// fresh for them too; shared caches keep it PAGE_CACHE_SECONDS unless purged sooner.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppName, ReleaseChoice, ReleaseRegistry } from '../features/releases/registry.ts';
import { PAGE_CACHE_SECONDS, chooseEncoding, compressor, encoded, type PageBytes, type StreamingPage } from './render/pageCache.ts';
import type { RenderEffects } from './render/apiDispatch.ts';
import { showKeys } from '../platform/cache/surrogateKeys.ts';
import { notModified } from '../platform/http/notModified.ts';

/** A page any shared cache may keep for everyone; browsers ask again each time. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}`;

/** True while a canary runs for any remote: a reader's bucket then decides their builds. */
const canaryRunning = (registry: ReleaseRegistry) => Object.values(registry.read().remotes).some((record) => record?.canary !== undefined);

/** The reader gets a build other than the active one of some app (their canary bucket's). */
function ownBuilds(registry: ReleaseRegistry, choice: ReleaseChoice | null): boolean {
  if (choice?.canaryBucket === undefined || !canaryRunning(registry)) return false;
  return Object.keys(registry.read().remotes).some((app) => registry.buildFor(app as AppName, choice) !== registry.active(app as AppName));
}

/** Whom a page may be kept for, as servePage decided it. */
export interface PageAudience {
  /**
   * A server-rendered page for an anonymous reader, which shared caches may keep briefly. A
   * client-rendered fallback is revalidated every time (its remote may be back on the next request);
   * a signed-in reader's page is private, and a page with development overrides is this browser's
   * alone and never stored anywhere.
   */
  sharedCache: boolean;
  anonymous: boolean;
  registry: ReleaseRegistry;
  /** What rendering the page did for this reader (cookies, a refusal); none for a kept page. */
  effects?: RenderEffects;
}

function sendHeaders(request: FastifyRequest, reply: FastifyReply, page: { status: number; nonce: string; keys: readonly string[] }, audience: PageAudience) {
  const { sharedCache, anonymous, registry, effects } = audience;
  // The security plugin's page policy names this nonce: the one inside these bytes.
  request.cspNonce = page.nonce;
  // A previewing browser's page is its alone too (releases/delivery).
  const development = request.devOverrides !== null || Boolean(request.releaseChoice?.preview);
  // A page with this reader's form token or their own data: stored by no cache at all.
  const personal = development || Boolean(effects?.personal);
  // A canary reader's page names builds others do not get: theirs alone (any cache may ignore Vary).
  const shared = sharedCache && anonymous && !ownBuilds(registry, request.releaseChoice);
  for (const cookie of effects?.cookies ?? []) void reply.header('set-cookie', cookie);
  showKeys(reply, page.keys);
  if (effects?.refused && page.status === effects.refused.status) {
    // The page could not be made because the API turned this reader away for a while: say how long.
    void reply.header('retry-after', String(effects.refused.retryAfterSeconds));
    request.log.warn({ url: request.url, status: page.status, retryAfterSeconds: effects.refused.retryAfterSeconds }, 'a page was refused: an API call it needs was refused for a while');
  }
  void reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    // While a canary runs, a reader's bucket cookie decides the builds the page names: a cache that
    // keeps only the cookies the server reads (deploy/varnish) keeps one page per bucket.
    .header('vary', shared && !canaryRunning(registry) ? 'Accept-Encoding' : 'Accept-Encoding, Cookie')
    .header('cache-control', personal ? 'private, no-store' : shared ? SHARED_PAGE_CACHE_CONTROL : anonymous && !sharedCache ? 'no-cache' : 'private, no-cache');
  return { personal, encoding: chooseEncoding(request.headers['accept-encoding']) };
}

/** A page whose bytes are known: with an ETag (unless it is personal), compressed once. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBytes, audience: PageAudience) {
  const { personal, encoding } = sendHeaders(request, reply, page, audience);
  if (!personal) void reply.header('etag', page.etag);
  // Only a page that would be a 200 is not modified: a 404 is sent whole (RFC 9110 13.2.1).
  if (!personal && page.status === 200 && notModified(request, page.etag)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(encoded(page, encoding));
}

/** A page as it renders: no ETag (its bytes are not known yet), compressed as it is written. */
export function sendPageStream(request: FastifyRequest, reply: FastifyReply, page: StreamingPage, audience: PageAudience) {
  const { encoding } = sendHeaders(request, reply, page, audience);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  const output = compressor(encoding);
  page.pipe(output);
  return reply.send(output);
}
