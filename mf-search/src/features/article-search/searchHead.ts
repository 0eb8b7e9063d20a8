// The head of the articles search page. A page of results for a term, a filter, a sort, a
// page size or a page number is marked "noindex, follow": search engines should not index result
// listings (they change with every new article and multiply without end), but should follow them
// to the articles. The bare /search page, which lists the newest articles, stays indexable. All of
// them name /search as canonical.
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { writeSearchUrl } from '@oap/shared/search/searchUrlState.ts';
import type { SearchPageData } from './searchRoute.tsx';

export const searchDescription = 'Search the articles of all our open access journals by title, abstract, keywords, authors, affiliations, DOI, full text and references.';

export function searchHead(data: SearchPageData | undefined): RouteHead {
  const q = data?.state.q;
  const isResultPage = data ? writeSearchUrl(data.state, data.config).toString() !== '' : false;
  const total = data?.results.total ?? 0;
  const amount = data?.results.totalIsLowerBound ? `More than ${formatCount(total)} articles match` : `${formatCount(total)} ${total === 1 ? 'article matches' : 'articles match'}`;
  return {
    title: q ? `Search results for "${q}"` : 'Search',
    description: q && data ? `${amount} "${q}".` : searchDescription,
    canonical: '/search',
    ...(isResultPage ? { robots: 'noindex, follow' } : {}),
    openGraph: { type: 'website' },
  };
}
