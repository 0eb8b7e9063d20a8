// The publisher's own lists across journals, behind the home page and the information pages
// (features/catalogueApi/publisher.ts): read-only, whichever engine holds the catalogue. Dates are the store's
// "today" (UTC), as the journal pages count them.
import type { Announcement } from '@oap/contracts/api/journalSubpages.ts';
import type { ApcList, AwardListItem, ConferenceList, LatestArticles, NewsList, OpenCalls, SocietyListItem, TopicArticles, TopicEditors } from '@oap/contracts/api/publisher.ts';

export interface PublisherStore {
  /** One page of the newsroom, newest first, of one category or all. */
  news(page: number, category: string | undefined): Promise<NewsList>;
  /** Every award group, the publisher's first, then by journal, with its latest edition. */
  awards(): Promise<AwardListItem[]>;
  societies(): Promise<SocietyListItem[]>;
  /** Upcoming conferences, and the latest twenty past ones. */
  conferences(): Promise<ConferenceList>;
  /** The publisher's own announcements (not a journal's), newest first. */
  announcements(): Promise<Announcement[]>;
  /** Topics and special issues still open for submissions, the nearest deadline first. */
  openCalls(count: number): Promise<OpenCalls>;
  latestArticles(count: number): Promise<LatestArticles>;
  /** The public journals with their article processing charges, by name. */
  apcJournals(): Promise<ApcList['journals']>;
  /** A topic's newest articles (at most `limit`); null when there is no such topic. */
  topicArticles(identifier: string, limit: number): Promise<TopicArticles | null>;
  /** The topics' guest editors, one entry per person; only the person named, when given. */
  topicEditors(nameSystem: string | undefined): Promise<TopicEditors>;
}
