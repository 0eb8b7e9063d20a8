// The article call, keyed so the loader and any later reader of the same article share the cache.
import { apiGet } from '@oap/shared/api/client.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { Article } from '@oap/shared/api/types.ts';

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
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Article>(`/api/articles/${path}`, signal),
  };
}

/** An unknown article rejects with the API's 404, which the shell shows as its 404 page. */
export function loadArticle(address: ArticleAddress): Promise<Article> {
  return queryClient.ensureQueryData(articleQuery(address));
}
