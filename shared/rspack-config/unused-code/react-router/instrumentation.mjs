// What the browser builds keep of react-router's lib/router/instrumentation.js (unusedCode.mjs puts
// this module in its place): the router's instrumentation API (createBrowserRouter's
// `instrumentations` option), which wraps the router and every route's handlers when it is given.
// No app here gives it, so the router only ever asks for a navigation's result receiver, which
// exists only for an instrumented router (none): ~1.3 KB gzip of every first page that never ran.
const notBuiltIn = () => {
  throw new Error("react-router's instrumentations are not built into this site's browser code (shared/rspack-config/unused-code).");
};

export const instrumentationResultMetaContext = undefined;

export function consumeInstrumentationClientResultMetaReceiver() {
  return undefined;
}

export const getRouteInstrumentationUpdates = notBuiltIn;
export const instrumentClientSideRouter = notBuiltIn;
export const instrumentHandler = notBuiltIn;
