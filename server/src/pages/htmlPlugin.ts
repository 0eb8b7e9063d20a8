// Serves every page address (the route GET /*): redirects of the routing table as 301, other paths as the page
// document, server-rendered (ssr/pageDocument.ts) with the status the page's loaders decide (404
// for an unknown path, journal or article). A page rendered for the reader is streamed to them,
// compressed on the fly; anonymous pages are then cached briefly, compressed once and carry an ETag;
// pages for signed-in readers are private.
//
// A form posted to a page's address (scripts off) runs the route's action through the same
// render: its redirect (303, Post/Redirect/Get) or the page again with the reader's values and errors.
// Form pages (the `form` layout) carry the reader's CSRF token, so they are rendered for each reader
// and never cached; so is any page whose API calls answered for this reader alone (apiDispatch.ts).
//
// Shared caches (Varnish, a CDN: docs/edge.md): a page for a reader who is not signed in is the same
// bytes for everyone, so it varies by encoding only, never by Cookie (the header's sign-in state comes
// from /api/user, spec 7.1; a signed-in reader's requests pass the cache, deploy/varnish/default.vcl).
// It names what it shows in surrogate keys (platform/cache/surrogateKeys.ts): the keys of its API
// answers and its builds' releases. Browsers revalidate it every time (max-age=0), so a purged page is
// fresh for them too; shared caches keep it PAGE_CACHE_SECONDS unless purged sooner.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PageResolution } from '@oap/contracts/routing/routeSet.ts';
import { releaseRouteSet, withBuildRoutes } from './activeRoutes.ts';
import { releaseManifest, type ShellDocument } from '../features/releases/shellDocument.ts';
import type { AppName, ReleaseChoice, ReleaseRegistry } from '../features/releases/registry.ts';
import { withPreviewNotice } from '../features/releases/delivery/previewNotice.ts';
import { siteCookieName } from '../features/auth/siteCookies.ts';
import { PAGE_CACHE_SECONDS, PageCache, chooseEncoding, compressor, encoded, pageBytes, type PageBytes, type RenderOutcome, type StreamingPage } from './render/pageCache.ts';
import { FormNotProcessedError, pageDocument } from './render/pageDocument.ts';
import { renderEffects, type RenderEffects } from './render/apiDispatch.ts';
import type { PostedForm } from '@oap/contracts/federation/serverRendering.ts';
import { acceptPageForms } from './pageForms.ts';
import { addressTooLong, hasOverlongPart, isPagePath } from '../platform/http/pagePaths.ts';
import { refusal } from '../platform/http/refusal.ts';
import '../features/catalogueApi/pageUsage.ts';
import { ShellServerLoader, prepareServerRendering } from './render/shellServer.ts';
import { applyOverrides } from '../platform/dev/devOverrides.ts';
import { surrogateKey } from '../platform/cache/purge.ts';
import { showKeys } from '../platform/cache/surrogateKeys.ts';
import { shellApp } from '../features/releases/registryState.ts';
import { cacheProcessesIncludes, includesControl, withViewInclude } from '../platform/cache/viewIncludes.ts';

export interface HtmlPluginOptions {
  registry: ReleaseRegistry;
  shell: ShellDocument;
  runtimeConfig: PublicRuntimeConfig;
  publicUrl: string;
  /** Render pages on the server (true unless SERVER_RENDERING=off). */
  serverRendering?: boolean;
  ssrTimeoutMs?: number;
  /** The shell's server bundle, when the app shares its loader (with /readyz); else the plugin makes its own. */
  shellServer?: ShellServerLoader;
  /**
   * The server's own cache of anonymous pages; null when a shared cache in front keeps them (a purge
   * from another process could not reach this one). Absent: the plugin keeps one of its own.
   */
  pageCache?: PageCache | null;
}

/** A page any shared cache may keep for everyone; browsers ask again each time. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}`;

/**
 * Renders beyond this many at once are not started: the page goes out client-rendered at once
 * rather than queueing behind renders whose readers may already have left.
 */
export const MAX_RENDERS_IN_FLIGHT = 16;

/** Posted forms rendered at once at most; past it the reader is asked to send again in a moment (nothing stored). */
export const MAX_FORM_RENDERS_IN_FLIGHT = 8;

/** What a reader whose posted form could not be processed is told (FormNotProcessedError's `why`). */
const formNotProcessed = {
  off: { status: 503, message: 'Forms need JavaScript on this site just now: turn it on and send the form again. Nothing of it was stored.' },
  failed: { status: 503, message: 'Your form could not be processed just now, and nothing of it was stored. Please go back, wait a moment and send it again.' },
  slow: {
    status: 504,
    message: 'Your form is taking longer than usual, and may still be stored: if you receive a confirmation with a reference, it was. Please wait a few minutes before sending it again (sent again from the same page, it is stored once).',
  },
  busy: { status: 503, message: 'Many forms are being sent right now, and yours was not stored. Please send it again in a moment.' },
} as const;

/** The article page: its loader counts a view, so a cached copy of it must too. */
const articleRoute = 'issn-volume-issue-identifier';

/** The release manifest with a stable date, so the same releases give the same document (and ETag). */
function currentReleases(registry: ReleaseRegistry, shell: ShellDocument, log: (message: string) => void, choice: ReleaseChoice | null): { manifest: ReleaseManifest; stamp: string } {
  // Each release carries its build's routes: the page hands them to the shell's router.
  // The builds are the reader's (a canary's, a preview's: releases/delivery), and the stamp names them,
  // so the page cache keeps one copy per set of builds and never hands one reader another's.
  const manifest = withBuildRoutes(releaseManifest(registry, shell, choice), registry.dir, log);
  const stamp = JSON.stringify([manifest.shell?.build, ...Object.values(manifest.remotes).map((release) => `${release.name}@${release.build}`)]);
  return { manifest: { ...manifest, generatedAt: '' }, stamp };
}

/**
 * A page whose loader failed because an API call it needs was refused for a while (this client's
 * search budget spent, the search pool busy) is that refusal, 429 or 503, not a server error.
 */
function statusAfterRefusal(status: number, effects: RenderEffects): number {
  return effects.refused && status >= 500 ? effects.refused.status : status;
}

/** The reader carries a session cookie (its https or http name): their pages are their own. */
const signedIn = (request: FastifyRequest) => [true, false].some((secure) => request.cookies?.[siteCookieName('session', secure)] !== undefined);

/** The releases a page shows: the shell's, and its remote's build. */
function releaseKeys(resolution: Exclude<PageResolution, { kind: 'redirect' }>): string[] {
  return [surrogateKey.release(shellApp), ...(resolution.kind === 'page' ? [surrogateKey.release(resolution.route.remote)] : [])];
}

/** True while a canary runs for any remote: a reader's bucket then decides their builds. */
const canaryRunning = (registry: ReleaseRegistry) => Object.values(registry.read().remotes).some((record) => record?.canary !== undefined);

/** The reader gets a build other than the active one of some app (their canary bucket's). */
function ownBuilds(registry: ReleaseRegistry, choice: ReleaseChoice | null): boolean {
  if (choice?.canaryBucket === undefined || !canaryRunning(registry)) return false;
  return Object.keys(registry.read().remotes).some((app) => registry.buildFor(app as AppName, choice) !== registry.active(app as AppName));
}

export async function htmlPlugin(app: FastifyInstance, opts: HtmlPluginOptions): Promise<void> {
  if (opts.serverRendering !== false) prepareServerRendering(opts.runtimeConfig);
  const shellServer =
    opts.shellServer ??
    new ShellServerLoader({
      shellDist: () => opts.shell.dist,
      releasesDir: opts.registry.dir,
      log: (message, details) => app.log.error(details ?? {}, message),
      checkBuild: (remote, build) => opts.registry.checkBuildFiles(remote, build),
    });
  const cache = opts.pageCache === undefined ? new PageCache() : opts.pageCache;
  const logBuildProblem = (message: string) => app.log.warn(message);
  let rendersInFlight = 0;
  let formRendersInFlight = 0;

  /** `manifest` is what the document names (a developer's overrides included); `published` what the server renders from. */
  const render = async (
    request: FastifyRequest,
    resolution: Exclude<PageResolution, { kind: 'redirect' }>,
    manifest: ReleaseManifest,
    published: ReleaseManifest,
    nonce: string,
    anonymous: boolean,
    effects: RenderEffects,
    viewInclude: string | null,
    form?: PostedForm,
  ): Promise<RenderOutcome> => {
    const pageRemote = resolution.kind === 'page' ? resolution.route.remote : null;
    // A posted form is never turned away for load: it is rendered whatever the count (its action must run).
    const server = opts.serverRendering === false || (!form && rendersInFlight >= MAX_RENDERS_IN_FLIGHT) ? null : shellServer.current();
    if (server) rendersInFlight += 1;
    // A streamed page counts as in flight until it is complete.
    let streaming = false;
    const startedAt = performance.now();
    const timed = (rendered: boolean) =>
      app.pageSignals?.rendered(resolution.kind === 'page' ? resolution.route.name : 'not-found', pageRemote ?? 'shell', rendered ? 'server' : 'client', (performance.now() - startedAt) / 1000);
    try {
      const document = await pageDocument({
        app,
        request,
        resolution,
        manifest,
        serverManifest: published,
        // The server cannot load a dev build: that remote's pages are rendered by the browser.
        clientRenderOnly: Boolean(pageRemote && request.devOverrides?.[pageRemote]),
        template: withViewInclude(withPreviewNotice(opts.shell.template(), request.releaseChoice?.preview), viewInclude),
        shellStylesheet: opts.shell.stylesheet(),
        // The page's error reports carry the id of the request that rendered it (operations/requestId.ts).
        runtimeConfig: { ...opts.runtimeConfig, requestId: request.id },
        publicUrl: opts.publicUrl,
        releasesDir: opts.registry.dir,
        nonce,
        server,
        effects,
        ...(form ? { form } : {}),
        ...(opts.ssrTimeoutMs ? { timeoutMs: opts.ssrTimeoutMs } : {}),
      });
      const cacheableStatus = (document.status === 200 || document.status === 404) && !effects.personal && !form;
      const keys = [...releaseKeys(resolution), ...effects.keys];
      if ('streamed' in document) {
        const { streamed } = document;
        const status = statusAfterRefusal(document.status, effects);
        streaming = true;
        const complete = streamed.complete.then(({ body, rendered }) => {
          timed(rendered);
          return { page: pageBytes(status, body, nonce, keys), cacheable: anonymous && cacheableStatus && rendered, personal: effects.personal };
        });
        void complete.finally(() => (rendersInFlight -= 1));
        return { cacheable: anonymous && cacheableStatus, personal: effects.personal, streamed: { status, nonce, keys, pipe: streamed.pipe, complete } };
      }
      if (document.location) return { cacheable: false, redirect: { status: document.status, location: document.location } };
      timed(document.rendered);
      return { page: pageBytes(statusAfterRefusal(document.status, effects), document.body, nonce, keys), cacheable: anonymous && document.rendered && cacheableStatus, personal: effects.personal };
    } finally {
      if (server && !streaming) rendersInFlight -= 1;
    }
  };

  /**
   * `sharedCache`: a server-rendered page for an anonymous reader, which shared caches may keep
   * briefly. A client-rendered fallback is revalidated every time (its remote may be back on the
   * next request); a signed-in reader's page is private, and a page with development overrides is
   * this browser's alone and never stored anywhere.
   */
  const sendHeaders = (request: FastifyRequest, reply: FastifyReply, page: { status: number; nonce: string; keys: readonly string[] }, sharedCache: boolean, anonymous: boolean, effects?: RenderEffects) => {
    // The security plugin's page policy names this nonce: the one inside these bytes.
    request.cspNonce = page.nonce;
    // A previewing browser's page is its alone too (releases/delivery).
    const development = request.devOverrides !== null || Boolean(request.releaseChoice?.preview);
    // A page with this reader's form token or their own data: stored by no cache at all.
    const personal = development || Boolean(effects?.personal);
    // A canary reader's page names builds others do not get: theirs alone (any cache may ignore Vary).
    const shared = sharedCache && anonymous && !ownBuilds(opts.registry, request.releaseChoice);
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
      .header('vary', shared && !canaryRunning(opts.registry) ? 'Accept-Encoding' : 'Accept-Encoding, Cookie')
      .header('cache-control', personal ? 'private, no-store' : shared ? SHARED_PAGE_CACHE_CONTROL : anonymous && !sharedCache ? 'no-cache' : 'private, no-cache');
    return { development, encoding: chooseEncoding(request.headers['accept-encoding']) };
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: PageBytes, sharedCache: boolean, anonymous: boolean, effects?: RenderEffects) => {
    const { development, encoding } = sendHeaders(request, reply, page, sharedCache, anonymous, effects);
    const personal = development || Boolean(effects?.personal);
    if (!personal) void reply.header('etag', page.etag);
    if (!personal && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.send(encoded(page, encoding));
  };

  /** A page as it renders: no ETag (its bytes are not known yet), compressed as it is written. */
  const sendStream = (request: FastifyRequest, reply: FastifyReply, page: StreamingPage, sharedCache: boolean, anonymous: boolean, effects?: RenderEffects) => {
    const { encoding } = sendHeaders(request, reply, page, sharedCache, anonymous, effects);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    const output = compressor(encoding);
    page.pipe(output);
    return reply.send(output);
  };

  const formRefused = (request: FastifyRequest, reply: FastifyReply, why: keyof typeof formNotProcessed) => {
    const { status, message } = formNotProcessed[why];
    if (why !== 'off') void reply.header('retry-after', why === 'slow' ? '300' : '10');
    return refusal(request, reply, status, why === 'slow' ? 'Your form is on its way' : 'The form was not sent', message);
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply, form?: PostedForm) => {
    const url = new URL(request.url, 'http://localhost');
    const { manifest: published, stamp } = currentReleases(opts.registry, opts.shell, logBuildProblem, request.releaseChoice);
    const overrides = request.devOverrides;
    // With overrides the document names the dev builds; such a page is neither served from nor put in the cache.
    const manifest = overrides ? applyOverrides(published, overrides) : published;
    // The routes of the builds this page runs: a page a build adds exists once it is promoted.
    const resolution = releaseRouteSet(manifest, opts.registry.dir, logBuildProblem).resolve(url.pathname, url.search);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, form ? 308 : 301);
    const anonymous = !signedIn(request);
    const effects = renderEffects(form?.formData);
    // An article page kept by a cache that processes includes counts each view it serves (viewIncludes.ts).
    const viewInclude =
      resolution.kind === 'page' && resolution.route.name === articleRoute && cacheProcessesIncludes(request)
        ? `/api/articles/${['issn', 'volume', 'issue', 'identifier'].map((name) => encodeURIComponent(resolution.params[name] ?? '')).join('/')}/view`
        : null;
    // A form page carries the reader's own token: rendered for each reader, never shared.
    const perReader = form !== undefined || (resolution.kind === 'page' && resolution.route.layout === 'form');
    // The same bytes for every anonymous reader: kept by the server's page cache, or by a shared cache in front.
    const shareable = anonymous && !overrides && !request.releaseChoice?.preview && !perReader;
    const fromCache = cache !== null && shareable;
    let outcome: RenderOutcome & { rendered: boolean };
    if (form && formRendersInFlight >= MAX_FORM_RENDERS_IN_FLIGHT) return formRefused(request, reply, 'busy');
    if (form) formRendersInFlight += 1;
    try {
      outcome =
        fromCache
          ? await cache.getOrRender(`${stamp}\n${viewInclude ?? ''}\n${request.url}`, () => render(request, resolution, manifest, published, randomBytes(16).toString('base64'), true, effects, viewInclude))
          : { ...(await render(request, resolution, manifest, published, request.cspNonce ?? '', shareable, effects, viewInclude, form)), rendered: true };
    } catch (error) {
      if (!(error instanceof FormNotProcessedError)) throw error;
      request.log.error({ err: error.cause ?? error, why: error.why, url: request.url }, 'a posted form could not be processed');
      return formRefused(request, reply, error.why);
    } finally {
      if (form) formRendersInFlight -= 1;
    }
    if (fromCache) app.pageSignals?.cacheLookup(!outcome.rendered);
    // A reader served a page whose loaders ran for someone else still reads it: count the usage.
    if (!outcome.rendered && request.method === 'GET' && resolution.kind === 'page' && resolution.route.name === articleRoute) {
      app.pageUsage?.article?.(resolution.params, request);
    }
    if (outcome.redirect) {
      for (const cookie of effects.cookies) void reply.header('set-cookie', cookie);
      return reply.header('cache-control', 'no-store').redirect(outcome.redirect.location, outcome.redirect.status);
    }
    // Only the reader the page was rendered for gets its effects (a page from the cache has none).
    const own = outcome.rendered ? effects : undefined;
    if (viewInclude) void reply.header(includesControl.name, includesControl.value);
    if (outcome.streamed) return sendStream(request, reply, outcome.streamed, outcome.cacheable, anonymous, own);
    return send(request, reply, outcome.page as PageBytes, outcome.cacheable, anonymous, own);
  };

  // Forms posted to a page's address: parsed as FormData's bytes, within the form size limits.
  await app.register(acceptPageForms, { servePage });

  const unknownPath = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const message = pathname.startsWith('/api') ? `Unknown API path: ${request.method} ${pathname}` : `Not found: ${pathname}`;
    return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message });
  };

  // Pages are one route: which page an address is follows the reader's builds (a promote adds or
  // drops routes without a restart, a canary reader has other builds), so it is resolved per request
  // by those builds, once (servePage). The page compresses itself (a kept page once, a rendered page
  // as it streams), so Fastify's compression hooks stay out of it.
  app.get('/*', { compress: false, decompress: false }, async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (hasOverlongPart(pathname)) return refusal(request, reply, addressTooLong.status, addressTooLong.title, addressTooLong.message);
    return isPagePath(pathname) ? servePage(request, reply) : unknownPath(request, reply, pathname);
  });

  // What no route takes: other methods, and a route that finds nothing (reply.callNotFound), whose
  // page address is answered with the site's 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname);
    return isPage ? servePage(request, reply) : unknownPath(request, reply, pathname);
  });
}
