// The queries of the pages that name a record in their address: a news item (/news/{id}) and a topic
// (/topics/{identifier} and its abstract page); a special issue's short link (/si/{id}) and a journal
// (/about/journals/{slug}) ask @oap/shared's journals/ queries, as mf-journal's pages do. Each page
// asks through the request's QueryClient, and an API 404 is the page's 404, from the server too.
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { TopicDetail } from '@oap/contracts/api/journals.ts';
import { loadSanitizer, type WithSafeHtml } from '@oap/shared/content/safeHtml.ts';

/** A news item of the site: the publisher's own or a journal's (the newsroom shows both). */
export function newsItemQuery(id: string) {
  return {
    queryKey: ['news', id] as const,
    queryFn: async (call: ApiCall): Promise<WithSafeHtml<NewsItem, 'html'>> => {
      const [item, clean] = await Promise.all([apiGet<NewsItem>(`/api/news/${encodeURIComponent(id)}`, call), loadSanitizer()]);
      return { ...item, html: clean(item.html) };
    },
    retry: retryServerFailureOnce,
  };
}

export function topicQuery(identifier: string) {
  return {
    queryKey: ['topic', identifier] as const,
    queryFn: async (call: ApiCall): Promise<WithSafeHtml<TopicDetail, 'descriptionHtml'>> => {
      const [topic, clean] = await Promise.all([apiGet<TopicDetail>(`/api/topics/${encodeURIComponent(identifier)}`, call), loadSanitizer()]);
      return { ...topic, descriptionHtml: clean(topic.descriptionHtml) };
    },
    retry: retryServerFailureOnce,
  };
}

/** The one /about/journals/{slug} that is not a journal (spec 2.2: "Propose a Journal"). */
export const journalProposalSlug = 'proposal';
