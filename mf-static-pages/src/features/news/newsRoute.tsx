// Route module of /news (route name "news"): the newsroom, the publisher's news and the journals',
// newest first, a page at a time (?page=), filtered by category (?category=).
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import { pageFromParam } from '@oap/shared/routing/pageParam.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { newsListQuery } from '../publisher/publisherQueries.ts';
import { NewsPage } from './NewsPage.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const category = search.get('category')?.trim() || null;
  const page = pageFromParam(search.get('page'));
  // The request's QueryClient: on the server each reader has their own cache.
  const news = await queryClientOf(context).ensureQueryData(newsListQuery(page, category));
  return { news };
}

export function head({ news }: RouteData<typeof loader>): RouteHead {
  const filtered = news.category !== null || news.page > 1;
  return {
    title: news.category ? `News: ${news.category}` : 'News',
    description: 'News from our journals and about open access publishing: new journals and editors, awards, policies and events.',
    canonical: '/news',
    // Filtered and later pages repeat the newsroom: followed, not indexed on their own.
    ...(filtered ? { robots: 'noindex, follow' } : {}),
  };
}

export const Component = NewsPage;
