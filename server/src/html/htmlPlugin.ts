// Serves every page route (issue 9): redirects of the routing table as 301, other paths as the page
// document, server-rendered (ssr/pageDocument.ts) with the status the page's loaders decide (404
// for an unknown path, journal or article). Anonymous pages are cached briefly and carry an ETag;
// pages for signed-in readers are private.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ReleaseManifest } from '@oap/shared/federation/contract.ts';
import { resolvePage } from '@oap/shared/routing/resolvePage.ts';
import type { ReleaseRegistry } from '../releases/registry.ts';
import { releaseManifest, type ShellDocument } from '../releases/shellDocument.ts';
import { sessionCookieBaseName } from '../auth/siteCookies.ts';
import { PAGE_CACHE_SECONDS, PageCache, etagOf, noncePlaceholder } from '../ssr/pageCache.ts';
import { pageDocument } from '../ssr/pageDocument.ts';
import { ShellServerLoader, prepareServerRendering } from '../ssr/shellServer.ts';
import { applyOverrides } from '../dev/devOverrides.ts';

export interface HtmlPluginOptions {
  registry: ReleaseRegistry;
  shell: ShellDocument;
  runtimeConfig: PublicRuntimeConfig;
  publicUrl: string;
  /** Render pages on the server (true unless a test checks the client-rendered document alone). */
  serverRendering?: boolean;
  ssrTimeoutMs?: number;
}

/** The release manifest with a stable date, so the same releases give the same document (and ETag). */
function currentReleases(registry: ReleaseRegistry, shell: ShellDocument): { manifest: ReleaseManifest; stamp: string } {
  const manifest = releaseManifest(registry, shell);
  const stamp = JSON.stringify([manifest.shell?.build, ...Object.values(manifest.remotes).map((release) => `${release.name}@${release.build}`)]);
  return { manifest: { ...manifest, generatedAt: '' }, stamp };
}

const signedIn = (request: FastifyRequest) => {
  const cookie = request.headers.cookie ?? '';
  return cookie.includes(`${sessionCookieBaseName}=`);
};

export async function htmlPlugin(app: FastifyInstance, opts: HtmlPluginOptions): Promise<void> {
  if (opts.serverRendering !== false) prepareServerRendering(opts.runtimeConfig);
  const shellServer = new ShellServerLoader({
    shellDist: opts.shell.dist,
    releasesDir: opts.registry.dir,
    log: (message, details) => app.log.error(details ?? {}, message),
  });
  const cache = new PageCache();

  /**
   * `sharedCache`: a server-rendered page for an anonymous reader, which shared caches may keep briefly.
   * A client-rendered fallback is revalidated every time (its remote may be back on the next request).
   * A page with development overrides is this browser's alone and never stored anywhere.
   */
  const send = (request: FastifyRequest, reply: FastifyReply, page: { status: number; body: string; etag: string }, sharedCache: boolean, anonymous: boolean) => {
    const development = request.devOverrides !== null;
    void reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('vary', 'Cookie')
      // Short shared lifetime for anonymous pages; a promote changes the document, so its ETag.
      .header('cache-control', development ? 'private, no-store' : sharedCache ? `public, max-age=${PAGE_CACHE_SECONDS}, stale-while-revalidate=300` : anonymous ? 'no-cache' : 'private, no-cache');
    if (development) return reply.send(page.body.replaceAll(noncePlaceholder, request.cspNonce ?? ''));
    void reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.send(page.body.replaceAll(noncePlaceholder, request.cspNonce ?? ''));
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const resolution = resolvePage(url.pathname, url.search);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    const anonymous = !signedIn(request);
    const { manifest: published, stamp } = currentReleases(opts.registry, opts.shell);
    const overrides = request.devOverrides;
    // With overrides the document names the dev builds; such a page is neither served from nor put in the cache.
    const manifest = overrides ? applyOverrides(published, overrides) : published;
    const key = `${stamp}\n${request.url}`;
    const pageRemote = resolution.kind === 'page' ? resolution.route.remote : null;
    if (anonymous && !overrides) {
      const cached = cache.get(key);
      if (cached) return send(request, reply, cached, true, true);
    }
    const document = await pageDocument({
      app,
      request,
      resolution,
      manifest,
      serverManifest: published,
      // The server cannot load a dev build: that remote's pages are rendered by the browser.
      clientRenderOnly: Boolean(pageRemote && overrides?.[pageRemote]),
      template: opts.shell.template(),
      shellStylesheet: opts.shell.stylesheet(),
      runtimeConfig: opts.runtimeConfig,
      publicUrl: opts.publicUrl,
      releasesDir: opts.registry.dir,
      nonce: noncePlaceholder,
      server: opts.serverRendering === false ? null : shellServer.current(),
      ...(opts.ssrTimeoutMs ? { timeoutMs: opts.ssrTimeoutMs } : {}),
    });
    if (document.location) return reply.redirect(document.location, document.status);
    if (anonymous && !overrides && document.rendered && (document.status === 200 || document.status === 404)) {
      return send(request, reply, cache.set(key, { status: document.status, body: document.body }), true, true);
    }
    return send(request, reply, { status: document.status, body: document.body, etag: etagOf(document.body) }, false, anonymous);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|static|remotes)(\/|$)/.test(pathname);
    if (isPage) return servePage(request, reply);
    const message = pathname.startsWith('/api') ? `Unknown API path: ${request.method} ${pathname}` : `Not found: ${pathname}`;
    return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message });
  });
}
