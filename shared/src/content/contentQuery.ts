// A page's text from the server's content store (GET /api/content/{slug}): the information pages
// (mf-static-pages) and the author service pages (mf-author-services) ask it the same way.
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer, type WithSafeHtml } from '@oap/shared/content/safeHtml.ts';

/** A content page as the cache holds it: its text sanitised as it arrived. */
export type CleanContentPage = WithSafeHtml<ContentPage, 'html'>;

export function contentQuery(slug: string) {
  return {
    queryKey: ['content', slug] as const,
    queryFn: async (call: ApiCall): Promise<CleanContentPage> => {
      const [page, clean] = await Promise.all([apiGet<ContentPage>(`/api/content/${encodeURIComponent(slug)}`, call), loadSanitizer()]);
      return { ...page, html: clean(page.html) };
    },
    // A 404 is an answer (no such page), not a failure worth a second request and its delay.
    retry: retryServerFailureOnce,
  };
}
