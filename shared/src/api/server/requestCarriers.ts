// The server's side of the request scope (requestScope.ts): the request context react-router hands a
// request's loaders and actions, and the QueryClient its render runs, each carrying the request's
// scope. Server code only (the server's render and its tests): browser bundles never import it.
import { RouterContextProvider } from 'react-router';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import type { RequestScope, ScopeCarrier } from '@oap/shared/api/requestScope.ts';

/** One request's QueryClient: its cache, and the fetch its queries call the API with. */
export class RequestQueryClient extends QueryClient implements ScopeCarrier {
  readonly requestScope: RequestScope;

  constructor(fetch: RequestScope['fetch'], options: { apiInProcess?: boolean; config?: QueryClientConfig } = {}) {
    super(options.config);
    this.requestScope = { queryClient: this, fetch, ...(options.apiInProcess ? { apiInProcess: true } : {}) };
  }
}

/** The `requestContext` of react-router's static handler for one request: its loaders and actions read the scope from it. */
export class RequestContext extends RouterContextProvider implements ScopeCarrier {
  readonly requestScope: RequestScope;

  constructor(queryClient: RequestQueryClient) {
    super();
    this.requestScope = queryClient.requestScope;
  }
}
