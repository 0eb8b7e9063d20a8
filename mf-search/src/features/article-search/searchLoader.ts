// The loader of /search (searchRoute.tsx), with what only it uses: the lookup of a journal the search
// is limited to, and (searchPageNavigation) the config and results calls and the sanitising of
// snippets; and the page's head, computed only once the loader has run. Chunks of their own
// (searchNavigation.ts): the page the server rendered hydrates from the data it sent and keeps the
// head it came with, and needs this only for the reader's next search.
import type { LoaderFunctionArgs } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { apiGet, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import { searchPageNavigation } from '../search-page/searchPageNavigation.ts';
import { searchPath } from './searchPath.ts';

export { searchHead } from './searchHead.ts';

/** Results as the page shows them: each snippet sanitised (once, as they arrive: the cache brings them ready to hydrate). */
export const readableResults = async (results: SearchResults<ArticleSummary>) => (await searchPageNavigation()).withSafeSnippets(results);

const journalQuery = (nameSystem: string) => ({
  queryKey: ['journal', nameSystem, 'single', 'base'] as const,
  queryFn: (call: ApiCall) => apiGet<JournalSummary>(`/api/journals/${encodeURIComponent(nameSystem)}/single/base`, call),
  retry: false,
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { loadSearchPage } = await searchPageNavigation();
  const found: { journal: JournalSummary | null } = { journal: null };
  const load = await loadSearchPage<ArticleSummary>({
    type: 'articles',
    path: searchPath,
    request,
    context,
    prepare: readableResults,
    // Spec 8: a journal named in the URL that cannot be looked up is ignored (the search runs without it).
    adjust: async (state) => {
      if (!state.nameSystem) return state;
      found.journal = await queryClientOf(context)
        .ensureQueryData(journalQuery(state.nameSystem))
        .catch(() => null);
      return found.journal ? state : { ...state, nameSystem: '' };
    },
  });
  return { ...load, journal: found.journal };
}
