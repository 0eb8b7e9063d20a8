// The volume and issue contents calls: one listing shape, the issue narrowing the volume; with it the
// journal (its band, menu and cover) and its volumes (the previous and next issue).
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';
import { journalSummaryQuery } from '@oap/shared/journals/journalSummaryQuery.ts';
import type { IssueListing } from '@oap/contracts/api/articles.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';

export function issueListingQuery(issn: string, volume: string, issue?: string) {
  const parts = issue === undefined ? [issn, volume] : [issn, volume, issue];
  return {
    queryKey: ['issue-listing', ...parts] as const,
    queryFn: (call: ApiCall) => apiGet<IssueListing>(`/api/articles/${parts.map(encodeURIComponent).join('/')}`, call),
    retry: retryServerFailureOnce,
  };
}

/** GET /api/journals/{name}/subpage/issues: the journal's volumes with their issues (the same cache entry as its Volumes & Issues page). */
export function journalVolumesQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'subpage', 'issues'] as const,
    queryFn: (call: ApiCall) => apiGet<VolumeSummary[]>(`/api/journals/${encodeURIComponent(slug)}/subpage/issues`, call),
    retry: retryServerFailureOnce,
  };
}

export interface IssueListingData {
  listing: IssueListing;
  journal: JournalSummary;
  /** Null when the volumes could not be read: the listing still shows, without previous and next. */
  volumes: VolumeSummary[] | null;
}

/** An unknown journal, volume or issue rejects with the API's 404 (the route module makes it the route's 404). */
export async function loadIssueListing(issn: string, volume: string, issue: string | undefined, context: RouteContext): Promise<IssueListingData> {
  // The request's QueryClient: on the server each reader has their own cache.
  const queries = queryClientOf(context);
  const listing = await queries.ensureQueryData(issueListingQuery(issn, volume, issue));
  const slug = listing.journal.nameSystem;
  const [journal, volumes] = await Promise.all([
    queries.ensureQueryData(journalSummaryQuery(slug)),
    queries.ensureQueryData(journalVolumesQuery(slug)).catch(() => null),
  ]);
  return { listing, journal, volumes };
}
