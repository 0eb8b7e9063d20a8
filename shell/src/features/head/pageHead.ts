// A page's RouteHead from its module and loader data, the same on the server (render.tsx, into the
// HTML) and in the browser (useDocumentHead, on navigation).
import type { RouteHead, LoadedRouteModule } from '@oap/contracts/federation/contract.ts';

/**
 * The module's head(data), or undefined (the fallback title from the path) when it has none or it
 * throws: a head that cannot be computed must not take the page down with it.
 */
export function pageHead(module: LoadedRouteModule | undefined, data: unknown): RouteHead | undefined {
  if (!module?.head) return undefined;
  try {
    // `data` is what this module's own loader returned (contract.ts LoadedRouteModule).
    return module.head(data as never);
  } catch (error) {
    console.error(error);
    return undefined;
  }
}
