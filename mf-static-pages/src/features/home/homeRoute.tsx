// Route module of the home page (route name "index").
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { AwardListItem, NewsSummary, OpenCalls } from '@oap/contracts/api/publisher.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';
import { awardsQuery, latestArticlesQuery, newsListQuery, openCallsQuery, optional } from '../publisher/publisherQueries.ts';
import { HomePage } from './HomePage.tsx';

/** How many journals "Our biggest journals" shows: four rows of three on a wide screen. */
export const biggestJournalCount = 12;
/** Latest articles: three rows of two on a wide screen. */
export const latestArticleCount = 6;
/** Topics and special issues open for submission: four of each. */
export const openCallCount = 4;
/** News items and open awards: one row of four on a wide screen. */
export const homeNewsCount = 4;
export const homeAwardCount = 4;

/** Each list is null when it could not be fetched: the rest of the home page still serves readers. */
export interface HomePageData {
  biggestJournals: JournalSummary[] | null;
  latestArticles: ArticleSummary[] | null;
  openCalls: OpenCalls | null;
  news: NewsSummary[] | null;
  awards: AwardListItem[] | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<HomePageData> {
  // The request's QueryClient: on the server each reader has their own cache.
  const queries = queryClientOf(context);
  const [biggestJournals, latestArticles, openCalls, news, awards] = await Promise.all([
    optional(
      queries.ensureQueryData({
        queryKey: ['journals', 'biggest', biggestJournalCount],
        queryFn: (call: ApiCall) => apiGet<JournalSummary[]>(`/api/journals/biggest?count=${biggestJournalCount}`, call),
      }),
    ),
    optional(queries.ensureQueryData(latestArticlesQuery(latestArticleCount))),
    optional(queries.ensureQueryData(openCallsQuery(openCallCount))),
    // Page 1 of the newsroom: the same cache entry as /news.
    optional(queries.ensureQueryData(newsListQuery(1, null))),
    optional(queries.ensureQueryData(awardsQuery('current', homeAwardCount))),
  ]);
  return { biggestJournals, latestArticles, openCalls, news: news ? news.items.slice(0, homeNewsCount) : null, awards };
}

const homeDescription =
  'Peer-reviewed open access journals across the sciences, medicine, engineering and the humanities, published since 1996 and free for everyone to read.';

export function head(): RouteHead {
  // No title: the home page carries the site's default title (spec section 1).
  return {
    title: undefined,
    description: homeDescription,
    canonical: '/',
    openGraph: { type: 'website' },
    // The site's name for search engines (they read it from the home page's WebSite object).
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: siteName(), url: '/', description: homeDescription, publisher: { '@type': 'Organization', name: siteName(), url: '/' } }],
  };
}

export const Component = HomePage;
