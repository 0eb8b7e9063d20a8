// A route module for any information page whose text lives in the server's content store. A slug the
// server has no content for yet (404) shows the placeholder-style page, not an error, so routes can be
// wired before their text is written. The catch-all /{id} is the other way round: it shows a content
// page by its slug, and a slug the store has no page for is the page's 404 (issue 9).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ContentPage as ContentPageRecord } from '@oap/contracts/api/content.ts';
import type { PageLoader, RouteHead, RouteModule } from '@oap/contracts/federation/contract.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { isApiNotFound, notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { contentRoutePath, contentSlugForRoute } from './contentSlug.ts';
import { ContentPage } from './ContentPage.tsx';
import { ContentPending } from './ContentPending.tsx';

export type ContentPageData =
  /** `canonical`: the address of the route that shows this text, when it is shown at /{id} too. */
  | { kind: 'content'; page: ContentPageRecord; canonical?: string }
  | { kind: 'pending'; routeName: string };

export function contentQuery(slug: string) {
  return {
    queryKey: ['content', slug] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<ContentPageRecord>(`/api/content/${encodeURIComponent(slug)}`, signal),
    // A 404 is an answer (no content yet, or no such page), not a failure worth a second request and its delay.
    retry: retryServerFailureOnce,
  };
}

export async function loadContentPage(routeName: string): Promise<ContentPageData> {
  const slug = contentSlugForRoute(routeName);
  try {
    // The request's QueryClient: on the server each reader has their own cache (issue 9).
    const page = await currentQueryClient().ensureQueryData(contentQuery(slug));
    return { kind: 'content', page };
  } catch (error) {
    if (isApiNotFound(error)) return { kind: 'pending', routeName };
    throw error;
  }
}

/**
 * The catch-all /{id}: a page of the content store by its slug. A slug that cannot name one (not
 * lower-case letters, digits and dashes) is a 404 without asking the API; one the store has no page
 * for is the API's 404, and so the page's.
 */
export async function loadCatchAllPage({ params, request }: LoaderFunctionArgs): Promise<ContentPageData> {
  const slug = params['id'];
  if (!satisfiesRule('nameSystem', slug)) notFound(new URL(request.url).pathname);
  const page = await orNotFound(request, currentQueryClient().ensureQueryData(contentQuery(slug)));
  const canonical = contentRoutePath(slug);
  return canonical ? { kind: 'content', page, canonical } : { kind: 'content', page };
}

export function contentPageHead(data: ContentPageData | undefined): RouteHead {
  // Without content the shell's fallback title (from the path) is the right one.
  if (data?.kind !== 'content') return {};
  return { title: data.page.title, description: data.page.description || undefined, ...(data.canonical ? { canonical: data.canonical } : {}) };
}

function ContentRoutePage() {
  const data = useLoaderData<typeof loadContentPage>();
  return data.kind === 'content' ? <ContentPage page={data.page} /> : <ContentPending routeName={data.routeName} />;
}

export function contentPageRoute(routeName: string): RouteModule<PageLoader<ContentPageData>> {
  return {
    Component: ContentRoutePage,
    loader: () => loadContentPage(routeName),
    head: contentPageHead,
  };
}

/** The route module of the catch-all /{id} (route name `id`). */
export const catchAllPageRoute: RouteModule<PageLoader<ContentPageData>> = {
  Component: ContentRoutePage,
  loader: loadCatchAllPage,
  head: contentPageHead,
};
