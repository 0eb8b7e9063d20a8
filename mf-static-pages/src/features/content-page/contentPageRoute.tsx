// Route modules of the information pages whose text lives in the server's content store
// (GET /api/content/{slug}): one per routed page (its Markdown file must exist: a routed page without
// one is a 404, and contentFiles.test.ts fails first), and the catch-all /{id}, which shows a page of
// the store by its slug and is the 404 page for a slug the store has no page for.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { contentQuery } from '@oap/shared/content/contentQuery.ts';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { CleanContentPage as ContentPageRecord } from '@oap/shared/content/contentQuery.ts';
import type { PageLoader, RouteHead, RouteModule } from '@oap/contracts/federation/contract.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { contentSlugForRoute } from './contentSlug.ts';
import { ContentPage } from './ContentPage.tsx';

export interface ContentPageData {
  page: ContentPageRecord;
  /** The address of the route that shows this text, when it is shown at /{id} too. */
  canonical?: string;
}

/** The text of a routed information page, through the request's QueryClient (per reader on the server). */
export function loadContent(routeName: string, { request, context }: LoaderFunctionArgs): Promise<ContentPageRecord> {
  return orNotFound(request, queryClientOf(context).ensureQueryData(contentQuery(contentSlugForRoute(routeName))));
}

/**
 * The catch-all /{id}: a page of the content store by its slug. A slug that cannot name one (not
 * lower-case letters, digits and dashes) is a 404 without asking the API; one the store has no page
 * for is the API's 404, and so the page's.
 */
export async function loadCatchAllPage({ params, request, context }: LoaderFunctionArgs): Promise<ContentPageData> {
  const slug = params['id'];
  if (!satisfiesRule('nameSystem', slug)) notFound(new URL(request.url).pathname);
  const [page, { contentRoutePath }] = await Promise.all([
    orNotFound(request, queryClientOf(context).ensureQueryData(contentQuery(slug))),
    import(/* webpackChunkName: "content-route-path" */ './contentRoutePath.ts'),
  ]);
  const canonical = contentRoutePath(slug);
  return canonical ? { page, canonical } : { page };
}

/** The head of an information page: its title and description, and where its text lives when that is elsewhere. */
export function contentHead(page: ContentPageRecord, canonical?: string): RouteHead {
  return { title: page.title, description: page.description || undefined, ...(canonical ? { canonical } : {}) };
}

function ContentRoutePage() {
  const { page } = useLoaderData<typeof loadCatchAllPage>();
  return <ContentPage page={page} />;
}

export function contentPageRoute(routeName: string): RouteModule<PageLoader<ContentPageData>> {
  return {
    Component: ContentRoutePage,
    loader: async (args) => ({ page: await loadContent(routeName, args) }),
    head: ({ page, canonical }) => contentHead(page, canonical),
  };
}

/** The route module of the catch-all /{id} (route name `id`). */
export const catchAllPageRoute: RouteModule<PageLoader<ContentPageData>> = {
  Component: ContentRoutePage,
  loader: loadCatchAllPage,
  head: ({ page, canonical }) => contentHead(page, canonical),
};
