// The article call, keyed so the loader and any later reader of the same article share the cache.
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { Article } from '@oap/contracts/api/articles.ts';
import { readableArticle, type ReadableArticle } from './prepareArticleBody.ts';

export interface ArticleAddress {
  issn: string;
  volume: string;
  issue: string;
  identifier: string;
}

export function articleQuery({ issn, volume, issue, identifier }: ArticleAddress) {
  const path = [issn, volume, issue, identifier].map(encodeURIComponent).join('/');
  return {
    queryKey: ['article', issn, volume, issue, identifier] as const,
    // Sanitised and prepared as it arrives (prepareArticleBody.ts): the cache holds what the page shows.
    queryFn: async ({ signal }: { signal: AbortSignal }) => readableArticle(await apiGet<Article>(`/api/articles/${path}`, signal)),
    retry: retryServerFailureOnce,
  };
}

/** An unknown article rejects with the API's 404 (the route module turns it into the route's 404). */
export function loadArticle(address: ArticleAddress): Promise<ReadableArticle> {
  // The request's QueryClient: on the server each reader has their own cache (issue 9).
  return currentQueryClient().ensureQueryData(articleQuery(address));
}
