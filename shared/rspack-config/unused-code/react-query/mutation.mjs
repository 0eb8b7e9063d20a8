// What the browser builds keep of @tanstack/query-core's mutation.js (unusedCode.mjs puts this module
// in its place): the Mutation, which useMutation and a mutation observer create through the client's
// mutation cache. The browser code shares only the queries of react-query (browserQuery.mjs: no
// useMutation), and the server dehydrates no mutation, so the cache stays empty: the QueryClient and
// its MutationCache work as before (nothing to clear, resume or find), ~1 KB gzip less in every page.
// A browser module that starts using mutations adds useMutation to browserQuery.mjs and takes this
// replacement out (unusedCode.test.mjs fails until both are done).
const notBuiltIn = () => {
  throw new Error("react-query's mutations are not in this site's browser code (shared/rspack-config/browserQuery.mjs, unused-code).");
};

export class Mutation {
  constructor() {
    notBuiltIn();
  }
}

export const getDefaultState = notBuiltIn;
