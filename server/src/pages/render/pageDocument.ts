// One page's document: server-rendered through the shell's server bundle when it can be,
// else the client-rendered document with the frame (banner, header, footer) rendered on the server.
// A remote whose server build cannot be loaded, throws, or takes longer than SSR_TIMEOUT_MS costs
// only its own pages their server rendering, and is logged with its name and build.
//
// A server-rendered page is streamed: once its loaders have run, its status and head are known, so
// the document up to #root goes out before React renders (the browser fetches the stylesheets
// meanwhile), React's HTML follows as it is written, and the hydration state comes last.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteEntryUrl, type ReleaseManifest, type RemoteName } from '@oap/contracts/federation/contract.ts';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { errorTitle, formatTitle, titleFromPath } from '@oap/contracts/site/pageTitle.ts';
import type { PageResolution } from '@oap/contracts/routing/resolvePage.ts';
import type { PageBody, PostedForm } from '@oap/contracts/federation/serverRendering.ts';
import { escapeHtml, fillTemplate, splitTemplate, type DocumentSplit } from '../shellTemplate.ts';
import { inProcessApiFetch, readerHeaders, type RenderEffects } from './apiDispatch.ts';
import { remoteStylesheets } from './remoteStyles.ts';
import { stylesheetLinks, type Stylesheet } from '../../features/releases/stylesManifest.ts';
import type { ShellServer } from './shellServer.ts';
import { developmentBuild } from '../../platform/dev/devOverrides.ts';

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
  /** A form posted to the page (its action runs first). */
  form?: PostedForm;
  /** Collects what the render's API calls do to the response (cookies, privacy). */
  effects: RenderEffects;
}

export type PageDocument = CompleteDocument | StreamedDocument;

/** A redirect, or the client-rendered fallback. */
export interface CompleteDocument {
  status: number;
  body: string;
  /** Server-rendered (worth caching); false for the client-rendered fallback. */
  rendered: boolean;
  location?: string;
}

/** A server-rendered page whose loaders have run: nothing of it is written before `pipe`. */
export interface StreamedDocument {
  status: number;
  streamed: DocumentStream;
}

/** What the document is written to: the reader's response (a zlib stream has `flush`). */
export type DocumentOutput = NodeJS.WritableStream & { flush?: (callback: () => void) => void; destroyed?: boolean };

export interface DocumentStream {
  /**
   * Writes the document into `output` and ends it; null writes it only into `complete` (a refresh
   * of the page cache). Called once. The page's render starts after its head has been flushed.
   */
  pipe(output: DocumentOutput | null): void;
  /** The whole document once written; `rendered` is false if #root got the client-rendered frame instead. */
  complete: Promise<{ body: Buffer; rendered: boolean }>;
}

class RenderTimeout extends Error {}

/**
 * A form posted to a page whose action could not run or did not finish: `why` says what the reader
 * is told. 'off': server rendering is switched off, so forms need scripts; 'failed': the page's
 * server build failed before anything was stored; 'slow': the render outlived its time, and the
 * action may still have stored the form.
 */
export class FormNotProcessedError extends Error {
  readonly why: 'off' | 'failed' | 'slow';
  constructor(why: 'off' | 'failed' | 'slow', cause: unknown) {
    super('The form could not be processed on the server', { cause });
    this.name = 'FormNotProcessedError';
    this.why = why;
  }
}

/** A posted form's render gets longer than a page's: its action waits for the database and uploads. */
export const FORM_TIMEOUT_MS = 30_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`server rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** One server render of `remote`'s build for the release's health (counted when release delivery is installed). */
function reportRender(context: DocumentContext, remote: RemoteName, ok: boolean): void {
  const release = (context.serverManifest ?? context.manifest).remotes[remote];
  // The build that really rendered: when the active one failed, the server served a fallback, and
  // crediting the failed build would make it "last known good".
  const build = release && ok ? (context.server?.federation.buildServed?.(remote, release) ?? release.build) : release?.build;
  // The active build that could not serve this page counts as an error of its own.
  if (release && build !== release.build) context.app.releaseHealth?.render(remote, release.build, false);
  if (build) context.app.releaseHealth?.render(remote, build, ok);
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
  return release ? [remoteEntryUrl(release.manifestUrl)] : [];
}

/** The frame with the page area loading, for a page the browser renders; empty if that fails too. */
async function renderedFrame(context: DocumentContext): Promise<string> {
  if (!context.server) return '';
  try {
    return await withTimeout(context.server.bundle.renderFrame({ url: `${context.publicUrl}${context.request.url}`, nonce: context.nonce }), context.timeoutMs ?? SSR_TIMEOUT_MS);
  } catch (error) {
    context.request.log.error({ err: error }, 'the page frame could not be rendered on the server');
    return '';
  }
}

async function clientRendered(context: DocumentContext, status: number, remote: RemoteName | null): Promise<CompleteDocument> {
  const { pathname } = new URL(context.request.url, 'http://localhost');
  const title = status === 404 ? errorTitle(404, 'Page not found') : pathname === '/' ? formatTitle(undefined) : formatTitle(titleFromPath(pathname));
  const robots = status === 404 ? '<meta name="robots" content="noindex, nofollow" />' : '';
  const frame = await renderedFrame(context);
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
  if (!context.server || context.clientRenderOnly) {
    if (context.form) throw new FormNotProcessedError(context.server ? 'failed' : 'off', new Error('server rendering is not available for this page'));
    return clientRendered(context, expectedStatus, remote);
  }
  const loadRouteModule = context.server.loader(context.serverManifest ?? context.manifest);
  const timeoutMs = context.form ? FORM_TIMEOUT_MS : (context.timeoutMs ?? SSR_TIMEOUT_MS);
  const deadline = Date.now() + timeoutMs;
  try {
    const result = await withTimeout(
      context.server.bundle.renderPage({
        url: `${context.publicUrl}${context.request.url}`,
        headers: readerHeaders(context.request),
        fetch: inProcessApiFetch(context.app, context.request, context.effects),
        ...(context.form ? { form: context.form } : {}),
        nonce: context.nonce,
        loadRouteModule,
        releases: context.serverManifest ?? context.manifest,
        // Routed once, here: the shell's router holds the resolved page alone.
        route: context.resolution.kind === 'page' ? context.resolution.route : null,
      }),
      timeoutMs,
    );
    if (result.kind === 'redirect') return { status: result.status, body: '', rendered: false, location: result.location };
    if (result.kind === 'remote-failed') throw Object.assign(result.error, { remote: result.remote });
    // The build rendered: its health counts this render (releases/delivery/renderHealth.ts).
    if (remote) reportRender(context, remote, true);
    const split = splitTemplate(context.template, {
      head: result.head + pageStyles(context, remote),
      preloadAfterPaint: remoteEntry(context, remote),
      manifest: context.manifest,
      runtimeConfig: context.runtimeConfig,
      nonce: context.nonce,
    });
    return { status: result.status, streamed: documentStream(context, split, result.body, deadline) };
  } catch (error) {
    // A posted form needs its action, which only the server render runs: the reader is told it was
    // not sent (nothing of it was stored), rather than shown the page as if nothing had happened.
    const failed = ((error as { remote?: RemoteName }).remote ?? remote) as RemoteName | null;
    // A remote build that threw counts against its health; a slow render, or a failure the render
    // does not pin on a remote (the shell's own), says nothing about a remote build.
    const thrower = (error as { remote?: RemoteName }).remote;
    if (thrower && !(error instanceof RenderTimeout)) reportRender(context, thrower, false);
    if (context.form) throw new FormNotProcessedError(error instanceof RenderTimeout ? 'slow' : 'failed', error);
    context.request.log.error(
      { err: error, remote: failed, build: failed ? context.manifest.remotes[failed]?.build : undefined, url: context.request.url },
      'server rendering failed: the page was sent client-rendered',
    );
    return clientRendered(context, expectedStatus, remote);
  }
}

/**
 * The document of a page whose loaders have run: its start, React's HTML, then the end with the
 * hydration state. React's shell gets what is left of the render's time (at least a moment); a
 * copy of every byte is kept for the page cache.
 */
function documentStream(context: DocumentContext, split: DocumentSplit, body: PageBody, deadline: number): DocumentStream {
  const chunks: Buffer[] = [];
  let output: DocumentOutput | null = null;
  let flushScheduled = false;
  // React writes in bursts of small chunks (a few hundred for an article). Each write into the
  // compressor is a trip through the thread pool, so a burst goes to the reader as one chunk, flushed.
  let burst: Buffer[] = [];
  const open = () => output !== null && !output.destroyed;
  const sendBurst = () => {
    if (burst.length > 0 && open()) output!.write(burst.length === 1 ? burst[0]! : Buffer.concat(burst));
    burst = [];
  };
  // Into the copy for the page cache, and on to the reader while they are there.
  const write = (chunk: Uint8Array | string) => {
    // A copy: React may reuse the memory of what it wrote.
    const bytes = Buffer.from(chunk);
    chunks.push(bytes);
    if (!open()) return;
    burst.push(bytes);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => {
        flushScheduled = false;
        sendBurst();
        if (open() && output!.flush) output!.flush(() => undefined);
      });
    }
  };
  /** Resolves once what was written has left the compressor, so the head is on its way before React's render holds the thread. */
  const flushed = () =>
    new Promise<void>((resolve) => {
      sendBurst();
      if (open() && output!.flush) output!.flush(() => setImmediate(resolve));
      else setImmediate(resolve);
    });

  let resolveComplete!: (value: { body: Buffer; rendered: boolean }) => void;
  const complete = new Promise<{ body: Buffer; rendered: boolean }>((resolve) => (resolveComplete = resolve));
  const log = (error: unknown, message: string) =>
    context.request.log.error({ err: error, remote: context.resolution.kind === 'page' ? context.resolution.route.remote : null, url: context.request.url }, message);

  const run = async () => {
    write(split.start);
    await flushed();
    let rendered = true;
    let state = '';
    const chunksBefore = chunks.length;
    try {
      state = await body.pipe(
        { write },
        {
          timeoutMs: Math.max(deadline - Date.now(), 100),
          onError: (error) => log(error, 'server rendering failed inside the page: the browser renders that part'),
        },
      );
    } catch (error) {
      // The head is out, so the status and headers stay; #root gets the frame, and without router
      // state the browser renders the page itself, as for a page sent client-rendered.
      rendered = false;
      log(error, 'server rendering failed after the head was sent: the page is rendered by the browser');
      if (chunks.length === chunksBefore) write(await renderedFrame(context));
    }
    write(split.end(state));
    sendBurst();
    if (open()) output!.end();
    resolveComplete({ body: Buffer.concat(chunks), rendered });
  };

  return {
    pipe(target) {
      output = target;
      // An error on the reader's side (they left) only stops what they are sent.
      target?.on('error', () => undefined);
      run().catch((error: unknown) => {
        // Not expected (the render's own failures are handled above): end what was sent rather than leave the reader waiting.
        log(error, 'the page document could not be completed');
        sendBurst();
        if (open()) output!.end();
        resolveComplete({ body: Buffer.concat(chunks), rendered: false });
      });
    },
    complete,
  };
}
