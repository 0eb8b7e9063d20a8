// Keeps the document head in step with the current page after client-side navigation: the page's own
// head() (title, description, canonical, robots, Open Graph, citation tags, JSON-LD), otherwise the
// fallback title built from the last path segment (spec section 1). The tags of the page before are
// replaced as a whole (documentHead.ts), so nothing of it stays. Error pages set theirs in
// RouteErrorBoundary.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RouteModule } from '@oap/contracts/federation/contract.ts';
import type { PageRoute } from '@oap/contracts/routing/routeTable.ts';
import { applyDocumentHead } from '@oap/contracts/site/documentHead.ts';
// The configured origin (PUBLIC_URL), as the server uses: canonical URLs agree with the served HTML.
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';
import { pageHead } from './pageHead.ts';

export function useDocumentHead(route: PageRoute, module: RouteModule | undefined, data: unknown) {
  const { pathname } = useLocation();
  useEffect(() => {
    // Without a title of its own a page gets one from its path; "/" (the index route) the default title.
    applyDocumentHead(pageHead(module, data), { origin: siteOrigin(), pathname, status: 200 });
  }, [route, module, data, pathname]);
}
