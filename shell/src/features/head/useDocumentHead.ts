// Keeps the document head in step with the current page after client-side navigation: the page's own
// head() (title, description, canonical, robots, Open Graph, citation tags, JSON-LD), otherwise the
// fallback title built from the last path segment (spec section 1). The tags of the page before are
// replaced as a whole (documentHead.ts, fetched for the first head written: writeDocumentHead.ts), so
// nothing of it stays. Error pages set theirs in RouteErrorBoundary.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import type { PageRoute } from '@oap/contracts/routing/routeTable.ts';
// The configured origin (PUBLIC_URL), as the server uses: canonical URLs agree with the served HTML.
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';
import { pageHead } from './pageHead.ts';
import { writeDocumentHead } from './writeDocumentHead.ts';

// A page the server rendered came with this very head: computing and writing it again as the
// page hydrates (an article's citation tags, one per reference) is work with nothing to show for it.
// The first run at the address the document was served for is skipped; every later one applies.
let servedHeadPathname: string | null = null;

/** Called as a server-rendered page starts to hydrate: the document's head is already this page's. */
export function headServedFor(pathname: string): void {
  servedHeadPathname = pathname;
}

export function useDocumentHead(route: PageRoute, module: LoadedRouteModule | undefined, data: unknown) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const served = servedHeadPathname;
    servedHeadPathname = null;
    if (served === pathname) return;
    // Without a title of its own a page gets one from its path; "/" (the index route) the default title.
    const head = pageHead(module, data);
    writeDocumentHead(({ applyDocumentHead }) => applyDocumentHead(head, { origin: siteOrigin(), pathname, search, status: 200 }));
  }, [route, module, data, pathname, search]);
}
