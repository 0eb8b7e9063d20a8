// What a page's code may use that belongs to one reader's request: the QueryClient (its cache) and
// the fetch the API client sends requests with. In the browser there is one reader, so the scope
// is the page's singleton QueryClient and the browser's fetch. On the server each request renders
// with its own QueryClient, and API calls are dispatched in-process with the reader's cookies.
//
// The scope travels explicitly, on the objects the libraries hand the code: the server gives
// react-router a request context that carries it (server/requestCarriers.ts), so loaders and actions read
// it from their `context` argument; and it renders with a QueryClient that carries it, which TanStack
// hands each query function (`client`), so query functions, and components' queries, reach it too.
// Nothing is ambient, and no key must be shared: whichever bundle's copy of this module reads a
// carrier, it finds the scope on it.
import type { RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from '@oap/shared/api/queryClient.ts';

export interface RequestScope {
  queryClient: QueryClient;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The API runs in this process (a server render): checking a form before sending it saves no round trip. */
  apiInProcess?: boolean;
}

/** A request context or QueryClient the server made for one request (server/requestCarriers.ts). */
export interface ScopeCarrier {
  readonly requestScope?: RequestScope;
}

const browserScope: RequestScope = {
  queryClient: pageQueryClient,
  fetch: (url, init) => fetch(url, init),
};

/**
 * On the server, code given no request's carrier would share the page's module-level QueryClient
 * between readers: refused loudly instead (a router given no RequestContext, or an API call made
 * without its loader's context or its query's client).
 */
function checked(scope: RequestScope | undefined): RequestScope {
  // Short: these bytes are in every page's script.
  if (!scope && typeof document === 'undefined') throw Error('No request scope');
  return scope ?? browserScope;
}

/** What a loader or action hands on: its `context` argument (LoaderFunctionArgs['context']). */
export type RouteContext = Readonly<RouterContextProvider>;

/** The scope of the request a loader or action runs for. */
export function requestScope(context: RouteContext): RequestScope {
  return checked((context as ScopeCarrier).requestScope);
}

/** The QueryClient a loader must use (never the module singleton: on the server it is per request). */
export function queryClientOf(context: RouteContext): QueryClient {
  return requestScope(context).queryClient;
}

/** The scope whose QueryClient runs a query (the page's, in the browser). */
export function scopeOfClient(client: QueryClient | undefined): RequestScope {
  return checked((client as ScopeCarrier | undefined)?.requestScope);
}
