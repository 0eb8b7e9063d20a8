// The data-access interface the API sees. SQLite implements it today (sqliteStore.ts); a PostgreSQL
// implementation can follow behind the same interface, which is why every method is async.
import type {
  Article,
  ArticleSummary,
  IssueListing,
  Journal,
  JournalSummary,
  PublicJournalItem,
  SearchQuery,
  SearchResults,
} from '@oap/shared/api/types.ts';

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
  byNameSystem(nameSystem: string): Promise<Journal | null>;
  summaryByNameSystem(nameSystem: string): Promise<JournalSummary | null>;
  summaryByIssn(issn: string): Promise<JournalSummary | null>;
}

export interface ArticleStore {
  /** Latest articles of a journal, or null when the journal does not exist. */
  latestByJournal(nameSystem: string, limit: number): Promise<ArticleSummary[] | null>;
  byLocator(locator: ArticleLocator): Promise<Article | null>;
  /** A volume (issue omitted) or one issue; null when the journal or the volume/issue does not exist. */
  issueListing(issn: string, volume: string, issue: string | null): Promise<IssueListing | null>;
}

export interface SearchStore {
  articles(query: SearchQuery): Promise<SearchResults<ArticleSummary>>;
}

export interface Store {
  journals: JournalStore;
  articles: ArticleStore;
  search: SearchStore;
}
