// What mf-journal exposes as ./routes: route name -> its page module (architecture contract 2), each
// page its own chunk. Typed against its family's routes in the routing table: a page missing
// here, or one it does not declare, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { withNavigationCode } from '@oap/shared/routing/navigationCode.ts';
import { journalHomeNavigation } from './features/journal-home/journalHomeNavigation.ts';
import { releaseCheckBuild } from '@oap/shared/journals/frame/releaseCheck.ts';
import type { JournalRouteName } from '@oap/shared/journals/frame/journalMenu.ts';

const routes = {
  // Its loader is navigation code (navigationCode.ts): fetched with the module for a client-side navigation.
  'journal-slug': withNavigationCode(() => import('./features/journal-home/journalHomeRoute.tsx'), journalHomeNavigation),
  // Information
  'journal-slug-about': () => import('./features/information/aboutRoute.tsx'),
  'journal-slug-history': () => import('./features/information/historyRoute.tsx'),
  'journal-slug-imprint': () => import('./features/information/imprintRoute.tsx'),
  'journal-slug-indexing': () => import('./features/information/indexingRoute.tsx'),
  'journal-slug-apc': () => import('./features/information/apcRoute.tsx'),
  'journal-slug-stats': () => import('./features/stats/statsRoute.tsx'),
  'journal-slug-guidelines': () => import('./features/information/guidelinesRoute.tsx'),
  'journal-slug-instructions': () => import('./features/information/instructionsRoute.tsx'),
  'journal-slug-instructions_for_editors': () => import('./features/information/instructionsForEditorsRoute.tsx'),
  'journal-slug-instruction_for_conference_organizers': () => import('./features/information/instructionsForConferenceOrganizersRoute.tsx'),
  'journal-slug-submission_reviewers': () => import('./features/information/instructionsForReviewersRoute.tsx'),
  'journal-slug-editorial_office': () => import('./features/information/editorialOfficeRoute.tsx'),
  'journal-slug-societies': () => import('./features/information/societiesRoute.tsx'),
  'journal-slug-society-collaborations': () => import('./features/information/societyCollaborationsRoute.tsx'),
  'journal-slug-exhibition': () => import('./features/information/exhibitionRoute.tsx'),
  'journal-slug-anniversary': () => import('./features/information/anniversaryRoute.tsx'),
  'journal-slug-conferences': () => import('./features/information/conferencesRoute.tsx'),
  // People
  'journal-slug-editors': () => import('./features/people/editorialBoardRoute.tsx'),
  'journal-slug-topical_advisory_panel': () => import('./features/people/topicalAdvisoryPanelRoute.tsx'),
  'journal-slug-publication_committee': () => import('./features/people/publicationCommitteeRoute.tsx'),
  // Special issues, topical collections, open for submission
  'journal-slug-special_issues': () => import('./features/special-issues/specialIssuesRoute.tsx'),
  'journal-slug-special_issues-identifier': () => import('./features/special-issues/specialIssueRoute.tsx'),
  'journal-slug-special_issues-identifier-abstract': () => import('./features/special-issues/specialIssueAbstractRoute.tsx'),
  'journal-slug-special_issues-identifier-ge_instructions': () => import('./features/special-issues/guestEditorInstructionsRoute.tsx'),
  'journal-slug-topical_collections': () => import('./features/collections/topicalCollectionsRoute.tsx'),
  'journal-slug-topical_collections-identifier': () => import('./features/collections/topicalCollectionRoute.tsx'),
  'journal-slug-open-for-submission': () => import('./features/collections/openForSubmissionRoute.tsx'),
  // Sections, rankings, issues
  'journal-slug-sections': () => import('./features/sections/sectionsRoute.tsx'),
  'journal-slug-sections-nameSystem': () => import('./features/sections/sectionRoute.tsx'),
  'journal-slug-most-cited': () => import('./features/rankings/mostCitedRoute.tsx'),
  'journal-slug-most-viewed': () => import('./features/rankings/mostViewedRoute.tsx'),
  'journal-slug-most-recent': () => import('./features/rankings/mostRecentRoute.tsx'),
  'journal-slug-editors_choice': () => import('./features/rankings/editorsChoiceRoute.tsx'),
  'journal-slug-issues': () => import('./features/issues/issuesRoute.tsx'),
  // Awards
  'journal-slug-awards': () => import('./features/awards/awardsRoute.tsx'),
  'journal-slug-awards-awardGroupId': () => import('./features/awards/awardRoute.tsx'),
  'journal-slug-awards-submit-awardGroupId-thesis': () => import('./features/awards/thesisSubmissionRoute.tsx'),
  'journal-slug-travel': () => import('./features/awards/travelRoute.tsx'),
  'journal-slug-young-investigator': () => import('./features/awards/youngInvestigatorRoute.tsx'),
  // News and events
  'journal-slug-news-and-conferences': () => import('./features/news-events/newsAndConferencesRoute.tsx'),
  'journal-slug-news-and-conferences-news-id': () => import('./features/news-events/newsItemRoute.tsx'),
  'journal-slug-news-and-conferences-conferences-id': () => import('./features/news-events/conferenceRoute.tsx'),
  'journal-slug-events': () => import('./features/news-events/eventsRoute.tsx'),
  'journal-slug-events-id': () => import('./features/news-events/eventRoute.tsx'),
  'journal-slug-announcements': () => import('./features/news-events/announcementsRoute.tsx'),
  'journal-slug-announcements-id': () => import('./features/news-events/announcementRoute.tsx'),
  // Only in a release check build (releaseCheck.ts); the build leaves the page out of every other.
  ...(releaseCheckBuild ? { 'journal-slug-release-check': () => import('./features/release-check/releaseCheckRoute.tsx') } : {}),
} satisfies RemoteRoutes<'mf-journal'> & Partial<RemoteRoutes<'mf-journal', JournalRouteName>>;

export default routes;
