// One page rendered for a request: the document from the shell's server bundle (or the client-rendered
// fallback when rendering is off, the bundle is missing or too many renders are running), with the
// status its loaders decided, the keys of what it shows, and whether a cache may keep it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PageResolution } from '@oap/contracts/routing/routeSet.ts';
import type { PostedForm } from '@oap/contracts/federation/serverRendering.ts';
import type { ShellDocument } from '../features/releases/shellDocument.ts';
import { withPreviewNotice } from '../features/releases/delivery/previewNotice.ts';
import { shellApp } from '../features/releases/registryState.ts';
import { pageBytes, type RenderOutcome } from './render/pageCache.ts';
import { pageDocument } from './render/pageDocument.ts';
import type { RenderEffects } from './render/apiDispatch.ts';
import type { ShellServerLoader } from './render/shellServer.ts';
import { surrogateKey } from '../platform/cache/purge.ts';
import { withViewInclude } from '../platform/cache/viewIncludes.ts';

/**
 * Renders beyond this many at once are not started: the page goes out client-rendered at once
 * rather than queueing behind renders whose readers may already have left.
 */
export const MAX_RENDERS_IN_FLIGHT = 16;

export interface PageRendererOptions {
  shell: ShellDocument;
  runtimeConfig: PublicRuntimeConfig;
  publicUrl: string;
  releasesDir: string;
  /** Render pages on the server (true unless SERVER_RENDERING=off). */
  serverRendering?: boolean;
  ssrTimeoutMs?: number;
}

/** A page to render, as servePage resolved it for the request. */
export interface PageToRender {
  request: FastifyRequest;
  resolution: Exclude<PageResolution, { kind: 'redirect' }>;
  /** What the document names (a developer's overrides included). */
  manifest: ReleaseManifest;
  /** What the server renders from. */
  published: ReleaseManifest;
  nonce: string;
  /** Nobody is signed in: the page may be kept for everyone. */
  anonymous: boolean;
  effects: RenderEffects;
  /** The view-counting include a caching proxy processes, for an article page (viewIncludes.ts). */
  viewInclude: string | null;
  form?: PostedForm;
}

/**
 * A page whose loader failed because an API call it needs was refused for a while (this client's
 * search budget spent, the search pool busy) is that refusal, 429 or 503, not a server error.
 */
function statusAfterRefusal(status: number, effects: RenderEffects): number {
  return effects.refused && status >= 500 ? effects.refused.status : status;
}

/** The releases a page shows: the shell's, and its remote's build. */
function releaseKeys(resolution: PageToRender['resolution']): string[] {
  return [surrogateKey.release(shellApp), ...(resolution.kind === 'page' ? [surrogateKey.release(resolution.route.remote)] : [])];
}

/** The renderer of the site's pages, which counts its renders in flight. */
export function pageRenderer(app: FastifyInstance, opts: PageRendererOptions, shellServer: ShellServerLoader): (page: PageToRender) => Promise<RenderOutcome> {
  let rendersInFlight = 0;
  return async ({ request, resolution, manifest, published, nonce, anonymous, effects, viewInclude, form }) => {
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
        releasesDir: opts.releasesDir,
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
}
