// GET /api/journals/single/special-issue/{id} (spec 7.2), asked by mf-journal's special issue pages and
// mf-static-pages' short link /si/{id}: one factory, so both fill one cache entry the same way, its
// description sanitised as it arrives (the cache holds what a page shows).
import type { SpecialIssueDetail } from '@oap/contracts/api/journals.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';

export function specialIssueQuery(identifier: string) {
  return {
    queryKey: ['special-issue', identifier] as const,
    queryFn: async (call: ApiCall): Promise<SpecialIssueDetail> => {
      const [issue, clean] = await Promise.all([apiGet<SpecialIssueDetail>(`/api/journals/single/special-issue/${encodeURIComponent(identifier)}`, call), loadSanitizer()]);
      return { ...issue, descriptionHtml: clean(issue.descriptionHtml) };
    },
    retry: retryServerFailureOnce,
  };
}
