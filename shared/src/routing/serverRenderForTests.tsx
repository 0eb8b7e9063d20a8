// Test support: runs a page's route module the way the server renderer does — react-router's
// static handler runs the loader with a request scope (its own QueryClient and fetch) as its context, then
// renderToString draws the page in a static router — so a test under `@jest-environment node` shows the
// page renders with no browser globals. Imported by tests only, never by a page.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useRouteError, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestScope } from '@oap/shared/api/requestScope.ts';
import { RequestContext, RequestQueryClient } from '@oap/shared/api/server/requestCarriers.ts';
import type { LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { installHtmlWindow, type HtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { userQuery } from '@oap/shared/site/userQuery.ts';

/** An API answer: [status, JSON body], or a function of the request that gives one (to look at what a form posted). */
export type FakeAnswer = readonly [status: number, body: unknown] | ((init: RequestInit) => readonly [status: number, body: unknown]);

/**
 * An API stand-in: path (with query) -> its answer; "POST /path" for a method of its own. Anything
 * else answers 404.
 */
export type FakeApi = Record<string, FakeAnswer>;

export interface ServerRenderResult {
  /** HTTP status the server would send (404 for a route's 404 error). */
  status: number;
  html: string;
  context: StaticHandlerContext;
  queryClient: QueryClient;
  /** Every API call the loader made, as method and URL. */
  requests: string[];
}

/** A fetch that answers from a FakeApi, for a request scope. */
export function fakeApiFetch(api: FakeApi, requests: string[] = []): RequestScope['fetch'] {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    requests.push(`${method} ${url}`);
    const answer = api[`${method} ${url}`] ?? api[url] ?? [404, { statusCode: 404, message: `Not found: ${url}` }];
    const [status, body] = typeof answer === 'function' ? answer(init) : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

/** A request's scope with a fresh QueryClient (no retries: tests want the first answer), as the router's request context. */
export function testRequestScope(fetch: RequestScope['fetch']) {
  const queryClient = new RequestQueryClient(fetch, { config: { defaultOptions: { queries: { retry: false } } } });
  return { queryClient, requestContext: new RequestContext(queryClient) };
}

/**
 * Gives a node test a DOM for HTML sanitising, as the server does at start-up. jsdom comes with the
 * test toolchain (jest-environment-jsdom), so it is resolved from there.
 */
export function installTestHtmlWindow(): void {
  const fromEnvironment = require.resolve('jest-environment-jsdom');
  const jsdomPath = require.resolve('jsdom', { paths: [fromEnvironment] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only at run time
  const { JSDOM } = require(jsdomPath) as { JSDOM: new (html: string) => { window: HtmlWindow } };
  installHtmlWindow(new JSDOM('<!doctype html><html><body></body></html>').window);
}

function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <p data-route-error={error.status}>{(error.data as { message?: string } | undefined)?.message}</p>;
  throw error;
}

/**
 * `form`: posted to the page, as a browser without scripts does (the module's action runs first).
 * `withHeader`: the reader's sign-in state is asked beside the loader, as the shell's render asks it
 * for the header (then `requests` holds that call too).
 */
type PageOptions = { path: string; url: string; api: FakeApi; form?: FormData; withHeader?: boolean };

/** The static handler's answer for `module` at `url`: its context, or a redirect (a Response). */
function queryOnServer(module: LoadedRouteModule, options: PageOptions, requestContext: RequestContext) {
  const handler = createStaticHandler([
    {
      id: 'page',
      path: options.path,
      loader: module.loader ? (args) => module.loader!(args) : undefined,
      action: module.action ? (args) => module.action!(args) : undefined,
      Component: module.Component,
      ErrorBoundary: RouteError,
    },
  ]);
  const request = options.form ? new Request(options.url, { method: 'POST', body: options.form }) : new Request(options.url);
  return { handler, answer: handler.query(request, { requestContext }) };
}

/**
 * For a test file that renders pages as the server does: before its tests the HTML window and the
 * site's origin are installed, after them removed (call it at the file's top level).
 */
export function renderingAsTheServerDoes(siteOrigin = 'https://www.publisher.test'): void {
  beforeAll(() => {
    installTestHtmlWindow();
    installRuntimeConfig({ siteOrigin });
  });
  afterAll(() => {
    installHtmlWindow(undefined);
    installRuntimeConfig({});
  });
}

/** The redirect the page's loader answers at `url` (status and location), as the server would send it. */
export async function redirectOnServer(module: LoadedRouteModule, options: PageOptions & { requests?: string[] }): Promise<{ status: number; location: string | null }> {
  const { requestContext } = testRequestScope(fakeApiFetch(options.api, options.requests));
  const answer = await queryOnServer(module, options, requestContext).answer;
  if (!(answer instanceof Response)) throw new Error(`Expected a redirect, got status ${answer.statusCode}`);
  return { status: answer.status, location: answer.headers.get('location') };
}

/**
 * Runs `module` at `url` (matched by `path`) as the server would: loader in a fresh request scope, then
 * renderToString. A 404 route error renders a small error element and gives status 404.
 */
export async function renderOnServer(module: LoadedRouteModule, options: PageOptions): Promise<ServerRenderResult> {
  const requests: string[] = [];
  const { queryClient, requestContext } = testRequestScope(fakeApiFetch(options.api, requests));
  const { handler, answer } = queryOnServer(module, options, requestContext);
  // As the shell's render does when asked: the reader's sign-in state for the header, beside the loaders.
  const [context] = await Promise.all([answer, options.withHeader ? queryClient.prefetchQuery(userQuery) : null]);
  if (context instanceof Response) throw new Error(`Unexpected redirect to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      {/* The page markup alone: the router's hydration script is the server renderer's business. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  return { status: context.statusCode, html, context, queryClient, requests };
}
