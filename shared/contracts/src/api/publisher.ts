// The publisher's own records, across journals, for the home page and the information pages: the
// newsroom, awards, societies, conferences, announcements, open calls for papers, the latest
// articles, the APC list, a topic's articles and the topic editors. Types only (browser code
// imports this); the query schemas are in publisher.schemas.ts.
import type { z } from 'zod';
import type { ArticleSummary } from './articles.ts';
import type { Announcement, AwardEdition, AwardGroup, Conference, NewsItem } from './journalSubpages.ts';
import type { GuestEditor, JournalRef, JournalSummary, SpecialIssueSummary, SubmissionStatus, TopicSummary } from './journals.ts';
import type { newsListQuerySchema } from './publisher.schemas.ts';

/** A news item in a list: everything but its text. */
export type NewsSummary = Omit<NewsItem, 'html'>;

/** GET /api/news?page=&category=&from=: the newsroom, the publisher's news and the journals', newest first. */
export interface NewsList {
  items: NewsSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** The category the list is filtered by, or null for all. */
  category: string | null;
  /** Every category with how many items it has, for the filter. */
  categories: { name: string; count: number }[];
}

export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** GET /api/awards: every award of the journals, with its newest edition. */
export interface AwardListItem {
  id: number;
  journal: JournalRef | null;
  kind: AwardGroup['kind'];
  name: string;
  description: string;
  prize: string;
  /** The newest edition (its year, dates and state), or null when none has been announced. */
  latest: Omit<AwardEdition, 'winners'> | null;
  /** How many people have won it so far. */
  winnerCount: number;
  /** The award's page: /journal/{nameSystem}/awards/{id} (travel awards: /journal/{nameSystem}/travel). */
  path: string;
}

/** GET /api/societies: the learned societies we work with, each with its journals. */
export interface SocietyListItem {
  id: number;
  nameSystem: string;
  name: string;
  abbreviation: string;
  country: string;
  yearFounded: number;
  url: string;
  description: string;
  journals: (JournalRef & { relation: 'affiliated' | 'collaboration'; discountPct: number })[];
}

/** GET /api/conferences: conferences our journals take part in, upcoming first then past, newest first. */
export interface ConferenceList {
  upcoming: Conference[];
  past: Conference[];
}

/** GET /api/announcements: the publisher's own announcements, newest first. */
export type PublisherAnnouncements = Announcement[];

/** GET /api/open-calls?count=: topics and special issues open for submission, the nearest deadline first. */
export interface OpenCalls {
  topics: TopicSummary[];
  specialIssues: SpecialIssueSummary[];
}

/** GET /api/articles/latest?count=: the newest articles of every journal. */
export type LatestArticles = ArticleSummary[];

/** One journal's charge in the APC list. */
export interface JournalApc extends Pick<JournalSummary, 'nameSystem' | 'name' | 'abbreviation' | 'issn' | 'subjects' | 'impactFactor' | 'articleCount'> {
  /** The charge for a manuscript submitted today. */
  apcChf: number;
  /** The charge for a manuscript submitted from `effectiveFrom` (the same when unchanged). */
  announcedApcChf: number;
}

/** GET /api/apc: the article processing charge of every journal. */
export interface ApcList {
  currency: 'CHF';
  /** From when the announced charges apply to newly submitted manuscripts (YYYY-MM-DD). */
  effectiveFrom: string;
  /** Whether that day is still ahead: the list then shows the charges in force and the announced ones. */
  changeAhead: boolean;
  journals: JournalApc[];
}

/** GET /api/topics/{identifier}/articles: a topic's published articles, newest first (at most 100). */
export type TopicArticles = ArticleSummary[];

/** A guest editor of topics, named the way /topics/editors?nameSystem= names them. */
export interface TopicEditor extends GuestEditor {
  /** "ann-example" for Ann Example: the nameSystem of /topics/editors?nameSystem=. */
  nameSystem: string;
  topics: { identifier: string; name: string; path: string; deadline: string; status: SubmissionStatus }[];
}

/** GET /api/topics/editors?nameSystem=: every topic editor, or the one named. */
export type TopicEditors = TopicEditor[];

/**
 * GET /api/topics/editors/page?page=: one page of the topic editors, in name order (the list of them
 * all runs to hundreds of kilobytes at scale). A page past the last has no items.
 */
export interface TopicEditorPage {
  items: TopicEditors;
  total: number;
  page: number;
  pageSize: number;
}
