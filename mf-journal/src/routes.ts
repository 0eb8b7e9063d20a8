// What mf-journal exposes as ./routes: route name -> its page module (architecture contract 2), each
// page its own chunk. Typed against the routing table: a page missing here, or one the table does not
// give mf-journal, is a type error.
import type { RemoteRoutes } from '@oap/contracts/federation/contract.ts';
import { placeholderRoutes } from '@oap/shared/federation/PlaceholderPage.tsx';
import { withJournalCheck } from './features/journal-pages/journalPageLoader.ts';

const built = [
  'journal-slug',
  'journal-slug-about',
  'journal-slug-history',
  'journal-slug-imprint',
  'journal-slug-indexing',
  'journal-slug-apc',
  'journal-slug-stats',
  'journal-slug-guidelines',
  'journal-slug-instructions',
  'journal-slug-instructions_for_editors',
  'journal-slug-instruction_for_conference_organizers',
  'journal-slug-submission_reviewers',
  'journal-slug-editorial_office',
  'journal-slug-societies',
  'journal-slug-society-collaborations',
  'journal-slug-exhibition',
  'journal-slug-anniversary',
  'journal-slug-conferences',
  'journal-slug-editors',
  'journal-slug-topical_advisory_panel',
  'journal-slug-publication_committee',
  'journal-slug-special_issues',
  'journal-slug-special_issues-identifier',
  'journal-slug-special_issues-identifier-abstract',
  'journal-slug-special_issues-identifier-ge_instructions',
] as const;

const routes = {
  // Pages not built yet still answer 404 for an unknown journal, or for a record under it not its own.
  ...withJournalCheck(placeholderRoutes('mf-journal', built)),
  'journal-slug': () => import('./features/journal-home/journalHomeRoute.tsx'),
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
  'journal-slug-editors': () => import('./features/people/editorialBoardRoute.tsx'),
  'journal-slug-topical_advisory_panel': () => import('./features/people/topicalAdvisoryPanelRoute.tsx'),
  'journal-slug-publication_committee': () => import('./features/people/publicationCommitteeRoute.tsx'),
  'journal-slug-special_issues': () => import('./features/special-issues/specialIssuesRoute.tsx'),
  'journal-slug-special_issues-identifier': () => import('./features/special-issues/specialIssueRoute.tsx'),
  'journal-slug-special_issues-identifier-abstract': () => import('./features/special-issues/specialIssueAbstractRoute.tsx'),
  'journal-slug-special_issues-identifier-ge_instructions': () => import('./features/special-issues/guestEditorInstructionsRoute.tsx'),
} satisfies RemoteRoutes<'mf-journal'>;

export default routes;
