// Route module of /awards/search (route name "awards-search"): the awards of every journal, searchable
// by name, description, journal and winners, filtered by kind, subject, journal and status.
import type { LoaderFunctionArgs } from 'react-router';
import type { AwardSearchItem } from '@oap/contracts/api/search.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { writeSearchUrl } from '@oap/shared/search/searchUrlState.ts';
import { searchPageNavigation } from '../search-page/searchPageNavigation.ts';
import { AwardSearchPage } from './AwardSearchPage.tsx';
import { awardSearchPath } from './awardSearchPath.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { loadSearchPage, withSafeSnippets } = await searchPageNavigation();
  return loadSearchPage<AwardSearchItem>({ type: 'awards', path: awardSearchPath, request, context, prepare: withSafeSnippets });
}

export type AwardSearchData = RouteData<typeof loader>;

export function head(data: AwardSearchData | undefined): RouteHead {
  const filtered = data ? writeSearchUrl(data.state, data.config).toString() !== '' : false;
  return {
    title: 'Search Awards',
    description: 'The awards of our journals: best paper, young investigator, outstanding reviewer, thesis and travel awards, with their deadlines, prizes and winners.',
    canonical: awardSearchPath,
    ...(filtered ? { robots: 'noindex, follow' } : {}),
    openGraph: { type: 'website' },
  };
}

export const Component = AwardSearchPage;
