// Route module of /search (route name "search"): the articles search page. The whole search is in the
// URL (spec 3 and 4), so /search?q=cell as a plain GET, a pasted link, back and forward all show
// the same results; the page's GET forms are answered with a redirect to the compressed address.
// The loader's and the head's code is fetched when it is first needed (searchLoader.ts).
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { SearchPage } from './SearchPage.tsx';
import { searchNavigation } from './searchNavigation.ts';

export async function loader(args: LoaderFunctionArgs) {
  return (await searchNavigation()).loader(args);
}

export type SearchPageData = RouteData<typeof loader>;

/**
 * Title, description, canonical /search, noindex for result pages, Open Graph: searchHead.ts. A head
 * is asked for once the page's loader has run (on the server, and after a client-side navigation),
 * and so with the navigation code loaded; were it not, the title alone rather than nothing.
 */
export function head(data: SearchPageData | undefined): RouteHead {
  const navigation = searchNavigation.loaded;
  return navigation ? navigation.searchHead(data) : { title: 'Search' };
}

export const Component = SearchPage;
