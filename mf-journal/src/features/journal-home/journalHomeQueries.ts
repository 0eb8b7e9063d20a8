// The calls behind the journal home page (spec 7.2), keyed so the loader and later readers share the cache.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { NewsAndConferences } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail, OpenForSubmission } from '@oap/contracts/api/journals.ts';
import type { ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';
import { journalDetailQuery, journalGetQuery } from '../journal-frame/journalQueries.ts';

export interface JournalHomeData {
  journal: JournalDetail;
  articles: ArticleSummary[];
  editorsChoice: ArticleSummary[];
  openForSubmission: OpenForSubmission;
  news: NewsAndConferences;
}

/** How many of each list the home shows; the rest is one link away. */
export const HOME_SHOWS = { latest: 6, editorsChoice: 4, specialIssues: 4 } as const;

/**
 * A call of the home, keeping only what the home shows: the cache (and so the page's hydration data)
 * carries six latest articles rather than the twenty the API answers, and no topics or collections.
 */
function homeQuery<Answer, Kept>(slug: string, path: string, keep: (answer: Answer) => Kept) {
  const query = journalGetQuery<Answer>(slug, path);
  return { ...query, queryKey: ['journal', slug, 'home', path] as const, queryFn: async (call: ApiCall) => keep(await query.queryFn(call)) };
}

export const journalQuery = journalDetailQuery;
export const latestArticlesQuery = (slug: string) => homeQuery(slug, 'articles', (articles: ArticleSummary[]) => articles.slice(0, HOME_SHOWS.latest));
export const editorsChoiceQuery = (slug: string) => homeQuery(slug, 'editors-choice', (articles: ArticleSummary[]) => articles.slice(0, HOME_SHOWS.editorsChoice));
export const openForSubmissionQuery = (slug: string) =>
  homeQuery(slug, 'open-for-submission', (open: OpenForSubmission): OpenForSubmission => ({ specialIssues: open.specialIssues.slice(0, HOME_SHOWS.specialIssues), topics: [], collections: [] }));
export const latestNewsQuery = (slug: string) => homeQuery(slug, 'news-conferences/latest', (news: NewsAndConferences) => news);

/** Every call starts at once; an unknown journal rejects with the API's 404 (the route module makes it the route's 404). */
export async function loadJournalHome(slug: string, context: RouteContext): Promise<JournalHomeData> {
  // The request's QueryClient: on the server each reader has their own cache.
  const queryClient = queryClientOf(context);
  const [journal, articles, editorsChoice, openForSubmission, news] = await Promise.all([
    queryClient.ensureQueryData(journalQuery(slug)),
    queryClient.ensureQueryData(latestArticlesQuery(slug)),
    queryClient.ensureQueryData(editorsChoiceQuery(slug)),
    queryClient.ensureQueryData(openForSubmissionQuery(slug)),
    queryClient.ensureQueryData(latestNewsQuery(slug)),
  ]);
  return { journal, articles, editorsChoice, openForSubmission, news };
}
