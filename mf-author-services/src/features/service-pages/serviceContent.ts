// The text of an author service page, from the content store (GET /api/content/{slug}), through the
// request's QueryClient; a page whose text is missing is a 404.
import { contentQuery } from '@oap/shared/content/contentQuery.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { CleanContentPage as ContentPage } from '@oap/shared/content/contentQuery.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';

export function loadServiceContent(slug: string, request: Request): Promise<ContentPage> {
  return orNotFound(request, currentQueryClient().ensureQueryData(contentQuery(slug)));
}
