// The text of an author service page, from the content store (GET /api/content/{slug}), through the
// request's QueryClient; a page whose text is missing is a 404.
import { contentQuery } from '@oap/shared/content/contentQuery.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { CleanContentPage as ContentPage } from '@oap/shared/content/contentQuery.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';

export function loadServiceContent(slug: string, { request, context }: LoaderFunctionArgs): Promise<ContentPage> {
  return orNotFound(request, queryClientOf(context).ensureQueryData(contentQuery(slug)));
}
