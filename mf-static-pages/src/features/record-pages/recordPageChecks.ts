// Pages that name something in their address and are not built yet: a news item (/news/{id}), a
// special issue's short link (/si/{id}, which redirects to the special issue), a topic (/topics/{identifier} and its abstract page)
// and a journal (/about/journals/{slug}). Each keeps its
// placeholder, but an address that names nothing is the page's 404, from the server too (issue 9), not
// a placeholder with status 200. The checks ask the API through the request's QueryClient, so the
// record is in the cache for the page that will be built here.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSummary, SpecialIssueDetail, TopicDetail } from '@oap/contracts/api/journals.ts';
import type { RemoteRouteMap, RouteModuleLoader } from '@oap/contracts/federation/contract.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import type { RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';

/** A news item of the site: the publisher's own or a journal's (the newsroom shows both). */
export function newsItemQuery(id: string) {
  return {
    queryKey: ['news', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<NewsItem>(`/api/news/${encodeURIComponent(id)}`, signal),
    retry: retryServerFailureOnce,
  };
}

/** The same call and key as mf-journal's special issue pages, so both share one cache entry. */
export function specialIssueQuery(id: string) {
  return {
    queryKey: ['special-issue', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<SpecialIssueDetail>(`/api/journals/single/special-issue/${encodeURIComponent(id)}`, signal),
    retry: retryServerFailureOnce,
  };
}

export function topicQuery(identifier: string) {
  return {
    queryKey: ['topic', identifier] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<TopicDetail>(`/api/topics/${encodeURIComponent(identifier)}`, signal),
    retry: retryServerFailureOnce,
  };
}

/** The same call and key as mf-journal's pages, so both share one cache entry. */
export function journalSummaryQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'base'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<JournalSummary>(`/api/journals/${encodeURIComponent(slug)}/single/base`, signal),
    retry: retryServerFailureOnce,
  };
}

/** The one /about/journals/{slug} that is not a journal (spec 2.2: "Propose a Journal"). */
export const journalProposalSlug = 'proposal';

type RecordCheck = (args: LoaderFunctionArgs) => Promise<null>;

/** What each page's address must name; resolves to null when it exists. */
export const recordChecks = {
  async 'news-id'({ params, request }) {
    await orNotFound(request, currentQueryClient().ensureQueryData(newsItemQuery(params['id'] ?? '')));
    return null;
  },
  // A short link names a special issue by its number (the numbers of /api/journals/single/special-issue/{id})
  // and leads to its page: a permanent redirect (301 from the server), as the routing table's own.
  async 'si-id'({ params, request }) {
    const id = params['id'];
    if (!satisfiesRule('digits', id)) notFound(new URL(request.url).pathname);
    const specialIssue = await orNotFound(request, currentQueryClient().ensureQueryData(specialIssueQuery(id)));
    throw redirect(specialIssue.path, 301);
  },
  async 'topics-identifier'({ params, request }) {
    await orNotFound(request, currentQueryClient().ensureQueryData(topicQuery(params['identifier'] ?? '')));
    return null;
  },
  // A topic's abstract is submitted through one of the journals the topic runs in.
  async 'topics-identifier-journalNameSystem-abstract'({ params, request }) {
    const topic = await orNotFound(request, currentQueryClient().ensureQueryData(topicQuery(params['identifier'] ?? '')));
    if (!topic.journals.some((journal) => journal.nameSystem === params['journalNameSystem'])) notFound(new URL(request.url).pathname);
    return null;
  },
  // /about/journals/{slug...}: the journal proposal form, or a journal of the catalogue (one segment).
  async 'about-journals-slug'({ params, request }) {
    const slug = (params['*'] ?? '').replace(/\/$/, '');
    if (slug === journalProposalSlug) return null;
    if (!satisfiesRule('nameSystem', slug)) notFound(new URL(request.url).pathname);
    await orNotFound(request, currentQueryClient().ensureQueryData(journalSummaryQuery(slug)));
    return null;
  },
} satisfies Partial<Record<RouteNameOf<'mf-static-pages'>, RecordCheck>>;

/** Gives the page modules of `routes` that `recordChecks` names their check as loader (a page with its own loader keeps it). */
export function withRecordChecks<Routes extends RemoteRouteMap>(routes: Routes): { readonly [Name in keyof Routes]: RouteModuleLoader } {
  const checks: Readonly<Record<string, RecordCheck>> = recordChecks;
  return Object.fromEntries(
    Object.entries(routes).map(([name, load]) => {
      const check = checks[name];
      if (!check) return [name, load];
      return [
        name,
        async () => {
          const module = await load();
          return module.loader ? module : { ...module, loader: check };
        },
      ];
    }),
  ) as { readonly [Name in keyof Routes]: RouteModuleLoader };
}
