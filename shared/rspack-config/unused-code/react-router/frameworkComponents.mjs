// What the browser builds keep of react-router's lib/dom/ssr/components.js (unusedCode.mjs puts this
// module in its place): the components and hooks of react-router's framework mode (<Links>, <Meta>,
// <Scripts>, and <Link prefetch>'s page prefetching, which reads the framework's route manifest).
// The site uses react-router as a library (createBrowserRouter, RouterProvider), where nothing
// provides FrameworkContext: <Link>'s prefetch then never prefetches, and the rest is never rendered.
// With the modules only they import (route links, single fetch), ~2.5 KB gzip of every first page.
// FrameworkContext itself stays a context the router's own code reads (and finds empty), as before.
import * as React from 'react';

export const CRITICAL_CSS_DATA_ATTRIBUTE = 'data-react-router-critical-css';

export const FrameworkContext = React.createContext(undefined);
FrameworkContext.displayName = 'FrameworkContext';

const notBuiltIn = (what) => () => {
  throw new Error(`${what} belongs to react-router's framework mode, which is not built into this site's browser code (shared/rspack-config/unused-code).`);
};

export const Links = notBuiltIn('<Links>');
export const Meta = notBuiltIn('<Meta>');
export const Scripts = notBuiltIn('<Scripts>');

export function useFrameworkContext() {
  const context = React.useContext(FrameworkContext);
  if (context === undefined) throw new Error('You must render this element inside a <HydratedRouter> element');
  return context;
}

/** As the original without a FrameworkContext: never prefetch, no extra handlers. */
export function usePrefetchBehavior() {
  return [false, React.useRef(null), {}];
}

/** Rendered by <Link> only when usePrefetchBehavior says to prefetch, which it never does here. */
export function PrefetchPageLinks() {
  return null;
}

export function setIsHydrated() {}

export function mergeRefs(...refs) {
  return (value) => {
    refs.forEach((ref) => {
      if (typeof ref === 'function') ref(value);
      else if (ref != null) ref.current = value;
    });
  };
}
