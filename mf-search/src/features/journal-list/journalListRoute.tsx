// Route module of /about/journals (route name "about-journals", All Journals): journal search with the
// subjects, Indexed By and years facets, the six sorts, shown as a grid of cards or an A to Z list.
import type { LoaderFunctionArgs } from 'react-router';
import type { JournalSearchItem } from '@oap/contracts/api/search.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { writeSearchUrl } from '@oap/shared/search/searchUrlState.ts';
import { searchPageNavigation } from '../search-page/searchPageNavigation.ts';
import { JournalListPage } from './JournalListPage.tsx';
import { journalListPath } from './journalListPath.ts';

export type JournalView = 'grid' | 'az';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { loadSearchPage, withSafeSnippets } = await searchPageNavigation();
  // Spec 5: journal search takes single characters (a reader typing "J" sees the journals with a J word).
  const load = await loadSearchPage<JournalSearchItem>({ type: 'journals', path: journalListPath, request, context, singleCharacters: true, prepare: withSafeSnippets });
  const view: JournalView = new URL(request.url).searchParams.get('view') === 'az' ? 'az' : 'grid';
  return { ...load, view };
}

export type JournalListData = RouteData<typeof loader>;

export function head(data: JournalListData | undefined): RouteHead {
  const filtered = data ? writeSearchUrl(data.state, data.config).toString() !== '' || data.view !== 'grid' : false;
  return {
    title: 'All Journals',
    description: 'All our peer-reviewed open access journals: search them by name, subject and scope, filter by subject, indexing database and year, and compare their impact factor, CiteScore and size.',
    canonical: journalListPath,
    ...(filtered ? { robots: 'noindex, follow' } : {}),
    openGraph: { type: 'website' },
  };
}

export const Component = JournalListPage;
