// Route module of /about/journalfinder (route name "about-journalfinder"): paste a manuscript's title
// and abstract (and keywords), get the journals ranked by how well they fit (POST /api/journals/finder,
// spec 7.2). The form is a GET form, so it works without scripts and a result can be linked to.
import type { LoaderFunctionArgs } from 'react-router';
import type { JournalFinderResponse } from '@oap/contracts/api/journals.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { apiPost, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import { searchProblem } from '../search-page/searchLoad.ts';
import { JournalFinderPage } from './JournalFinderPage.tsx';
import { journalFinderPath, FINDER_LIMITS } from './journalFinderLimits.ts';

export interface FinderManuscript {
  title: string;
  abstract: string;
  keywords: string;
}

export function manuscriptOf(params: URLSearchParams): FinderManuscript {
  const read = (name: keyof FinderManuscript) => (params.get(name) ?? '').trim().slice(0, FINDER_LIMITS[name]);
  return { title: read('title'), abstract: read('abstract'), keywords: read('keywords') };
}

const keywordList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 50);

export const finderQuery = (manuscript: FinderManuscript) => ({
  queryKey: ['journals', 'finder', manuscript] as const,
  queryFn: (call: ApiCall) =>
    apiPost<JournalFinderResponse>('/api/journals/finder', { matter: { title: manuscript.title, abstract: manuscript.abstract, keywords: keywordList(manuscript.keywords) } }, call),
  retry: retryServerFailureOnce,
  staleTime: 5 * 60 * 1000,
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const manuscript = manuscriptOf(new URL(request.url).searchParams);
  const asked = Boolean(manuscript.title || manuscript.abstract || manuscript.keywords);
  let result: JournalFinderResponse | null = null;
  let problem: string | null = null;
  if (asked) {
    try {
      result = await queryClientOf(context).ensureQueryData(finderQuery(manuscript));
    } catch (error) {
      // A manuscript the finder cannot read, or too many tries: said on the page, never the 500 page.
      problem = searchProblem(error);
      if (problem === null) throw error;
      problem = problem.replace('This search could not be run: Invalid journal finder request: matter needs', 'Please give');
    }
  }
  return { manuscript, asked, result, problem };
}

export type JournalFinderData = RouteData<typeof loader>;

export function head(data: JournalFinderData | undefined): RouteHead {
  return {
    title: 'Journal Finder',
    description: 'Paste the title and abstract of your manuscript and find the journals whose scope and published articles fit it best.',
    canonical: journalFinderPath,
    ...(data?.asked ? { robots: 'noindex, follow' } : {}),
    openGraph: { type: 'website' },
  };
}

export const Component = JournalFinderPage;
