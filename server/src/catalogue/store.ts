// The data-access interface the API sees. SQLite implements it today (sqliteStore.ts); a PostgreSQL
// implementation can follow behind the same interface, which is why every method is async.
// "null" answers mean "no such journal / article / record": the API turns them into 404s.
import type { Article, ArticleDetail, ArticleSummary, IssueListing } from '@oap/contracts/api/articles.ts';
import type { Announcement, ArticleRange, AwardGroup, Conference, EventItem, JournalSubpagePart, JournalSubpageResponses, NewsAndConferences, NewsItem, RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail, JournalFinderResponse, JournalSectionDetail, JournalSectionPage, JournalSummary, OpenForSubmission, PublicJournalItem, SpecialIssueAbstracts, SpecialIssueDetail, TopicalCollection, TopicalCollectionDetail, TopicDetail, TopicSummary } from '@oap/contracts/api/journals.ts';
import type { AwardSearchItem, FacetCounts, JournalSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { CatalogueVersion } from '../data/catalogueVersion.ts';
import type { PublisherStore } from './publisherStore.ts';
import type { CatalogueReader } from './catalogueReader.ts';

export interface ArticleLocator {
  issn: string;
  volume: string;
  issue: string;
  identifier: string;
}

export interface JournalStore {
  /** Journals by article count, largest first. */
  biggest(count: number): Promise<JournalSummary[]>;
  publicList(): Promise<PublicJournalItem[]>;
  bySubject(subjectId: number): Promise<JournalSummary[]>;
  byNameSystem(nameSystem: string): Promise<JournalDetail | null>;
  summaryByNameSystem(nameSystem: string): Promise<JournalSummary | null>;
  summaryByIssn(issn: string): Promise<JournalSummary | null>;
  sections(nameSystem: string): Promise<JournalSectionDetail[] | null>;
  /** Null when the journal or the section does not exist. */
  section(nameSystem: string, section: string): Promise<JournalSectionPage | null>;
  /** All news and conferences of a journal, or the latest three of each. */
  newsAndConferences(nameSystem: string, latest: boolean): Promise<NewsAndConferences | null>;
  /** One news item by id, the publisher's or a journal's (its `journal` says which). */
  newsItem(id: number): Promise<NewsItem | null>;
  /** One conference by id, with the journals it is linked to. */
  conference(id: number): Promise<Conference | null>;
  /** One event by id, a journal's or the publisher's (its `journal` says which). */
  event(id: number): Promise<EventItem | null>;
  /** One announcement by id, a journal's or the publisher's (its `journal` says which). */
  announcement(id: number): Promise<Announcement | null>;
  /** One award group by id, of any kind (travel awards too), with its editions. */
  awardGroup(id: number): Promise<AwardGroup | null>;
  /** The journal's newest editors' choice articles. */
  editorsChoice(nameSystem: string, limit: number): Promise<ArticleSummary[] | null>;
  collections(nameSystem: string): Promise<TopicalCollection[] | null>;
  /** With its articles, newest first; null when the journal does not exist or has no collection with that identifier. */
  collection(nameSystem: string, identifier: string): Promise<TopicalCollectionDetail | null>;
  openForSubmission(nameSystem: string): Promise<OpenForSubmission | null>;
  /** A special issue by numeric id or by identifier (slug); of the journal `journal` (its nameSystem) when given, as identifiers are the journal's own. */
  specialIssue(idOrIdentifier: string, journal?: string): Promise<SpecialIssueDetail | null>;
  /** A special issue's articles with their abstracts (its abstracts page); null when there is no such special issue. */
  specialIssueAbstracts(idOrIdentifier: string, journal?: string): Promise<SpecialIssueAbstracts | null>;
  /** A topic by its identifier (/topics/{identifier}). */
  topic(identifier: string): Promise<TopicDetail | null>;
  subpage<Part extends JournalSubpagePart>(nameSystem: string, part: Part): Promise<JournalSubpageResponses[Part] | null>;
}

/** An article's answer without the parts its preparation made (articlePreparationCache.ts). */
export type ArticleAnswerRecord = Omit<ArticleDetail, 'abstractHtml' | 'bodyHtml' | 'references' | 'reviewReports' | 'contents' | 'citationStyles'>;

/** One published version of an article, as its own page shows it (publishing/publicationRecord.ts). */
export interface ArticleVersionRecord {
  articleId: number;
  path: string;
  doi: string;
  title: string;
  version: number;
  currentVersion: number;
  publishedAt: string;
  importedAt: string;
  xml: string;
  /** The files stored with that version (StoredAsset[] as JSON). */
  assets: string;
}

export interface ArticleStore {
  /** Latest articles of a journal, or null when the journal does not exist. */
  latestByJournal(nameSystem: string, limit: number): Promise<ArticleSummary[] | null>;
  /** The article as its page shows it, prepared once and kept (catalogue/articlePreparation.ts). */
  byLocator(locator: ArticleLocator): Promise<ArticleDetail | null>;
  /**
   * The same as the API's answer: `record` is read now (counts, related articles; the caller may
   * change its counts before `json`), the prepared text was serialised once per article.
   */
  answerByLocator(locator: ArticleLocator): Promise<{ record: ArticleAnswerRecord; json(): string } | null>;
  /**
   * Prepares every imported (JATS) article's page text now and keeps it, as the import's last step
   * ("sanitise and transform once, when an article is imported"); returns how many. The
   * seed runs it (catalogueDatabase.ts seedAndPrepare), so no reader's first visit pays for it.
   */
  prepareImported(): Promise<number>;
  /** An imported article's version as it was published (its XML and files), with the current version's number; null when there is none. */
  articleVersion(locator: ArticleLocator, version: number): Promise<ArticleVersionRecord | null>;
  /** A file an import stored, by its content's SHA-256 (figure images and their renditions, supplementary files, PDFs). */
  storedFile(hash: string): Promise<{ mediaType: string; content: Uint8Array } | null>;
  /**
   * A file made from an article once and kept (its PDFs): `make` runs only when none is kept for this
   * catalogue. The publisher's own PDF, when the article's package had one, is its /pdf-vor.
   */
  articleFile(articleId: number, kind: string, make: () => Promise<Uint8Array>): Promise<Uint8Array>;
  /**
   * A volume (issue omitted) or one issue, with the ids of the issues it lists (for its surrogate
   * keys); null when the journal or the volume/issue does not exist.
   */
  issueListing(issn: string, volume: string, issue: string | null): Promise<(IssueListing & { issueIds: number[] }) | null>;
  /**
   * Counts a use of the article by `reader` (a hash of the client address) at `nowMs`, once per
   * COUNTER session (one reader, one clock hour). Decided at once, written shortly after in a batch.
   * Returns whether it counted.
   */
  /** The article's id, or null when there is no such article. */
  articleId(locator: ArticleLocator): Promise<number | null>;
  recordUsage(kind: 'view' | 'download', articleId: number, reader: string, nowMs: number): boolean;
  /**
   * Writes queued usage now (shutdown, tests); false when the database is locked by another writer.
   * (SQLite writes before this returns, so a caller closing its connection next need not await it.)
   */
  flushUsage(): Promise<boolean>;
  /** The article's JATS XML: the imported source, or one rendered from the record. */
  jatsXml(locator: ArticleLocator): Promise<{ articleId: number; xml: string } | null>;
}

/** Filters that journal pages put on article search (never sent by the reader). */
export interface ArticleScope {
  journal?: string;
  section?: string;
  editorsChoice?: boolean;
}

export interface SearchStore {
  /** Prepares what searches need in memory (done by the first search otherwise). */
  warm(): Promise<void>;
  articles(query: SearchQuery, options?: { includeFacets?: boolean; scope?: ArticleScope }): Promise<SearchResults<ArticleSummary>>;
  /** Counts of one facet category (or all) on the query without that category's own filter. */
  articleFacets(query: SearchQuery, facet?: string): Promise<FacetCounts[]>;
  journals(query: SearchQuery, options?: { includeFacets?: boolean }): Promise<SearchResults<JournalSearchItem>>;
  journalFacets(query: SearchQuery, facet?: string): Promise<FacetCounts[]>;
  topics(query: SearchQuery, options?: { includeFacets?: boolean }): Promise<SearchResults<TopicSummary>>;
  topicFacets(query: SearchQuery, facet?: string): Promise<FacetCounts[]>;
  /** The publisher's awards (/awards/search): every journal's award groups. */
  awards(query: SearchQuery, options?: { includeFacets?: boolean }): Promise<SearchResults<AwardSearchItem>>;
  awardFacets(query: SearchQuery, facet?: string): Promise<FacetCounts[]>;
  /** Journals ranked by how well a manuscript fits their scope and published articles. */
  journalFinder(matter: { title: string; abstract: string; keywords: string[] }): Promise<JournalFinderResponse>;
  /** Most viewed or most cited articles of a journal among those published in the range. */
  rankedArticles(nameSystem: string, by: 'views' | 'citations', range: ArticleRange, limit: number): Promise<RankedArticles | null>;
  /**
   * Full records of the query's results in its sort order, for export (at most `limit`); with
   * `ids`, those articles in that order (a reader's selection); with `page`, the query's page only.
   */
  exportArticles(query: SearchQuery, limit: number, options?: { ids?: number[]; page?: boolean }): Promise<{ total: number; articles: Article[] }>;
}

export interface Store {
  journals: JournalStore;
  articles: ArticleStore;
  search: SearchStore;
  /** The publisher's lists across journals (the information pages). */
  publisher: PublisherStore;
  /** What kept answers of the catalogue are keyed by (its change count, its stamps). */
  version: CatalogueVersion;
  /** The catalogue as the findability services read it (sitemaps, OAI-PMH, feeds, deposits). */
  findability: CatalogueReader;
}
