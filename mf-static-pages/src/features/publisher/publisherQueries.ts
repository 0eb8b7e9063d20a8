// Query factories for the publisher's lists (GET /api/news, /api/awards, ... : publisher.ts in the
// contracts). Loaders call them with ensureQueryData on the request's QueryClient; the same key is
// one cache entry on every page that shows the list (the home page and /news share page 1).
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer, type WithSafeHtml } from '@oap/shared/content/safeHtml.ts';
import type { Announcement } from '@oap/contracts/api/journalSubpages.ts';
import type { ApcList, AwardListItem, ConferenceList, LatestArticles, NewsList, OpenCalls, SocietyListItem, TopicArticles, TopicEditorPage, TopicEditors } from '@oap/contracts/api/publisher.ts';

type Fetch<T> = { queryKey: readonly unknown[]; queryFn: (call: ApiCall) => Promise<T>; retry: typeof retryServerFailureOnce };

function listQuery<T>(queryKey: readonly unknown[], path: string): Fetch<T> {
  return { queryKey, queryFn: (call) => apiGet<T>(path, call), retry: retryServerFailureOnce };
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const newsListQuery = (page: number, category: string | null) =>
  listQuery<NewsList>(['news', 'list', page, category], `/api/news${query({ page: page > 1 ? page : undefined, category: category ?? undefined })}`);

export const awardsQuery = (status?: 'open' | 'upcoming' | 'closed' | 'current', count?: number) =>
  listQuery<AwardListItem[]>(['awards', status ?? 'all', count ?? 'all'], `/api/awards${query({ status, count })}`);

export const openCallsQuery = (count: number) => listQuery<OpenCalls>(['open-calls', count], `/api/open-calls?count=${count}`);

export const latestArticlesQuery = (count: number) => listQuery<LatestArticles>(['articles', 'latest', count], `/api/articles/latest?count=${count}`);

export const societiesQuery = () => listQuery<SocietyListItem[]>(['societies'], '/api/societies');

export const conferencesQuery = () => listQuery<ConferenceList>(['conferences'], '/api/conferences');

/** The announcements with their HTML sanitised as it arrives (spec 5). */
export const announcementsQuery = (): Fetch<WithSafeHtml<Announcement, 'html'>[]> => ({
  queryKey: ['announcements'],
  queryFn: async (call) => {
    const [announcements, clean] = await Promise.all([apiGet<Announcement[]>('/api/announcements', call), loadSanitizer()]);
    return announcements.map((announcement) => ({ ...announcement, html: clean(announcement.html) }));
  },
  retry: retryServerFailureOnce,
});

export const apcQuery = () => listQuery<ApcList>(['apc'], '/api/apc');

export const topicArticlesQuery = (identifier: string) => listQuery<TopicArticles>(['topic', identifier, 'articles'], `/api/topics/${encodeURIComponent(identifier)}/articles`);

export const topicEditorsQuery = (nameSystem: string | null) =>
  listQuery<TopicEditors>(['topics', 'editors', nameSystem], `/api/topics/editors${query({ nameSystem: nameSystem ?? undefined })}`);

/** One page of all the topic editors (page 1 without a page in the address). */
export const topicEditorPageQuery = (page: number) =>
  listQuery<TopicEditorPage>(['topics', 'editors', 'page', page], `/api/topics/editors/page${query({ page: page > 1 ? page : undefined })}`);

/** A list a page can do without: its data, or null when the API could not answer (the page says so). */
export async function optional<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch {
    return null;
  }
}
