// What the browser builds share of @tanstack/react-query (federationShared: the
// '@tanstack/react-query' singleton provides this module), for the reason browserRouter.mjs gives:
// a shared module is provided whole, so the whole package (infinite and parallel queries, mutation
// observers, suspense hooks, the hydration boundary) was in every page's first load, and from its
// CommonJS build (13.5 KB gzip; this is 10.2 KB). The browser code uses the one QueryClient
// (@oap/shared/api/queryClient.ts), its provider, hydrate and useQuery; remotes read the cache
// through their loaders. A browser module importing a name missing here fails
// shared/src/packageImports.test.ts; deploy the shell before a remote that needs a name added here.
// 'oap-react-query-impl' is the package's ES module entry (a resolve alias), named otherwise so that
// this module's own import is not taken for the shared one.
export { hydrate, QueryClient, QueryClientContext, QueryClientProvider, useQuery, useQueryClient } from 'oap-react-query-impl';
