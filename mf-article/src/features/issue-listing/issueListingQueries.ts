// The volume and issue contents calls: one listing shape, the issue narrowing the volume.
import { apiGet } from '@oap/shared/api/client.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { IssueListing } from '@oap/shared/api/types.ts';

export function issueListingQuery(issn: string, volume: string, issue?: string) {
  const parts = issue === undefined ? [issn, volume] : [issn, volume, issue];
  return {
    queryKey: ['issue-listing', ...parts] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<IssueListing>(`/api/articles/${parts.map(encodeURIComponent).join('/')}`, signal),
  };
}

export function loadIssueListing(issn: string, volume: string, issue?: string): Promise<IssueListing> {
  return queryClient.ensureQueryData(issueListingQuery(issn, volume, issue));
}
