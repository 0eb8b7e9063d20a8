// The journal's pages that are not built yet still belong to a journal: an unknown journal slug (or
// a special issue, news item, conference, event, announcement, section, topical collection or award
// that is not the journal's) must be a 404 from the server (issue 9), not a placeholder with status
// 200. This loader checks what the page's address names, through the request's QueryClient.
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { Announcement, AwardGroup, Conference, EventItem, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSectionPage, SpecialIssueDetail, TopicalCollection } from '@oap/contracts/api/journals.ts';
import type { RemoteRouteMap, RouteModuleLoader } from '@oap/contracts/federation/contract.ts';
import type { RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { journalSummaryQuery } from '../journal-frame/journalQueries.ts';

export { journalSummaryQuery };

export function specialIssueQuery(identifier: string) {
  return {
    queryKey: ['special-issue', identifier] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<SpecialIssueDetail>(`/api/journals/single/special-issue/${encodeURIComponent(identifier)}`, signal),
    retry: retryServerFailureOnce,
  };
}

/**
 * A record under a journal, by the id or name its page's address gives: the API answers 404 for one
 * that is not this journal's (unknown, malformed, the publisher's own or another journal's).
 */
function journalRecordQuery<Data>(slug: string, kind: string, path: string, id: string) {
  return {
    queryKey: ['journal', slug, kind, id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Data>(`/api/journals/${encodeURIComponent(slug)}/${path}/${encodeURIComponent(id)}`, signal),
    retry: retryServerFailureOnce,
  };
}

export const journalNewsItemQuery = (slug: string, id: string) => journalRecordQuery<NewsItem>(slug, 'news', 'news-conferences/news', id);
export const journalConferenceQuery = (slug: string, id: string) => journalRecordQuery<Conference>(slug, 'conference', 'news-conferences/conferences', id);
export const journalEventQuery = (slug: string, id: string) => journalRecordQuery<EventItem>(slug, 'event', 'events', id);
export const journalAnnouncementQuery = (slug: string, id: string) => journalRecordQuery<Announcement>(slug, 'announcement', 'announcements', id);
/** A section by its nameSystem (GET /api/journals/{name}/sections/{section}). */
export const journalSectionQuery = (slug: string, section: string) => journalRecordQuery<JournalSectionPage>(slug, 'section', 'sections', section);
/** One of the journal's award groups (travel awards too), by its awardGroupId. */
export const journalAwardQuery = (slug: string, awardGroupId: string) => journalRecordQuery<AwardGroup>(slug, 'award', 'awards', awardGroupId);
export const journalCollectionQuery = (slug: string, identifier: string) => journalRecordQuery<TopicalCollection>(slug, 'collection', 'collections', identifier);

type RecordCheck = (slug: string, params: LoaderFunctionArgs['params'], queryClient: QueryClient) => Promise<boolean>;

/** The page names a record by the route parameter `param`: it must be one of the journal's. */
function exists<Data>(param: string, query: (slug: string, id: string) => ReturnType<typeof journalRecordQuery<Data>>): RecordCheck {
  return async (slug, params, queryClient) => {
    await queryClient.ensureQueryData(query(slug, params[param] ?? ''));
    return true;
  };
}

/** A special issue exists under its own journal only. */
const ownSpecialIssue: RecordCheck = async (slug, params, queryClient) =>
  (await queryClient.ensureQueryData(specialIssueQuery(params['identifier'] ?? ''))).journal.nameSystem === slug;

/** What a page names under its journal, by route name; each resolves to false when that is not the journal's. */
const recordChecks = {
  'journal-slug-special_issues-identifier': ownSpecialIssue,
  'journal-slug-special_issues-identifier-abstract': ownSpecialIssue,
  'journal-slug-special_issues-identifier-ge_instructions': ownSpecialIssue,
  'journal-slug-news-and-conferences-news-id': exists('id', journalNewsItemQuery),
  'journal-slug-news-and-conferences-conferences-id': exists('id', journalConferenceQuery),
  'journal-slug-events-id': exists('id', journalEventQuery),
  'journal-slug-announcements-id': exists('id', journalAnnouncementQuery),
  'journal-slug-sections-nameSystem': exists('nameSystem', journalSectionQuery),
  'journal-slug-topical_collections-identifier': exists('identifier', journalCollectionQuery),
  'journal-slug-awards-awardGroupId': exists('awardGroupId', journalAwardQuery),
  // The thesis award's submission form: only for one of the journal's thesis awards.
  'journal-slug-awards-submit-awardGroupId-thesis': async (slug, params, queryClient) =>
    (await queryClient.ensureQueryData(journalAwardQuery(slug, params['awardGroupId'] ?? ''))).kind === 'thesis',
} satisfies Partial<Record<RouteNameOf<'mf-journal'>, RecordCheck>>;

/**
 * Resolves to null when the journal exists, and with it what the page's address names under it: the
 * special issue, news item, conference, event, announcement, section, topical collection or award.
 * An unknown journal is a 404 before anything under it is asked for.
 */
export async function checkJournalPage(routeName: string, { params, request }: LoaderFunctionArgs): Promise<null> {
  const queryClient = currentQueryClient();
  const slug = params['slug'] ?? '';
  await orNotFound(request, queryClient.ensureQueryData(journalSummaryQuery(slug)));
  const check = (recordChecks as Readonly<Partial<Record<string, RecordCheck>>>)[routeName];
  if (check && !(await orNotFound(request, check(slug, params, queryClient)))) notFound(new URL(request.url).pathname);
  return null;
}

/** Gives every page module of `routes` the check above as its loader (a page with its own loader keeps it). */
export function withJournalCheck<Routes extends RemoteRouteMap>(routes: Routes): { readonly [Name in keyof Routes]: RouteModuleLoader } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, load]) => [
      name,
      async () => {
        const module = await load();
        return module.loader ? module : { ...module, loader: (args: LoaderFunctionArgs) => checkJournalPage(name, args) };
      },
    ]),
  ) as { readonly [Name in keyof Routes]: RouteModuleLoader };
}
