// Route module of the home page (route name "index").
import { apiGet } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { siteName } from '@oap/contracts/site/pageTitle.ts';
import { HomePage } from './HomePage.tsx';

/** How many journals "Our biggest journals" shows: four rows of three on a wide screen. */
export const biggestJournalCount = 12;

export interface HomePageData {
  /** null when the list could not be fetched: the rest of the home page still serves readers. */
  biggestJournals: JournalSummary[] | null;
}

export async function loader(): Promise<HomePageData> {
  try {
    // The request's QueryClient: on the server each reader has their own cache (issue 9).
    const biggestJournals = await currentQueryClient().ensureQueryData({
      queryKey: ['journals', 'biggest', biggestJournalCount],
      queryFn: ({ signal }) => apiGet<JournalSummary[]>(`/api/journals/biggest?count=${biggestJournalCount}`, signal),
    });
    return { biggestJournals };
  } catch {
    return { biggestJournals: null };
  }
}

const homeDescription =
  'Peer-reviewed open access journals across the sciences, medicine, engineering and the humanities, published since 1996 and free for everyone to read.';

export function head(): RouteHead {
  // No title: the home page carries the site's default title (spec section 1).
  return {
    title: undefined,
    description: homeDescription,
    canonical: '/',
    openGraph: { type: 'website' },
    // The site's name for search engines (they read it from the home page's WebSite object).
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: '/', description: homeDescription, publisher: { '@type': 'Organization', name: siteName, url: '/' } }],
  };
}

export const Component = HomePage;
