// The volume and issue contents calls: one listing shape, the issue narrowing the volume.
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { IssueListing } from '@oap/contracts/api/articles.ts';

export function issueListingQuery(issn: string, volume: string, issue?: string) {
  const parts = issue === undefined ? [issn, volume] : [issn, volume, issue];
  return {
    queryKey: ['issue-listing', ...parts] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<IssueListing>(`/api/articles/${parts.map(encodeURIComponent).join('/')}`, signal),
    retry: retryServerFailureOnce,
  };
}

/** An unknown journal, volume or issue rejects with the API's 404 (the route module makes it the route's 404). */
export function loadIssueListing(issn: string, volume: string, issue?: string): Promise<IssueListing> {
  // The request's QueryClient: on the server each reader has their own cache (issue 9).
  return currentQueryClient().ensureQueryData(issueListingQuery(issn, volume, issue));
}
