// Route module of /news/{id} (route name "news-id"): one news item, the publisher's or a journal's.
// The id is digits only (spec 5, checked by the routing table); one that names no item is the 404 page.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { newsItemQuery } from '../record-pages/recordQueries.ts';
import { newsListQuery, optional } from '../publisher/publisherQueries.ts';
import { NewsItemPage } from './NewsItemPage.tsx';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const queries = queryClientOf(context);
  const [item, latest] = await Promise.all([orNotFound(request, queries.ensureQueryData(newsItemQuery(params['id'] ?? ''))), optional(queries.ensureQueryData(newsListQuery(1, null)))]);
  // "More news" beside the item: the newest others.
  return { item, more: latest ? latest.items.filter((other) => other.id !== item.id).slice(0, 5) : [] };
}

export function head({ item }: RouteData<typeof loader>): RouteHead {
  return {
    title: item.title,
    description: item.summary,
    canonical: `/news/${item.id}`,
    openGraph: { type: 'article', description: item.summary },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        datePublished: item.publishedAt,
        description: item.summary,
        mainEntityOfPage: `/news/${item.id}`,
      },
    ],
  };
}

export const Component = NewsItemPage;
