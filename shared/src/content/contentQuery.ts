// A page's text from the server's content store (GET /api/content/{slug}): the information pages
// (mf-static-pages) and the author service pages (mf-author-services) ask it the same way.
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';

export function contentQuery(slug: string) {
  return {
    queryKey: ['content', slug] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<ContentPage>(`/api/content/${encodeURIComponent(slug)}`, signal),
    // A 404 is an answer (no such page), not a failure worth a second request and its delay.
    retry: retryServerFailureOnce,
  };
}
