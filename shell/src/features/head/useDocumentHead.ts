// Keeps the document head in step with the current page: the page's own head() when it has one,
// otherwise the fallback title built from the last path segment (spec section 1). Error pages set
// their own title in RouteErrorBoundary.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RouteModule } from '@oap/shared/federation/contract.ts';
import type { PageRoute } from '@oap/shared/routing/routeTable.ts';
import { formatTitle, titleFromPath } from '@oap/shared/site/pageTitle.ts';

export function useDocumentHead(route: PageRoute, module: RouteModule | undefined, data: unknown) {
  const { pathname } = useLocation();
  useEffect(() => {
    const head = module?.head?.(data);
    const fallback = route.name === 'index' ? undefined : titleFromPath(pathname);
    document.title = formatTitle(head?.title ?? fallback);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!head?.description) {
      // A page without a description must not keep the previous page's.
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = head.description;
  }, [route, module, data, pathname]);
}
