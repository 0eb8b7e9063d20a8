// The journal's pages that are not built yet still belong to a journal: an unknown journal slug (or
// special issue, news item or conference) must be a 404 from the server (issue 9), not a placeholder
// with status 200. This loader checks what the page's address names, through the request's QueryClient.
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { Conference, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSummary, SpecialIssueDetail } from '@oap/contracts/api/journals.ts';
import type { RemoteRouteMap, RouteModuleLoader } from '@oap/contracts/federation/contract.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';

export function journalSummaryQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'base'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<JournalSummary>(`/api/journals/${encodeURIComponent(slug)}/single/base`, signal),
    retry: retryServerFailureOnce,
  };
}

export function specialIssueQuery(identifier: string) {
  return {
    queryKey: ['special-issue', identifier] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<SpecialIssueDetail>(`/api/journals/single/special-issue/${encodeURIComponent(identifier)}`, signal),
    retry: retryServerFailureOnce,
  };
}

/** One news item of the journal: the API answers 404 for an id that is not this journal's. */
export function journalNewsItemQuery(slug: string, id: string) {
  return {
    queryKey: ['journal', slug, 'news', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<NewsItem>(`/api/journals/${encodeURIComponent(slug)}/news-conferences/news/${encodeURIComponent(id)}`, signal),
    retry: retryServerFailureOnce,
  };
}

/** One conference the journal takes part in: the API answers 404 for any other id. */
export function journalConferenceQuery(slug: string, id: string) {
  return {
    queryKey: ['journal', slug, 'conference', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<Conference>(`/api/journals/${encodeURIComponent(slug)}/news-conferences/conferences/${encodeURIComponent(id)}`, signal),
    retry: retryServerFailureOnce,
  };
}

/**
 * Resolves to null when the journal exists, and with it what the page's address names under it: the
 * special issue (on a special issue's pages), the news item or the conference.
 */
export async function checkJournalPage(routeName: string, { params, request }: LoaderFunctionArgs): Promise<null> {
  const queryClient = currentQueryClient();
  const slug = params['slug'] ?? '';
  const identifier = params['identifier'];
  const id = params['id'];
  await orNotFound(request, queryClient.ensureQueryData(journalSummaryQuery(slug)));
  if (routeName.startsWith('journal-slug-special_issues-identifier') && identifier !== undefined) {
    const issue = await orNotFound(request, queryClient.ensureQueryData(specialIssueQuery(identifier)));
    // A special issue exists under its own journal only.
    if (issue.journal.nameSystem !== slug) notFound(new URL(request.url).pathname);
  }
  if (routeName === 'journal-slug-news-and-conferences-news-id' && id !== undefined) {
    await orNotFound(request, queryClient.ensureQueryData(journalNewsItemQuery(slug, id)));
  }
  if (routeName === 'journal-slug-news-and-conferences-conferences-id' && id !== undefined) {
    await orNotFound(request, queryClient.ensureQueryData(journalConferenceQuery(slug, id)));
  }
  return null;
}

/** Gives every page module of `routes` the check above as its loader (a page with its own loader keeps it). */
export function withJournalCheck<Routes extends RemoteRouteMap>(routes: Routes): { readonly [Name in keyof Routes]: RouteModuleLoader } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, load]) => [
      name,
      async () => {
        const module = await load();
        return module.loader ? module : { ...module, loader: (args: LoaderFunctionArgs) => checkJournalPage(name, args) };
      },
    ]),
  ) as { readonly [Name in keyof Routes]: RouteModuleLoader };
}
