// The article query: GET /api/articles/{issn}/{volume}/{issue}/{identifier}. The server prepared the
// article's HTML once when it was imported (store/articlePreparation.ts), so the answer goes to the
// page as it is: nothing is parsed or sanitised while the page renders or hydrates.
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';

export interface ArticleAddress {
  issn: string;
  volume: string;
  issue: string;
  identifier: string;
}

export const articleApiPath = ({ issn, volume, issue, identifier }: ArticleAddress) =>
  `/api/articles/${[issn, volume, issue, identifier].map(encodeURIComponent).join('/')}`;

export function articleQuery(address: ArticleAddress) {
  const { issn, volume, issue, identifier } = address;
  return {
    queryKey: ['article', issn, volume, issue, identifier] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<ArticleDetail>(articleApiPath(address), signal),
    retry: retryServerFailureOnce,
  };
}

/** An unknown article rejects with the API's 404 (the route module turns it into the route's 404). */
export function loadArticle(address: ArticleAddress): Promise<ArticleDetail> {
  // The request's QueryClient: on the server each reader has their own cache (issue 9).
  return currentQueryClient().ensureQueryData(articleQuery(address));
}

/** The route parameters of every article page and suffix page. */
export function addressOf(params: Record<string, string | undefined>): ArticleAddress {
  return { issn: params['issn'] ?? '', volume: params['volume'] ?? '', issue: params['issue'] ?? '', identifier: params['identifier'] ?? '' };
}
