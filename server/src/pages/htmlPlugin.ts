// Serves every page route (issue 9): redirects of the routing table as 301, other paths as the page
// document, server-rendered (ssr/pageDocument.ts) with the status the page's loaders decide (404
// for an unknown path, journal or article). A page rendered for the reader is streamed to them,
// compressed on the fly; anonymous pages are then cached briefly, compressed once and carry an ETag;
// pages for signed-in readers are private.
//
// A form posted to a page's address (issue 16, scripts off) runs the route's action through the same
// render: its redirect (303, Post/Redirect/Get) or the page again with the reader's values and errors.
// Form pages (the `form` layout) carry the reader's CSRF token, so they are rendered for each reader
// and never cached; so is any page whose API calls answered for this reader alone (apiDispatch.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PageResolution } from '@oap/contracts/routing/routeSet.ts';
import { releaseRouteSet, withBuildRoutes } from './activeRoutes.ts';
import { releaseManifest, type ShellDocument } from '../features/releases/shellDocument.ts';
import type { ReleaseChoice, ReleaseRegistry } from '../features/releases/registry.ts';
import { withPreviewNotice } from '../features/releases/delivery/previewNotice.ts';
import { sessionCookieBaseName } from '../features/auth/siteCookies.ts';
import { PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS, PageCache, chooseEncoding, compressor, encoded, pageBytes, type PageBytes, type RenderOutcome, type StreamingPage } from './render/pageCache.ts';
import { FormNotProcessedError, pageDocument } from './render/pageDocument.ts';
import { renderEffects, type RenderEffects } from './render/apiDispatch.ts';
import type { PostedForm } from '@oap/contracts/federation/serverRendering.ts';
import { acceptPageForms } from './pageForms.ts';
import { isPagePath } from '../platform/http/pagePaths.ts';
import { refusal } from '../platform/http/refusal.ts';
import '../features/catalogueApi/pageUsage.ts';
import { ShellServerLoader, prepareServerRendering } from './render/shellServer.ts';
import { applyOverrides } from '../platform/dev/devOverrides.ts';

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
}

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
  // Each release carries its build's routes (issue 22): the page hands them to the shell's router.
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

const signedIn = (request: FastifyRequest) => (request.headers.cookie ?? '').includes(`${sessionCookieBaseName}=`);

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
  const cache = new PageCache();
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
        template: withPreviewNotice(opts.shell.template(), request.releaseChoice?.preview),
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
      if ('streamed' in document) {
        const { streamed } = document;
        const status = statusAfterRefusal(document.status, effects);
        streaming = true;
        const complete = streamed.complete.then(({ body, rendered }) => {
          timed(rendered);
          return { page: pageBytes(status, body, nonce), cacheable: anonymous && cacheableStatus && rendered, personal: effects.personal };
        });
        void complete.finally(() => (rendersInFlight -= 1));
        return { cacheable: anonymous && cacheableStatus, personal: effects.personal, streamed: { status, nonce, pipe: streamed.pipe, complete } };
      }
      if (document.location) return { cacheable: false, redirect: { status: document.status, location: document.location } };
      timed(document.rendered);
      return { page: pageBytes(statusAfterRefusal(document.status, effects), document.body, nonce), cacheable: anonymous && document.rendered && cacheableStatus, personal: effects.personal };
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
  const sendHeaders = (request: FastifyRequest, reply: FastifyReply, status: number, nonce: string, sharedCache: boolean, anonymous: boolean, effects?: RenderEffects) => {
    // The security plugin's page policy names this nonce: the one inside these bytes.
    request.cspNonce = nonce;
    // A previewing browser's page is its alone too (releases/delivery).
    const development = request.devOverrides !== null || Boolean(request.releaseChoice?.preview);
    // A page with this reader's form token or their own data: stored by no cache at all.
    const personal = development || Boolean(effects?.personal);
    for (const cookie of effects?.cookies ?? []) void reply.header('set-cookie', cookie);
    if (effects?.refused && status === effects.refused.status) {
      // The page could not be made because the API turned this reader away for a while: say how long.
      void reply.header('retry-after', String(effects.refused.retryAfterSeconds));
      request.log.warn({ url: request.url, status, retryAfterSeconds: effects.refused.retryAfterSeconds }, 'a page was refused: an API call it needs was refused for a while');
    }
    void reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding, Cookie')
      .header('cache-control', personal ? 'private, no-store' : sharedCache ? `public, max-age=${PAGE_CACHE_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}` : anonymous ? 'no-cache' : 'private, no-cache');
    return { development, encoding: chooseEncoding(request.headers['accept-encoding']) };
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: PageBytes, sharedCache: boolean, anonymous: boolean, effects?: RenderEffects) => {
    const { development, encoding } = sendHeaders(request, reply, page.status, page.nonce, sharedCache, anonymous, effects);
    const personal = development || Boolean(effects?.personal);
    if (!personal) void reply.header('etag', page.etag);
    if (!personal && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.send(encoded(page, encoding));
  };

  /** A page as it renders: no ETag (its bytes are not known yet), compressed as it is written. */
  const sendStream = (request: FastifyRequest, reply: FastifyReply, page: StreamingPage, sharedCache: boolean, anonymous: boolean, effects?: RenderEffects) => {
    const { encoding } = sendHeaders(request, reply, page.status, page.nonce, sharedCache, anonymous, effects);
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
    // The routes of the builds this page runs (issue 22): a page a build adds exists once it is promoted.
    const resolution = releaseRouteSet(manifest, opts.registry.dir, logBuildProblem).resolve(url.pathname, url.search);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, form ? 308 : 301);
    const anonymous = !signedIn(request);
    const effects = renderEffects();
    // A form page carries the reader's own token: rendered for each reader, never shared.
    const perReader = form !== undefined || (resolution.kind === 'page' && resolution.route.layout === 'form');
    const fromCache = anonymous && !overrides && !request.releaseChoice?.preview && !perReader;
    let outcome: RenderOutcome & { rendered: boolean };
    if (form && formRendersInFlight >= MAX_FORM_RENDERS_IN_FLIGHT) return formRefused(request, reply, 'busy');
    if (form) formRendersInFlight += 1;
    try {
      outcome =
        fromCache
          ? await cache.getOrRender(`${stamp}\n${request.url}`, () => render(request, resolution, manifest, published, randomBytes(16).toString('base64'), true, effects))
          : { ...(await render(request, resolution, manifest, published, request.cspNonce ?? '', false, effects, form)), rendered: true };
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
    if (outcome.streamed) return sendStream(request, reply, outcome.streamed, outcome.cacheable, anonymous, own);
    return send(request, reply, outcome.page as PageBytes, outcome.cacheable, anonymous, own);
  };

  // Forms posted to a page's address: parsed as FormData's bytes, within the form size limits.
  await app.register(acceptPageForms, { servePage });

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname);
    if (isPage) return servePage(request, reply);
    const message = pathname.startsWith('/api') ? `Unknown API path: ${request.method} ${pathname}` : `Not found: ${pathname}`;
    return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message });
  });
}
