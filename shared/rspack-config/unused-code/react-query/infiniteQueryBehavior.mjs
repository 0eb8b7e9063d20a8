// What the browser builds keep of @tanstack/query-core's infiniteQueryBehavior.js (unusedCode.mjs puts
// this module in its place): the paging of infinite queries (useInfiniteQuery,
// queryClient.infiniteQuery), which a query runs only when it is one. The browser code makes none
// (browserQuery.mjs shares no infinite query API), ~0.5 KB gzip less in every page. A browser module
// that starts using them takes this replacement out (unusedCode.test.mjs fails until it does).
const notBuiltIn = () => {
  throw new Error("react-query's infinite queries are not in this site's browser code (shared/rspack-config/browserQuery.mjs, unused-code).");
};

export const infiniteQueryBehavior = notBuiltIn;
export const hasNextPage = notBuiltIn;
export const hasPreviousPage = notBuiltIn;
