// The two calls behind the journal home page, keyed so the loader and any later reader share the cache.
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { Journal } from '@oap/contracts/api/journals.ts';

export interface JournalHomeData {
  journal: Journal;
  articles: ArticleSummary[];
}

export function journalQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'single'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Journal>(`/api/journals/${encodeURIComponent(slug)}/single`, signal),
    retry: retryServerFailureOnce,
  };
}

export function latestArticlesQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'articles'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<ArticleSummary[]>(`/api/journals/${encodeURIComponent(slug)}/articles`, signal),
    retry: retryServerFailureOnce,
  };
}

/** Both calls start at once; an unknown journal rejects with the API's 404 (the route module makes it the route's 404). */
export async function loadJournalHome(slug: string): Promise<JournalHomeData> {
  // The request's QueryClient: on the server each reader has their own cache (issue 9).
  const queryClient = currentQueryClient();
  const [journal, articles] = await Promise.all([
    queryClient.ensureQueryData(journalQuery(slug)),
    queryClient.ensureQueryData(latestArticlesQuery(slug)),
  ]);
  return { journal, articles };
}
