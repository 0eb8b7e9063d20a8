// The journal's pages that are not built yet still belong to a journal: an unknown journal slug (or
// special issue) must be a 404 from the server (issue 9), not a placeholder with status 200. This
// loader checks what the page's address names, through the request's QueryClient.
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
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

/** Resolves to null when the journal (and, on a special issue's pages, the special issue) exists. */
export async function checkJournalPage(routeName: string, { params, request }: LoaderFunctionArgs): Promise<null> {
  const queryClient = currentQueryClient();
  const slug = params['slug'] ?? '';
  const identifier = params['identifier'];
  await orNotFound(request, queryClient.ensureQueryData(journalSummaryQuery(slug)));
  if (routeName.startsWith('journal-slug-special_issues-identifier') && identifier !== undefined) {
    const issue = await orNotFound(request, queryClient.ensureQueryData(specialIssueQuery(identifier)));
    // A special issue exists under its own journal only.
    if (issue.journal.nameSystem !== slug) notFound(new URL(request.url).pathname);
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
