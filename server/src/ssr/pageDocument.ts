// One page's document (issue 9): server-rendered through the shell's server bundle when it can be,
// else the client-rendered document with the frame (banner, header, footer) rendered on the server.
// A remote whose server build cannot be loaded, throws, or takes longer than SSR_TIMEOUT_MS costs
// only its own pages their server rendering, and is logged with its name and build.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReleaseManifest, RemoteName } from '@oap/contracts/federation/contract.ts';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { errorTitle, formatTitle, titleFromPath } from '@oap/contracts/site/pageTitle.ts';
import type { PageResolution } from '@oap/contracts/routing/resolvePage.ts';
import { escapeHtml, fillTemplate } from '../html/shellTemplate.ts';
import { inProcessApiFetch, readerHeaders } from './apiDispatch.ts';
import { remoteStylesheets } from './remoteStyles.ts';
import { stylesheetLinks, type Stylesheet } from '../releases/stylesManifest.ts';
import type { ShellServer } from './shellServer.ts';
import { developmentBuild } from '../dev/devOverrides.ts';

export const SSR_TIMEOUT_MS = 3000;

export interface DocumentContext {
  app: FastifyInstance;
  request: FastifyRequest;
  resolution: Exclude<PageResolution, { kind: 'redirect' }>;
  /** The manifest the document names (with a developer's overrides, if any). */
  manifest: ReleaseManifest;
  /** The published builds the server renders from; defaults to `manifest`. */
  serverManifest?: ReleaseManifest;
  /** Send the client-rendered document (frame only), e.g. for a remote served by a developer's dev server. */
  clientRenderOnly?: boolean;
  template: string;
  /** The shell's stylesheet (frame and UI kit), linked before the page's remote styles. */
  shellStylesheet: Stylesheet | null;
  runtimeConfig: PublicRuntimeConfig;
  publicUrl: string;
  releasesDir: string;
  nonce: string;
  server: ShellServer | null;
  timeoutMs?: number;
}

export interface PageDocument {
  status: number;
  body: string;
  /** Server-rendered (worth caching); false for the client-rendered fallback. */
  rendered: boolean;
  location?: string;
}

class RenderTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`server rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The page's stylesheets: the shell's, then its remote's. They come with the document, so the page is styled before any script runs. */
function pageStyles(context: DocumentContext, remote: RemoteName | null): string {
  const shellStyles = context.shellStylesheet ? [context.shellStylesheet] : [];
  const release = remote ? context.manifest.remotes[remote] : undefined;
  // A developer's dev build (dev/devOverrides.ts) is not in the registry: its styles come with its script.
  const remoteStyles = remote && release && release.build !== developmentBuild ? remoteStylesheets(context.releasesDir, remote, release) : [];
  return stylesheetLinks([...shellStyles, ...remoteStyles], escapeHtml);
}

/** The page's remote entry, preloaded with the shell's script instead of after it. */
function remoteEntry(context: DocumentContext, remote: RemoteName | null): string[] {
  const release = remote ? context.manifest.remotes[remote] : undefined;
  return release ? [release.manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js')] : [];
}

async function clientRendered(context: DocumentContext, status: number, remote: RemoteName | null): Promise<PageDocument> {
  const { pathname } = new URL(context.request.url, 'http://localhost');
  const title = status === 404 ? errorTitle(404, 'Page not found') : pathname === '/' ? formatTitle(undefined) : formatTitle(titleFromPath(pathname));
  const robots = status === 404 ? '<meta name="robots" content="noindex, nofollow" />' : '';
  let frame = '';
  if (context.server) {
    try {
      frame = await withTimeout(context.server.bundle.renderFrame({ url: `${context.publicUrl}${context.request.url}`, nonce: context.nonce }), context.timeoutMs ?? SSR_TIMEOUT_MS);
    } catch (error) {
      context.request.log.error({ err: error }, 'the page frame could not be rendered on the server');
    }
  }
  const body = fillTemplate(context.template, {
    title,
    head: robots + pageStyles(context, remote),
    preloadAfterPaint: remoteEntry(context, remote),
    html: frame,
    manifest: context.manifest,
    runtimeConfig: context.runtimeConfig,
    nonce: context.nonce,
  });
  return { status, body, rendered: false };
}

export async function pageDocument(context: DocumentContext): Promise<PageDocument> {
  const { resolution } = context;
  const remote = resolution.kind === 'page' ? resolution.route.remote : null;
  const expectedStatus = resolution.kind === 'page' ? 200 : 404;
  if (!context.server || context.clientRenderOnly) return clientRendered(context, expectedStatus, remote);
  const loadRouteModule = context.server.loader(context.serverManifest ?? context.manifest);
  try {
    const result = await withTimeout(
      context.server.bundle.renderPage({
        url: `${context.publicUrl}${context.request.url}`,
        headers: readerHeaders(context.request),
        fetch: inProcessApiFetch(context.app, context.request),
        nonce: context.nonce,
        loadRouteModule,
      }),
      context.timeoutMs ?? SSR_TIMEOUT_MS,
    );
    if (result.kind === 'redirect') return { status: result.status, body: '', rendered: false, location: result.location };
    if (result.kind === 'remote-failed') throw Object.assign(result.error, { remote: result.remote });
    const body = fillTemplate(context.template, {
      head: result.head + pageStyles(context, remote),
      preloadAfterPaint: remoteEntry(context, remote),
      html: result.html,
      state: result.state,
      manifest: context.manifest,
      runtimeConfig: context.runtimeConfig,
      nonce: context.nonce,
    });
    return { status: result.status, body, rendered: true };
  } catch (error) {
    const failed = ((error as { remote?: RemoteName }).remote ?? remote) as RemoteName | null;
    context.request.log.error(
      { err: error, remote: failed, build: failed ? context.manifest.remotes[failed]?.build : undefined, url: context.request.url },
      'server rendering failed: the page was sent client-rendered',
    );
    return clientRendered(context, expectedStatus, remote);
  }
}
