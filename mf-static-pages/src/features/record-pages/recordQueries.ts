// The queries of the pages that name a record in their address: a news item (/news/{id}), a special
// issue's short link (/si/{id}), a topic (/topics/{identifier} and its abstract page) and a journal
// (/about/journals/{slug}). Each page asks through the request's QueryClient, and an API 404 is the
// page's 404, from the server too (issue 9).
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSummary, SpecialIssueDetail, TopicDetail } from '@oap/contracts/api/journals.ts';

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
