// What a page's code may use that belongs to one reader's request: the QueryClient (its cache) and
// the fetch the API client sends requests with. In the browser there is one reader, so the scope
// is the page's singleton QueryClient and the browser's fetch. On the server each
// request renders with its own QueryClient, and API calls are dispatched in-process with the
// reader's cookies: the server installs a resolver that returns the current request's scope.
//
// The resolver lives on globalThis, not in this module's state, so it is found even where a bundle
// carries its own copy of this module (a remote's server build that did not get the shared one).
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from '@oap/shared/api/queryClient.ts';

export interface RequestScope {
  queryClient: QueryClient;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The API runs in this process (a server render): checking a form before sending it saves no round trip. */
  apiInProcess?: boolean;
}

const resolverKey = '__oapRequestScope__';
type ScopeGlobal = { [resolverKey]?: () => RequestScope | undefined };

const browserScope: RequestScope = {
  queryClient: pageQueryClient,
  fetch: (url, init) => fetch(url, init),
};

/** The current request's scope on the server, or the page's in the browser. */
export function currentRequestScope(): RequestScope {
  return (globalThis as ScopeGlobal)[resolverKey]?.() ?? browserScope;
}

/** The QueryClient loaders must use (never the module singleton: on the server it is per request). */
export function currentQueryClient(): QueryClient {
  return currentRequestScope().queryClient;
}

/** Called once by the server renderer: `resolve` returns the scope of the request being rendered. */
export function installRequestScopeResolver(resolve: () => RequestScope | undefined): void {
  (globalThis as ScopeGlobal)[resolverKey] = resolve;
}
