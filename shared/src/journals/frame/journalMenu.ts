// The journal's own menu: every page under /journal/{slug} (spec 2.5), grouped as readers look for
// them. Pages name their menu entry by route name, so the current one is marked without comparing paths.
import type { PageRouteEntry } from '@oap/contracts/routing/routeTable.ts';
import { routeNameFromPath, type RouteNameFromPath } from '@oap/contracts/routing/routeNames.ts';
import { releaseCheckBuild, type releaseCheckRouteName } from '@oap/shared/journals/frame/releaseCheck.ts';

/** Every page this remote may serve; the release check page only in its build. */
export type JournalRouteName = Extract<PageRouteEntry, { remote: 'mf-journal' }>['name'] | typeof releaseCheckRouteName;

export interface JournalMenuEntry {
  route: JournalRouteName;
  label: string;
  /** The path after /journal/{slug}; '' for the journal home. */
  suffix: string;
}

export interface JournalMenuGroup {
  label: string;
  entries: JournalMenuEntry[];
}

/**
 * An entry by its address under the journal. Its route name is that address's (the spec's naming rule,
 * routeNameFromPath), so an entry cannot name one page and link to another; an address that is not a
 * journal page does not compile.
 */
function entry<const Suffix extends string>(
  label: string,
  suffix: RouteNameFromPath<`/journal/:slug/${Suffix}`> extends JournalRouteName ? Suffix : never,
): JournalMenuEntry {
  return { route: routeNameFromPath(`/journal/:slug/${suffix}`) as JournalRouteName, label, suffix };
}

export const journalMenu: JournalMenuGroup[] = [
  {
    label: 'The journal',
    entries: [
      entry('Journal Home', ''),
      entry('Aims & Scope', 'about'),
      entry('Journal History', 'history'),
      entry('Journal Statistics', 'stats'),
      entry('Indexing & Archiving', 'indexing'),
      entry('Anniversary', 'anniversary'),
      entry('Imprint', 'imprint'),
      // Only in a release check build (releaseCheck.ts): the page a promote alone ships, linked as a team would.
      ...(releaseCheckBuild ? [entry('Release check', 'release-check')] : []),
    ],
  },
  {
    label: 'Editors',
    entries: [
      entry('Editorial Board', 'editors'),
      entry('Topical Advisory Panel', 'topical_advisory_panel'),
      entry('Publication Committee', 'publication_committee'),
      entry('Editorial Office', 'editorial_office'),
    ],
  },
  {
    label: 'Articles',
    entries: [
      entry('Most Recent', 'most-recent'),
      entry('Most Cited', 'most-cited'),
      entry('Most Viewed', 'most-viewed'),
      entry('Editor’s Choice', 'editors_choice'),
      entry('Volumes & Issues', 'issues'),
      entry('Sections', 'sections'),
      entry('Special Issues', 'special_issues'),
      entry('Topical Collections', 'topical_collections'),
    ],
  },
  {
    label: 'For authors and reviewers',
    entries: [
      entry('Open for Submission', 'open-for-submission'),
      entry('Instructions for Authors', 'instructions'),
      entry('Guidelines', 'guidelines'),
      entry('Article Processing Charge', 'apc'),
      entry('Instructions for Reviewers', 'submission_reviewers'),
      entry('Instructions for Editors', 'instructions_for_editors'),
      entry('Instructions for Conference Organisers', 'instruction_for_conference_organizers'),
    ],
  },
  {
    label: 'Awards',
    entries: [
      entry('Journal Awards', 'awards'),
      entry('Young Investigator Award', 'young-investigator'),
      entry('Travel Awards', 'travel'),
    ],
  },
  {
    label: 'News and events',
    entries: [
      entry('News & Conferences', 'news-and-conferences'),
      entry('Announcements', 'announcements'),
      entry('Conferences', 'conferences'),
      entry('Events', 'events'),
      entry('Exhibitions', 'exhibition'),
      entry('Societies', 'societies'),
      entry('Society Collaborations', 'society-collaborations'),
    ],
  },
];

/** The site path of a journal page: /journal/{slug} or /journal/{slug}/{suffix}. */
export function journalPagePath(slug: string, suffix = ''): string {
  const base = `/journal/${encodeURIComponent(slug)}`;
  return suffix ? `${base}/${suffix}` : base;
}
