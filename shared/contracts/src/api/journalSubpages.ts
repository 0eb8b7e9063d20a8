// Journal subpage calls of spec 7.3: GET /api/journals/{name}/subpage/{part}, news and conferences,
// events, awards, boards, metrics, most viewed / most cited, editors' choice.
import type { z } from 'zod';
import type { ArticleSummary } from './articles.ts';
import type { ContentHeading } from './content.ts';
import type { editorsChoiceRequestSchema, rankedArticlesRequestSchema, recentArticlesRequestSchema } from './journals.schemas.ts';
import type { BoardMember, JournalRef, JournalSociety, SpecialIssueSummary } from './journals.ts';

export interface NewsItem {
  id: number;
  journal: JournalRef | null;
  category: string;
  title: string;
  publishedAt: string;
  summary: string;
  html: string;
}

export interface Conference {
  id: number;
  name: string;
  acronym: string;
  city: string;
  country: string;
  startsOn: string;
  endsOn: string;
  abstractDeadline: string;
  url: string;
  description: string;
  journals: JournalRef[];
}

/** GET /api/journals/{name}/news-conferences (all, newest first) and /latest (three of each: newest news, next conferences). */
export interface NewsAndConferences {
  news: NewsItem[];
  conferences: Conference[];
}

export interface Announcement {
  id: number;
  journal: JournalRef | null;
  title: string;
  publishedAt: string;
  html: string;
}

export interface EventItem {
  id: number;
  journal: JournalRef | null;
  kind: string;
  title: string;
  startsOn: string;
  endsOn: string;
  location: string;
  online: boolean;
  url: string;
  description: string;
}

export interface AwardWinner {
  name: string;
  affiliation: string;
  country: string;
  citation: string;
  /** The awarded paper (best-paper awards). */
  article: { title: string; path: string } | null;
}

export interface AwardEdition {
  year: number;
  opensOn: string;
  deadline: string;
  /** upcoming: not open yet; open: accepting nominations; closed: past the deadline. */
  status: 'upcoming' | 'open' | 'closed';
  winners: AwardWinner[];
}

export interface AwardGroup {
  /** The awardGroupId of /journal/{slug}/awards/{awardGroupId}. */
  id: number;
  journal: JournalRef | null;
  kind: 'best-paper' | 'young-investigator' | 'outstanding-reviewer' | 'thesis' | 'travel';
  name: string;
  description: string;
  prize: string;
  eligibility: string;
  editions: AwardEdition[];
}

export interface OfficeStaffMember {
  name: string;
  role: string;
  email: string;
}

export interface EditorialOffice {
  email: string;
  staff: OfficeStaffMember[];
}

/** A text subpage of a journal (imprint, about, history, instructions, ...). */
export interface JournalPageContent {
  part: string;
  title: string;
  /** Every h2 and h3 in it carries an id, unique in the page and one the sanitiser keeps. */
  html: string;
  /** Its h2 and h3 headings, in order: the page's "On this page" list (`#id` is the heading's anchor). */
  headings: ContentHeading[];
}

/** A database that indexes the journal, and the year its coverage began. */
export interface IndexingEntry {
  database: string;
  since: number;
}

export interface JournalIndexingPage extends JournalPageContent {
  databases: string[];
  /** The same databases with the year each began to index the journal. */
  entries: IndexingEntry[];
}

/** A reduction of the article processing charge and who it is for. */
export interface ApcDiscount {
  name: string;
  /** Percent off the charge; null when it is decided case by case (waivers). */
  percent: number | null;
  detail: string;
}

export interface JournalApcPage extends JournalPageContent {
  /** The charge for a manuscript submitted today. */
  apcChf: number;
  /** The charge announced for manuscripts submitted from `effectiveFrom` (the same when unchanged). */
  announcedApcChf: number;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  /** Whether `effectiveFrom` is still ahead: then the page names both charges where they differ. */
  changeAhead: boolean;
  discounts: ApcDiscount[];
}

/** A conference where the journal has a stand, and the stand's number. */
export interface Exhibition {
  conference: Conference;
  booth: string;
}

export interface JournalExhibitionPage extends JournalPageContent {
  /** Upcoming first (soonest first), then past ones (latest first). */
  exhibitions: Exhibition[];
}

export interface JournalMetrics {
  impactFactor: number | null;
  citeScore: number | null;
  articleCount: number;
  /** Articles published in the twelve months before the newest article. */
  articlesLastYear: number;
  citations: number;
  views: number;
  downloads: number;
  firstDecisionDays: number | null;
  acceptanceToPublicationDays: number | null;
  acceptanceRate: number | null;
  editorialBoardSize: number;
  openSpecialIssues: number;
}

export interface YearCount {
  year: number;
  count: number;
}

export interface JournalGraphs {
  articlesPerYear: YearCount[];
  citationsPerYear: YearCount[];
  viewsPerYear: YearCount[];
  articleTypes: { id: string; label: string; count: number }[];
  regions: { region: string; count: number }[];
}

export interface VolumeSummary {
  volume: number;
  year: number;
  issues: { issue: string; coverDate: string | null; articleCount: number }[];
}

/**
 * GET /api/journals/{name}/subpage/{part}: the response for each part. The first thirteen are spec 7.3;
 * the others serve the remaining journal subpages (boards, awards, travel, conferences, events, ...).
 */
export interface JournalSubpageResponses {
  imprint: JournalPageContent;
  'editorial-office': EditorialOffice;
  societies: JournalSociety[];
  journal_about: JournalPageContent;
  journal_history: JournalPageContent;
  instructions_default: JournalPageContent;
  si_ge_welcome_pack_contents: JournalPageContent;
  indexing: JournalIndexingPage;
  apc: JournalApcPage;
  'editors-choice/description': JournalPageContent;
  'articles/latest': ArticleSummary[];
  'stats/metrics': JournalMetrics;
  'stats/graphs': JournalGraphs;
  editors: BoardMember[];
  'topical-advisory-panel': BoardMember[];
  'publication-committee': BoardMember[];
  awards: AwardGroup[];
  'travel-awards': AwardGroup[];
  conferences: Conference[];
  announcements: Announcement[];
  events: EventItem[];
  'special-issues': { open: SpecialIssueSummary[]; closed: SpecialIssueSummary[] };
  issues: VolumeSummary[];
  guidelines: JournalPageContent;
  instructions_editors: JournalPageContent;
  instructions_conference_organizers: JournalPageContent;
  instructions_reviewers: JournalPageContent;
  anniversary: JournalPageContent;
  exhibition: JournalExhibitionPage;
}
export type JournalSubpagePart = keyof JournalSubpageResponses;

export interface RankedArticles {
  range: ArticleRange;
  /** First publication date in the range (null for all), and the last: the newest article's date. */
  from: string | null;
  to: string;
  items: ArticleSummary[];
}

/** Time range of most viewed / most cited: articles published in the last week ... five years, or all. */
export const ARTICLE_RANGES = ['1w', '1m', '6m', '1y', '2y', '5y', 'all'] as const;
export type ArticleRange = (typeof ARTICLE_RANGES)[number];

/** POST /api/journals/{name}/subpage/articles/most-viewed and /cited. */
export type RankedArticlesRequest = z.input<typeof rankedArticlesRequestSchema>;

/** POST /api/journals/{name}/subpage/articles/recent: the journal's articles, newest first, a page at a time. */
export type RecentArticlesRequest = z.input<typeof recentArticlesRequestSchema>;

/** POST /api/journals/{name}/subpage/editors-choice (spec 9.1 editors' choice sorts). */
export type EditorsChoiceRequest = z.input<typeof editorsChoiceRequestSchema>;
