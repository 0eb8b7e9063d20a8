// The calls behind the journal home page (spec 7.2), keyed so the loader and later readers share the cache.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { NewsAndConferences } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail, OpenForSubmission } from '@oap/contracts/api/journals.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import { journalDetailQuery, journalGetQuery } from '../journal-frame/journalQueries.ts';

export interface JournalHomeData {
  journal: JournalDetail;
  articles: ArticleSummary[];
  editorsChoice: ArticleSummary[];
  openForSubmission: OpenForSubmission;
  news: NewsAndConferences;
}

export const journalQuery = journalDetailQuery;
export const latestArticlesQuery = (slug: string) => journalGetQuery<ArticleSummary[]>(slug, 'articles');
export const editorsChoiceQuery = (slug: string) => journalGetQuery<ArticleSummary[]>(slug, 'editors-choice');
export const openForSubmissionQuery = (slug: string) => journalGetQuery<OpenForSubmission>(slug, 'open-for-submission');
export const latestNewsQuery = (slug: string) => journalGetQuery<NewsAndConferences>(slug, 'news-conferences/latest');

/** Every call starts at once; an unknown journal rejects with the API's 404 (the route module makes it the route's 404). */
export async function loadJournalHome(slug: string): Promise<JournalHomeData> {
  // The request's QueryClient: on the server each reader has their own cache (issue 9).
  const queryClient = currentQueryClient();
  const [journal, articles, editorsChoice, openForSubmission, news] = await Promise.all([
    queryClient.ensureQueryData(journalQuery(slug)),
    queryClient.ensureQueryData(latestArticlesQuery(slug)),
    queryClient.ensureQueryData(editorsChoiceQuery(slug)),
    queryClient.ensureQueryData(openForSubmissionQuery(slug)),
    queryClient.ensureQueryData(latestNewsQuery(slug)),
  ]);
  return { journal, articles, editorsChoice, openForSubmission, news };
}
