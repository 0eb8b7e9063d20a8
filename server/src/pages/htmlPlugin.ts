// Serves every page address (the route GET /*): redirects of the routing table as 301, other paths as
// the page document, server-rendered (pageRenderer.ts) with the status the page's loaders decide (404
// for an unknown path, journal or article). A page rendered for the reader is streamed to them,
// compressed on the fly; anonymous pages are then cached briefly, compressed once and carry an ETag;
// pages for signed-in readers are private (pageReply.ts says who may keep what).
//
// A form posted to a page's address (scripts off) runs the route's action through the same
// render: its redirect (303, Post/Redirect/Get) or the page again with the reader's values and errors.
// Form pages (the `form` layout) carry the reader's CSRF token, so they are rendered for each reader
// and never cached; so is any page whose API calls answered for this reader alone (apiDispatch.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PostedForm } from '@oap/contracts/federation/serverRendering.ts';
import { releaseRouteSet, withBuildRoutes } from './activeRoutes.ts';
import { releaseManifest, type ShellDocument } from '../features/releases/shellDocument.ts';
import type { ReleaseChoice, ReleaseRegistry } from '../features/releases/registry.ts';
import { siteCookieName } from '../features/auth/siteCookies.ts';
import { PageCache, type PageBytes, type RenderOutcome } from './render/pageCache.ts';
import { FormNotProcessedError } from './render/pageDocument.ts';
import { renderEffects } from './render/apiDispatch.ts';
import { acceptPageForms } from './pageForms.ts';
import { pageRenderer, type PageRendererOptions, type PageToRender } from './pageRenderer.ts';
import { sendPage, sendPageStream } from './pageReply.ts';
import { addressTooLong, hasOverlongPart, isPagePath } from '../platform/http/pagePaths.ts';
import { refusal } from '../platform/http/refusal.ts';
import type { ArticleViewCounter } from '../features/catalogueApi/pageUsage.ts';
import { ShellServerLoader, prepareServerRendering } from './render/shellServer.ts';
import { applyOverrides } from '../platform/dev/devOverrides.ts';
import { cacheProcessesIncludes, includesControl } from '../platform/cache/viewIncludes.ts';

export interface HtmlPluginOptions extends Omit<PageRendererOptions, 'releasesDir'> {
  registry: ReleaseRegistry;
  shell: ShellDocument;
  /** The shell's server bundle, when the app shares its loader (with /readyz); else the plugin makes its own. */
  shellServer?: ShellServerLoader;
  /**
   * The server's own cache of anonymous pages; null when a shared cache in front keeps them (a purge
   * from another process could not reach this one). Absent: the plugin keeps one of its own.
   */
  pageCache?: PageCache | null;
  /** Counts a view of an article page sent from the page cache (the data API's counter); absent without the data API. */
  countArticleView?: ArticleViewCounter;
}

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

/** The reader carries a session cookie (its https or http name): their pages are their own. */
const signedIn = (request: FastifyRequest) => [true, false].some((secure) => request.cookies?.[siteCookieName('session', secure)] !== undefined);

/** The address of the view an article page counts, for a cache that processes includes (viewIncludes.ts); else null. */
function viewIncludeOf(request: FastifyRequest, resolution: PageToRender['resolution']): string | null {
  if (resolution.kind !== 'page' || resolution.route.name !== articleRoute || !cacheProcessesIncludes(request)) return null;
  return `/api/articles/${['issn', 'volume', 'issue', 'identifier'].map((name) => encodeURIComponent(resolution.params[name] ?? '')).join('/')}/view`;
}

function formRefused(request: FastifyRequest, reply: FastifyReply, why: keyof typeof formNotProcessed) {
  const { status, message } = formNotProcessed[why];
  if (why !== 'off') void reply.header('retry-after', why === 'slow' ? '300' : '10');
  return refusal(request, reply, status, why === 'slow' ? 'Your form is on its way' : 'The form was not sent', message);
}

type ServePage = (request: FastifyRequest, reply: FastifyReply, form?: PostedForm) => Promise<unknown>;

/**
 * Serves one page address: resolves it once by the reader's builds, takes it from the page cache or
 * renders it (a posted form's action included), and sends it with the headers its audience allows.
 */
function pageServer(app: FastifyInstance, opts: HtmlPluginOptions, render: (page: PageToRender) => Promise<RenderOutcome>, cache: PageCache | null): ServePage {
  const logBuildProblem = (message: string) => app.log.warn(message);
  let formRendersInFlight = 0;
  return async (request, reply, form) => {
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
    const viewInclude = viewIncludeOf(request, resolution);
    // A form page carries the reader's own token: rendered for each reader, never shared.
    const perReader = form !== undefined || (resolution.kind === 'page' && resolution.route.layout === 'form');
    // The same bytes for every anonymous reader: kept by the server's page cache, or by a shared cache in front.
    const shareable = anonymous && !overrides && !request.releaseChoice?.preview && !perReader;
    const fromCache = cache !== null && shareable;
    const page = { request, resolution, manifest, published, effects, viewInclude };
    let outcome: RenderOutcome & { rendered: boolean };
    if (form && formRendersInFlight >= MAX_FORM_RENDERS_IN_FLIGHT) return formRefused(request, reply, 'busy');
    if (form) formRendersInFlight += 1;
    try {
      outcome = fromCache
        ? await cache.getOrRender(`${stamp}\n${viewInclude ?? ''}\n${request.url}`, () => render({ ...page, nonce: randomBytes(16).toString('base64'), anonymous: true }))
        : { ...(await render({ ...page, nonce: request.cspNonce ?? '', anonymous: shareable, ...(form ? { form } : {}) })), rendered: true };
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
      opts.countArticleView?.(resolution.params, request).catch((error: unknown) => request.log.warn({ err: error }, 'a view of a cached article page was not counted'));
    }
    if (outcome.redirect) {
      for (const cookie of effects.cookies) void reply.header('set-cookie', cookie);
      return reply.header('cache-control', 'no-store').redirect(outcome.redirect.location, outcome.redirect.status);
    }
    // Only the reader the page was rendered for gets its effects (a page from the cache has none).
    const audience = { sharedCache: outcome.cacheable, anonymous, registry: opts.registry, ...(outcome.rendered ? { effects } : {}) };
    if (viewInclude) void reply.header(includesControl.name, includesControl.value);
    if (outcome.streamed) return sendPageStream(request, reply, outcome.streamed, audience);
    return sendPage(request, reply, outcome.page as PageBytes, audience);
  };
}

function unknownPath(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const message = pathname.startsWith('/api') ? `Unknown API path: ${request.method} ${pathname}` : `Not found: ${pathname}`;
  return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message });
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
  const render = pageRenderer(app, { ...opts, releasesDir: opts.registry.dir }, shellServer);
  const servePage = pageServer(app, opts, render, opts.pageCache === undefined ? new PageCache() : opts.pageCache);

  // Forms posted to a page's address: parsed as FormData's bytes, within the form size limits.
  await app.register(acceptPageForms, { servePage });

  // Pages are one route: which page an address is follows the reader's builds (a promote adds or
  // drops routes without a restart, a canary reader has other builds), so it is resolved per request
  // by those builds, once (pageServer). The page compresses itself (a kept page once, a rendered page
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
