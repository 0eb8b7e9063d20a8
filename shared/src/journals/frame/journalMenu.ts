// The journal's own menu: every page under /journal/{slug} (spec 2.5), grouped as readers look for
// them. Pages name their menu entry by route name, so the current one is marked without comparing paths.
import type { PageRouteEntry } from '@oap/contracts/routing/routeTable.ts';
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

const entry = (route: JournalRouteName, label: string, suffix: string): JournalMenuEntry => ({ route, label, suffix });

export const journalMenu: JournalMenuGroup[] = [
  {
    label: 'The journal',
    entries: [
      entry('journal-slug', 'Journal Home', ''),
      entry('journal-slug-about', 'Aims & Scope', 'about'),
      entry('journal-slug-history', 'Journal History', 'history'),
      entry('journal-slug-stats', 'Journal Statistics', 'stats'),
      entry('journal-slug-indexing', 'Indexing & Archiving', 'indexing'),
      entry('journal-slug-anniversary', 'Anniversary', 'anniversary'),
      entry('journal-slug-imprint', 'Imprint', 'imprint'),
      // Only in a release check build (releaseCheck.ts): the page a promote alone ships, linked as a team would.
      ...(releaseCheckBuild ? [entry('journal-slug-release-check', 'Release check', 'release-check')] : []),
    ],
  },
  {
    label: 'Editors',
    entries: [
      entry('journal-slug-editors', 'Editorial Board', 'editors'),
      entry('journal-slug-topical_advisory_panel', 'Topical Advisory Panel', 'topical_advisory_panel'),
      entry('journal-slug-publication_committee', 'Publication Committee', 'publication_committee'),
      entry('journal-slug-editorial_office', 'Editorial Office', 'editorial_office'),
    ],
  },
  {
    label: 'Articles',
    entries: [
      entry('journal-slug-most-recent', 'Most Recent', 'most-recent'),
      entry('journal-slug-most-cited', 'Most Cited', 'most-cited'),
      entry('journal-slug-most-viewed', 'Most Viewed', 'most-viewed'),
      entry('journal-slug-editors_choice', 'Editor’s Choice', 'editors_choice'),
      entry('journal-slug-issues', 'Volumes & Issues', 'issues'),
      entry('journal-slug-sections', 'Sections', 'sections'),
      entry('journal-slug-special_issues', 'Special Issues', 'special_issues'),
      entry('journal-slug-topical_collections', 'Topical Collections', 'topical_collections'),
    ],
  },
  {
    label: 'For authors and reviewers',
    entries: [
      entry('journal-slug-open-for-submission', 'Open for Submission', 'open-for-submission'),
      entry('journal-slug-instructions', 'Instructions for Authors', 'instructions'),
      entry('journal-slug-guidelines', 'Guidelines', 'guidelines'),
      entry('journal-slug-apc', 'Article Processing Charge', 'apc'),
      entry('journal-slug-submission_reviewers', 'Instructions for Reviewers', 'submission_reviewers'),
      entry('journal-slug-instructions_for_editors', 'Instructions for Editors', 'instructions_for_editors'),
      entry('journal-slug-instruction_for_conference_organizers', 'Instructions for Conference Organisers', 'instruction_for_conference_organizers'),
    ],
  },
  {
    label: 'Awards',
    entries: [
      entry('journal-slug-awards', 'Journal Awards', 'awards'),
      entry('journal-slug-young-investigator', 'Young Investigator Award', 'young-investigator'),
      entry('journal-slug-travel', 'Travel Awards', 'travel'),
    ],
  },
  {
    label: 'News and events',
    entries: [
      entry('journal-slug-news-and-conferences', 'News & Conferences', 'news-and-conferences'),
      entry('journal-slug-announcements', 'Announcements', 'announcements'),
      entry('journal-slug-conferences', 'Conferences', 'conferences'),
      entry('journal-slug-events', 'Events', 'events'),
      entry('journal-slug-exhibition', 'Exhibitions', 'exhibition'),
      entry('journal-slug-societies', 'Societies', 'societies'),
      entry('journal-slug-society-collaborations', 'Society Collaborations', 'society-collaborations'),
    ],
  },
];

/** The site path of a journal page: /journal/{slug} or /journal/{slug}/{suffix}. */
export function journalPagePath(slug: string, suffix = ''): string {
  const base = `/journal/${encodeURIComponent(slug)}`;
  return suffix ? `${base}/${suffix}` : base;
}

/** A menu entry by route name (every entry the menu lists). */
export function menuEntry(route: JournalRouteName): JournalMenuEntry | undefined {
  for (const group of journalMenu) for (const item of group.entries) if (item.route === route) return item;
  return undefined;
}
