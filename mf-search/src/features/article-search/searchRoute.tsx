// Route module of /search (route name "search"): the articles search page. The whole search is in the
// URL (spec 3 and 4), so /search?q=cell as a plain GET, a pasted link, back and forward all show
// the same results; the page's GET forms are answered with a redirect to the compressed address.
import type { LoaderFunctionArgs } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { apiGet } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import { loadSearchPage, withSafeSnippets } from '../search-page/searchLoad.ts';
import { SearchPage } from './SearchPage.tsx';
import { searchHead } from './searchHead.ts';

export const searchPath = '/search';

/** Results as the page shows them: each snippet sanitised (once, as they arrive: the cache brings them ready to hydrate). */
export const readableResults = (results: SearchResults<ArticleSummary>) => withSafeSnippets(results);

const journalQuery = (nameSystem: string) => ({
  queryKey: ['journal', nameSystem, 'single', 'base'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<JournalSummary>(`/api/journals/${encodeURIComponent(nameSystem)}/single/base`, signal),
  retry: false,
});

export async function loader({ request }: LoaderFunctionArgs) {
  const found: { journal: JournalSummary | null } = { journal: null };
  const load = await loadSearchPage<ArticleSummary>({
    type: 'articles',
    path: searchPath,
    request,
    prepare: readableResults,
    // Spec 8: a journal named in the URL that cannot be looked up is ignored (the search runs without it).
    adjust: async (state) => {
      if (!state.nameSystem) return state;
      found.journal = await currentQueryClient()
        .ensureQueryData(journalQuery(state.nameSystem))
        .catch(() => null);
      return found.journal ? state : { ...state, nameSystem: '' };
    },
  });
  return { ...load, journal: found.journal };
}

export type SearchPageData = RouteData<typeof loader>;

/** Title, description, canonical /search, noindex for result pages, Open Graph: searchHead.ts. */
export function head(data: SearchPageData | undefined): RouteHead {
  return searchHead(data);
}

export const Component = SearchPage;
