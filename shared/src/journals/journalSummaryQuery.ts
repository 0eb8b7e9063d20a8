// GET /api/journals/{name}/single/base, asked by pages of more than one remote (every mf-journal page,
// and mf-static-pages' /about/journals/{slug}): one factory, so the key and answer are one cache entry
// whichever remote filled it (the page's QueryClient is one for all of them). A file of its own, so
// every journal page's chunk carries this call only.
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';

/** What every journal page's banner and head need. */
export function journalSummaryQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'base'] as const,
    queryFn: (call: ApiCall) => apiGet<JournalSummary>(`/api/journals/${encodeURIComponent(slug)}/single/base`, call),
    retry: retryServerFailureOnce,
  };
}
