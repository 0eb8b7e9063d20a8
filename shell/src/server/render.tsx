// Renders a page on the server: react-router's static handler runs the route loaders with
// this request's QueryClient and in-process API fetch, handed to them as the request's context
// (shared/src/api/requestScope.ts); then, once the server has sent the document's
// head, React streams the shell frame and the page (from the remote's server build) as HTML. The browser hydrates it: the router's loader data
// and the query cache travel in the document's state scripts (hydrationState), the page's data once.
//
// This module is built into the shell's server bundle (shell/dist/server/shellServer.js), so the
// shell's components, the remotes' server builds and this renderer share one React.
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { RequestContext, RequestQueryClient } from '@oap/shared/api/server/requestCarriers.ts';
import { FOR_PAGE_STATE } from '@oap/shared/api/pageState.ts';
import type { RemoteName, LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import type { PageBody, PageRenderInput, PageRenderResult, PageSink } from '@oap/contracts/federation/serverRendering.ts';
import { routeSetForReleases } from '@oap/contracts/routing/releaseRoutes.ts';
import { renderHeadHtml, scriptSafeJson } from '@oap/contracts/site/documentHead.ts';
import { titleFromPath } from '@oap/contracts/site/pageTitle.ts';
import { createRouteObjects, type RouteModuleSource } from '../app/routes.tsx';
import { ShellFrame } from '../app/ShellFrame.tsx';
import { PageLoading } from '../app/PageLoading.tsx';
import { userQuery } from '@oap/shared/site/userQuery.ts';
import { pageHead } from '../features/head/pageHead.ts';

/** A remote's server build could not be loaded or failed: the page falls back to client rendering. */
export class ServerRemoteError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause: unknown) {
    super(`The server build of ${remote} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ServerRemoteError';
    this.remote = remote;
  }
}

export type { PageBody, PageRenderInput, PageRenderResult, PageSink };


const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * React writes a Suspense boundary whose content is ready but large (past 12,800 bytes of the
 * document, by default) after the rest, hidden, for a script to move into place: a reader without
 * scripts would never see it (the error page, inside the boundary its lazily loaded module needs in
 * the browser, was such a boundary). Every page must read without scripts, so a ready boundary is
 * always written in place.
 */
const INLINE_EVERY_READY_BOUNDARY = Number.POSITIVE_INFINITY;

/** Renders a tree to a string through the streaming renderer, once everything is ready (the frame of a fallback page). */
function renderTree(tree: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      nonce,
      progressiveChunkSize: INLINE_EVERY_READY_BOUNDARY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // Errors inside Suspense boundaries are retried in the browser; a page without them cannot reach here.
        if (error instanceof Error) reject(error);
      },
    });
  });
}

/**
 * Streams a tree into `destination` (PageBody.pipe). React's pipe ends what it writes to, so it
 * writes to a sink that passes each chunk on and tells, by finishing, that React's output is complete.
 */
function streamTree(tree: ReactNode, nonce: string, destination: PageSink, options: { timeoutMs: number; onError: (error: unknown) => void }): Promise<void> {
  return new Promise((resolve, reject) => {
    let shellReady = false;
    // Before the shell: nothing written, the caller fills #root itself. After it: what is not ready
    // yet is left to the browser, and the document ends.
    const timer = setTimeout(() => {
      if (shellReady) stream.abort(new Error(`server rendering took longer than ${options.timeoutMs} ms`));
      else {
        stream.abort();
        reject(new Error(`the page's shell was not ready within ${options.timeoutMs} ms`));
      }
    }, options.timeoutMs);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        // The reader's connection may be slow or gone: the page is complete in memory either way
        // (it is a few hundred kilobytes at most), and whoever waits for it (the page cache) gets it.
        destination.write(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve();
    });
    const stream = renderToPipeableStream(tree, {
      nonce,
      progressiveChunkSize: INLINE_EVERY_READY_BOUNDARY,
      onShellReady: () => {
        shellReady = true;
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      // Past the shell, React writes what failed as a boundary the browser renders; the caller logs it.
      onError: (error) => {
        if (shellReady) options.onError(error);
      },
    });
  });
}

function serverModules(input: PageRenderInput): RouteModuleSource {
  const modules = new Map<string, LoadedRouteModule>();
  return {
    async load(remote, routeName) {
      let module: LoadedRouteModule;
      try {
        module = await input.loadRouteModule(remote, routeName);
      } catch (error) {
        throw new ServerRemoteError(remote, error);
      }
      modules.set(routeName, module);
      return module;
    },
    loaded: (routeName) => modules.get(routeName),
    paramsChecked: true,
  };
}

function remoteFailure(context: StaticHandlerContext): ServerRemoteError | null {
  for (const error of Object.values(context.errors ?? {})) if (error instanceof ServerRemoteError) return error;
  return null;
}

/** Route errors as react-router's own hydration script writes them (its browser router reads them back). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) serialized[id] = { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
    else serialized[id] = error;
  }
  return serialized;
}

/**
 * The state the browser hydrates from: the query cache, and react-router's loader data with every
 * value that is a cached query's data (the loaders return what ensureQueryData gave them) replaced by
 * a reference to that query, so a page's data travels once, not twice (an article's full text is
 * most of the document). The browser puts the cache back first, then resolves the references
 * (shell/src/bootstrap.tsx).
 */
export function hydrationState(context: StaticHandlerContext, queryClient: QueryClient, nonce: string): string {
  const dehydrated = dehydrate(queryClient);
  const hashByData = new Map<unknown, string>();
  for (const query of dehydrated.queries) {
    if (query.state.data !== null && typeof query.state.data === 'object') hashByData.set(query.state.data, query.queryHash);
  }
  // Each query's own step for the page's state (FOR_PAGE_STATE in its meta), taken on the state only.
  const cache = queryClient.getQueryCache();
  const queries = {
    ...dehydrated,
    queries: dehydrated.queries.map((query) => {
      const forPageState = cache.get(query.queryHash)?.meta?.[FOR_PAGE_STATE];
      return typeof forPageState === 'function' ? { ...query, state: { ...query.state, data: forPageState(query.state.data) } } : query;
    }),
  };
  const reference = (value: unknown, depth: number): unknown => {
    const hash = hashByData.get(value);
    if (hash) return { __oapQuery: hash };
    if (depth < 2 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reference(inner, depth + 1)]));
    }
    return value;
  };
  const router = {
    loaderData: Object.fromEntries(Object.entries(context.loaderData).map(([id, value]) => [id, reference(value, 0)])),
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  const nonceAttribute = ` nonce="${attribute(nonce)}"`;
  return (
    `<script id="oap-query-state" type="application/json"${nonceAttribute}>${scriptSafeJson(queries)}</script>` +
    `<script${nonceAttribute}>window.__staticRouterHydrationData=${scriptSafeJson(router)}</script>`
  );
}

/**
 * What a posted form's action gets: a POST whose `formData()` is the form as the server read it
 * (pages/pageForms.ts), so the action does not parse the body a second time.
 */
class PostedFormRequest extends Request {
  readonly #form: FormData;
  constructor(url: string, headers: Record<string, string>, form: FormData) {
    super(url, { method: 'POST', headers });
    this.#form = form;
  }

  override formData(): Promise<FormData> {
    return Promise.resolve(this.#form);
  }
}

/** Renders one page. The caller answers redirects, and falls back to renderFrame on a remote failure. */
export async function renderPage(input: PageRenderInput): Promise<PageRenderResult> {
  const queryClient = new RequestQueryClient(input.fetch, { apiInProcess: true, config: { defaultOptions: { queries: { staleTime: 60_000, retry: false } } } });
  const requestContext = new RequestContext(queryClient);
  const modules = serverModules(input);
  // The routes of the builds the page runs; the router holds the one the server resolved.
  const routes = routeSetForReleases(input.releases);
  const handler = createStaticHandler(createRouteObjects(modules, { page: input.route }, routes));
  const request = input.form ? new PostedFormRequest(input.url, input.headers, input.form.formData) : new Request(input.url, { headers: input.headers });
  // The reader's sign-in state, beside the page's loaders: the header draws Sign in or Profile.
  const [context] = await Promise.all([handler.query(request, { requestContext }), queryClient.prefetchQuery(userQuery)]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const failed = remoteFailure(context);
  if (failed) return { kind: 'remote-failed', remote: failed.remote, error: failed };
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
      </QueryClientProvider>
    </StrictMode>
  );
  const url = new URL(input.url);
  const match = context.matches.at(-1);
  const route = match ? routes.byName(match.route.id) : undefined;
  const module = route ? modules.loaded(route.name) : undefined;
  const data = route ? context.loaderData[route.name] : undefined;
  const status = context.statusCode;
  // A page that answers its form with errors (a 4xx from its action) keeps its own head; an error page has none.
  const head = renderHeadHtml(!context.errors ? pageHead(module, data) : undefined, {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    status,
    nonce: input.nonce,
    // Pages without a head of their own are titled from their last path segment (spec section 1).
    ...(route && route.name !== 'index' ? { fallbackTitle: titleFromPath(url.pathname) } : {}),
  });
  const body: PageBody = {
    // The components' queries run on the provider's client, which names this request's scope.
    pipe: async (destination, options) => {
      await streamTree(tree, input.nonce, destination, options);
      return hydrationState(context, queryClient, input.nonce);
    },
  };
  return { kind: 'page', status, head, body };
}

/**
 * The frame alone (banner, header, footer) with the page area loading: what a reader gets when the
 * page's remote cannot render on the server. No router state is sent, so the browser renders the
 * whole page itself, as before server rendering.
 */
export async function renderFrame(input: { url: string; nonce: string }): Promise<string> {
  const handler = createStaticHandler([{ id: 'root', Component: ShellFrame, children: [{ id: 'loading', path: '*', Component: PageLoading }] }]);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return '';
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderTree(
    <StrictMode>
      {/* No request scope: the frame's one query (the sign-in state) is not fetched on the server. */}
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
      </QueryClientProvider>
    </StrictMode>,
    input.nonce,
  );
}
