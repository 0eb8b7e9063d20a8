// GET /api/journals/single/special-issue/{id} (spec 7.2), asked by mf-journal's special issue pages and
// mf-static-pages' short link /si/{id}: one factory, so both fill one cache entry the same way, its
// description sanitised as it arrives (the cache holds what a page shows).
import type { SpecialIssueDetail } from '@oap/contracts/api/journals.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';

/** The API's address of a special issue (or of one of its parts, `suffix`), within `journal` when given: identifiers are a journal's own. */
export function specialIssueApiPath(identifier: string, journal: string | null, suffix = ''): string {
  return `/api/journals/single/special-issue/${encodeURIComponent(identifier)}${suffix}${journal === null ? '' : `?journal=${encodeURIComponent(journal)}`}`;
}

/** `journal`: the journal's nameSystem, as its pages ask; null for the short link, which has the issue's number. */
export function specialIssueQuery(identifier: string, journal: string | null) {
  return {
    queryKey: ['special-issue', identifier, journal] as const,
    queryFn: async (call: ApiCall): Promise<SpecialIssueDetail> => {
      const [issue, clean] = await Promise.all([apiGet<SpecialIssueDetail>(specialIssueApiPath(identifier, journal), call), loadSanitizer()]);
      return { ...issue, descriptionHtml: clean(issue.descriptionHtml) };
    },
    retry: retryServerFailureOnce,
  };
}
