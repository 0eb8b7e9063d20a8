// A route module for any information page whose text lives in the server's content store. A slug the
// server has no content for yet (404) shows the placeholder-style page, not an error, so routes can be
// wired before their text is written.
import { useLoaderData } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ContentPage as ContentPageRecord } from '@oap/contracts/api/content.ts';
import type { RouteHead, RouteModule } from '@oap/contracts/federation/contract.ts';
import { isApiNotFound } from '@oap/shared/routing/notFound.ts';
import { contentSlugForRoute } from './contentSlug.ts';
import { ContentPage } from './ContentPage.tsx';
import { ContentPending } from './ContentPending.tsx';

export type ContentPageData = { kind: 'content'; page: ContentPageRecord } | { kind: 'pending'; routeName: string };

export async function loadContentPage(routeName: string): Promise<ContentPageData> {
  const slug = contentSlugForRoute(routeName);
  try {
    // The request's QueryClient: on the server each reader has their own cache (issue 9).
    const page = await currentQueryClient().ensureQueryData({
      queryKey: ['content', slug],
      queryFn: ({ signal }) => apiGet<ContentPageRecord>(`/api/content/${encodeURIComponent(slug)}`, signal),
      // A 404 is an answer (no content yet), not a failure worth a second request and its delay.
      retry: retryServerFailureOnce,
    });
    return { kind: 'content', page };
  } catch (error) {
    if (isApiNotFound(error)) return { kind: 'pending', routeName };
    throw error;
  }
}

export function contentPageHead(data: ContentPageData | undefined): RouteHead {
  // Without content the shell's fallback title (from the path) is the right one.
  if (data?.kind !== 'content') return {};
  return { title: data.page.title, description: data.page.description || undefined };
}

function ContentRoutePage() {
  const data = useLoaderData<ContentPageData>();
  return data.kind === 'content' ? <ContentPage page={data.page} /> : <ContentPending routeName={data.routeName} />;
}

export function contentPageRoute(routeName: string): RouteModule<ContentPageData> {
  return {
    Component: ContentRoutePage,
    loader: () => loadContentPage(routeName),
    head: contentPageHead,
  };
}
