// Query factories every journal page shares (the journal's summary is @oap/shared's journalSummaryQuery.ts,
// shared with mf-static-pages): the journal, any subpage part of spec 7.3 and the text parts with
// their HTML sanitised as it arrives (the cache holds what the page shows, so
// hydration never sanitises again). Keys start with ['journal', slug] so one journal's data sits together.
import type { JournalPageContent, JournalSubpagePart, JournalSubpageResponses } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail } from '@oap/contracts/api/journals.ts';
import { apiGet, apiPost, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';

const journalApi = (slug: string) => `/api/journals/${encodeURIComponent(slug)}`;

/** GET /api/journals/{name}/single: the journal with its scope, figures, sections and editors-in-chief. */
export function journalDetailQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'single'] as const,
    queryFn: (call: ApiCall) => apiGet<JournalDetail>(`${journalApi(slug)}/single`, call),
    retry: retryServerFailureOnce,
  };
}

/** GET /api/journals/{name}/subpage/{part}, as the API answers it. */
export function journalSubpageQuery<Part extends JournalSubpagePart>(slug: string, part: Part) {
  return {
    queryKey: ['journal', slug, 'subpage', part] as const,
    queryFn: (call: ApiCall) => apiGet<JournalSubpageResponses[Part]>(`${journalApi(slug)}/subpage/${part}`, call),
    retry: retryServerFailureOnce,
  };
}

/** The parts that are a page of text (title and HTML), and those that carry more beside it. */
type TextPart = { [Part in JournalSubpagePart]: JournalSubpageResponses[Part] extends JournalPageContent ? Part : never }[JournalSubpagePart];

/** A text part with its HTML sanitised as it arrives (spec 5: frames and scripts removed). */
export function journalTextQuery<Part extends TextPart>(slug: string, part: Part) {
  return {
    queryKey: ['journal', slug, 'text', part] as const,
    queryFn: async (call: ApiCall): Promise<JournalSubpageResponses[Part]> => {
      const [page, clean] = await Promise.all([apiGet<JournalSubpageResponses[Part]>(`${journalApi(slug)}/subpage/${part}`, call), loadSanitizer()]);
      // A remote build can be promoted onto a server from before text pages answered their headings:
      // then the page shows its text without a contents list rather than failing.
      return { ...page, html: clean(page.html), headings: page.headings ?? [] };
    },
    retry: retryServerFailureOnce,
  };
}

/** A POST call of a journal whose answer depends on its body (editors' choice, rankings, section search). */
export function journalPostQuery<Answer>(slug: string, path: string, body: Record<string, unknown>) {
  return {
    queryKey: ['journal', slug, 'post', path, body] as const,
    queryFn: (call: ApiCall) => apiPost<Answer>(`${journalApi(slug)}/${path}`, body, call),
    retry: retryServerFailureOnce,
  };
}

/** GET of a journal path that is not a subpage part (sections, collections, news and conferences...). */
export function journalGetQuery<Answer>(slug: string, path: string) {
  return {
    queryKey: ['journal', slug, 'get', path] as const,
    queryFn: (call: ApiCall) => apiGet<Answer>(`${journalApi(slug)}/${path}`, call),
    retry: retryServerFailureOnce,
  };
}
