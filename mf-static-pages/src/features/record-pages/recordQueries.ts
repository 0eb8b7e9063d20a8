// The queries of the pages that name a record in their address: a news item (/news/{id}) and a topic
// (/topics/{identifier} and its abstract page); a special issue's short link (/si/{id}) and a journal
// (/about/journals/{slug}) ask @oap/shared's journals/ queries, as mf-journal's pages do. Each page
// asks through the request's QueryClient, and an API 404 is the page's 404, from the server too (issue 9).
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { TopicDetail } from '@oap/contracts/api/journals.ts';

/** A news item of the site: the publisher's own or a journal's (the newsroom shows both). */
export function newsItemQuery(id: string) {
  return {
    queryKey: ['news', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<NewsItem>(`/api/news/${encodeURIComponent(id)}`, signal),
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

/** The one /about/journals/{slug} that is not a journal (spec 2.2: "Propose a Journal"). */
export const journalProposalSlug = 'proposal';
