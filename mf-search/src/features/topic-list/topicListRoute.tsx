// Route module of /topics (route name "topics"): topic search (spec 9.1: facets subjects, journals and
// status; three sorts; 12 per page). The menu's ten subject links open it as /topics?subject=<slug>,
// read as the subjects facet.
import type { LoaderFunctionArgs } from 'react-router';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { hasFacet, writeSearchUrl, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';
import { searchPageNavigation } from '../search-page/searchPageNavigation.ts';
import { TopicListPage } from './TopicListPage.tsx';
import { topicListPath } from './topicListPath.ts';

/** /topics?subject=<slug> (the menu's subject links): that subject as an applied facet. */
export function withSubjectParam(state: SearchUrlState, params: URLSearchParams): SearchUrlState {
  const slug = params.get('subject');
  if (!slug || !subjects.some((subject) => subject.slug === slug)) return state;
  const facet = { id: 'subjects', value: slug };
  return hasFacet(state, facet) ? state : { ...state, facets: [...state.facets, facet] };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { loadSearchPage, withSafeSnippets } = await searchPageNavigation();
  return loadSearchPage<TopicSummary>({ type: 'topics', path: topicListPath, request, context, adjust: withSubjectParam, prepare: withSafeSnippets });
}

export type TopicListData = RouteData<typeof loader>;

export function head(data: TopicListData | undefined): RouteHead {
  const subject = data?.state.facets.length === 1 && data.state.facets[0]?.id === 'subjects' ? subjects.find((s) => s.slug === data.state.facets[0]?.value) : undefined;
  const filtered = data ? writeSearchUrl(data.state, data.config).toString() !== '' : false;
  return {
    title: subject ? `Topics in ${subject.label}` : 'Topics',
    description: 'Topics are calls for papers shared by several journals. Find a topic by subject, journal and deadline, and submit your paper to one of its journals.',
    canonical: topicListPath,
    ...(filtered && !subject ? { robots: 'noindex, follow' } : {}),
    openGraph: { type: 'website' },
  };
}

export const Component = TopicListPage;
