// The two calls behind the journal home page, keyed so the loader and any later reader share the cache.
import { apiGet } from '@oap/shared/api/client.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ArticleSummary, Journal } from '@oap/shared/api/types.ts';

export interface JournalHomeData {
  journal: Journal;
  articles: ArticleSummary[];
}

export function journalQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'single'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Journal>(`/api/journals/${encodeURIComponent(slug)}/single`, signal),
  };
}

export function latestArticlesQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'articles'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<ArticleSummary[]>(`/api/journals/${encodeURIComponent(slug)}/articles`, signal),
  };
}

/** Both calls start at once; an unknown journal rejects with the API's 404, which the shell shows as its 404 page. */
export async function loadJournalHome(slug: string): Promise<JournalHomeData> {
  const [journal, articles] = await Promise.all([
    queryClient.ensureQueryData(journalQuery(slug)),
    queryClient.ensureQueryData(latestArticlesQuery(slug)),
  ]);
  return { journal, articles };
}
