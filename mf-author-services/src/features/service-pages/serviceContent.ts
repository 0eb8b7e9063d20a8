// The text of an author service page, from the content store (GET /api/content/{slug}), through the
// request's QueryClient; a page whose text is missing is a 404.
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';

export function contentQuery(slug: string) {
  return {
    queryKey: ['content', slug] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<ContentPage>(`/api/content/${encodeURIComponent(slug)}`, signal),
    retry: retryServerFailureOnce,
  };
}

export function loadServiceContent(slug: string, request: Request): Promise<ContentPage> {
  return orNotFound(request, currentQueryClient().ensureQueryData(contentQuery(slug)));
}
