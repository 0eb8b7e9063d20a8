// A journal's news items and announcements by id, their HTML sanitised as it arrives (spec 5).
import type { Announcement, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';

const path = (slug: string, rest: string) => `/api/journals/${encodeURIComponent(slug)}/${rest}`;

export function newsItemQuery(slug: string, id: string) {
  return {
    queryKey: ['journal', slug, 'news', id] as const,
    queryFn: async (call: ApiCall): Promise<NewsItem> => {
      const [item, clean] = await Promise.all([apiGet<NewsItem>(path(slug, `news-conferences/news/${encodeURIComponent(id)}`), call), loadSanitizer()]);
      return { ...item, html: clean(item.html) };
    },
    retry: retryServerFailureOnce,
  };
}

export function announcementQuery(slug: string, id: string) {
  return {
    queryKey: ['journal', slug, 'announcement', id] as const,
    queryFn: async (call: ApiCall): Promise<Announcement> => {
      const [item, clean] = await Promise.all([apiGet<Announcement>(path(slug, `announcements/${encodeURIComponent(id)}`), call), loadSanitizer()]);
      return { ...item, html: clean(item.html) };
    },
    retry: retryServerFailureOnce,
  };
}
