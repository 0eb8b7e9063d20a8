// Where each row the seed writes goes on PostgreSQL: its table and columns in the order the seed gives
// them (seed/seedSteps/statements.ts; the SQLite writer's INSERTs, catalogue/sqlite/seed/seedStatements.ts,
// name the same columns), each with its PostgreSQL type, which the batched INSERT casts its column
// arrays to (rowBatches.ts).
import type { SeedRowKind } from '../../seed/seedSteps/statements.ts';

export interface SeedTable {
  table: string;
  /** [column, PostgreSQL type] in the order of the seed's values. */
  columns: readonly (readonly [string, string])[];
  /** Rows whose key is already there are left as they are (content-addressed files). */
  ignoreConflicts?: boolean;
  /** A row whose key is there replaces its columns but these (an article's new version keeps its place and counts). */
  upsert?: { key: string; keep: readonly string[] };
}

const id = 'bigint';
const int = 'integer';
const text = 'text';
const real = 'double precision';

const t = (table: string, ...columns: [string, string][]): SeedTable => ({ table, columns });

const articleTable = (): SeedTable =>
  t('articles', ['id', id], ['journal_id', id], ['issue_id', id], ['section_id', id], ['identifier', text], ['article_type', text], ['title', text],
    ['abstract_html', text], ['body_html', text], ['doi', text], ['author_names', text], ['received_at', text], ['revised_at', text], ['accepted_at', text],
    ['published_at', text], ['license_name', text], ['license_url', text], ['views', id], ['citations', id], ['downloads', id], ['region', text],
    ['source_publisher', text], ['source_journal', text], ['source_doi', text], ['source_license_url', text], ['editors_choice', int],
    ['special_issue_id', id], ['topic_id', id], ['collection_id', id], ['references_json', text], ['version', int], ['imported_at', text], ['notice', text], ['generated', int]);

export const seedTables: Record<SeedRowKind, SeedTable> = {
  journal: t('journals', ['id', id], ['name_system', text], ['name', text], ['abbreviation', text], ['issn', text], ['year_founded', int],
    ['impact_factor', real], ['cite_score', real], ['apc_chf', int], ['apc_chf_before', int], ['aims_and_scope', text], ['description', text], ['publication_frequency', text],
    ['first_decision_days', int], ['acceptance_to_publication_days', int], ['acceptance_rate', real], ['office_email', text]),
  subject: t('journal_subjects', ['journal_id', id], ['subject', text], ['position', int]),
  // The seed gives no id: SQLite numbers the rows of its emptied table 1, 2, ... in writing order, and
  // the seed counts along (writeJournals.ts). The writer puts that count in front (sectionIds below).
  section: t('journal_sections', ['id', id], ['journal_id', id], ['name_system', text], ['name', text], ['position', int], ['description', text]),
  indexing: t('journal_indexing', ['journal_id', id], ['database', text], ['position', int], ['since', int]),
  exhibition: t('journal_exhibitions', ['journal_id', id], ['conference_id', id], ['booth', text]),
  editor: t('journal_editors', ['journal_id', id], ['position', int], ['name', text], ['role', text], ['affiliation', text], ['orcid', text],
    ['board', text], ['section_id', id], ['country', text], ['interests', text]),
  office: t('journal_office_staff', ['journal_id', id], ['position', int], ['name', text], ['role', text], ['email', text]),
  page: t('journal_pages', ['journal_id', id], ['part', text], ['title', text], ['html', text]),
  society: t('societies', ['id', id], ['name_system', text], ['name', text], ['abbreviation', text], ['country', text], ['year_founded', int],
    ['url', text], ['description', text]),
  journalSociety: t('journal_societies', ['journal_id', id], ['society_id', id], ['relation', text], ['discount_pct', int]),
  awardGroup: t('award_groups', ['id', id], ['journal_id', id], ['kind', text], ['name', text], ['description', text], ['prize', text], ['eligibility', text]),
  awardEdition: t('award_editions', ['id', id], ['group_id', id], ['year', int], ['opens_on', text], ['deadline', text]),
  awardWinner: t('award_winners', ['edition_id', id], ['position', int], ['name', text], ['affiliation', text], ['country', text], ['citation', text],
    ['article_id', id]),
  conference: t('conferences', ['id', id], ['name', text], ['acronym', text], ['city', text], ['country', text], ['starts_on', text], ['ends_on', text],
    ['abstract_deadline', text], ['url', text], ['description', text]),
  conferenceJournal: t('conference_journals', ['conference_id', id], ['journal_id', id]),
  news: t('news', ['id', id], ['journal_id', id], ['category', text], ['title', text], ['published_at', text], ['summary', text], ['html', text]),
  event: t('events', ['id', id], ['journal_id', id], ['kind', text], ['title', text], ['starts_on', text], ['ends_on', text], ['location', text],
    ['online', int], ['url', text], ['description', text]),
  announcement: t('announcements', ['id', id], ['journal_id', id], ['title', text], ['published_at', text], ['html', text]),
  collection: t('topical_collections', ['id', id], ['journal_id', id], ['identifier', text], ['name', text], ['description_html', text], ['created_on', text]),
  topic: t('topics', ['id', id], ['identifier', text], ['name', text], ['subject', text], ['description_html', text], ['keywords', text], ['opens_on', text],
    ['deadline', text], ['views', id]),
  topicJournal: t('topic_journals', ['topic_id', id], ['journal_id', id]),
  specialIssue: t('special_issues', ['id', id], ['journal_id', id], ['section_id', id], ['identifier', text], ['name', text], ['description_html', text],
    ['keywords', text], ['opens_on', text], ['deadline', text], ['views', id]),
  guestEditor: t('guest_editors', ['owner_kind', text], ['owner_id', id], ['position', int], ['name', text], ['affiliation', text], ['country', text], ['orcid', text]),
  volume: t('volumes', ['id', id], ['journal_id', id], ['volume', int], ['year', int]),
  issue: t('issues', ['id', id], ['volume_id', id], ['issue', text], ['cover_date', text]),
  article: { ...articleTable(), upsert: { key: 'id', keep: ['id', 'journal_id', 'issue_id', 'section_id', 'identifier', 'doi', 'views', 'citations', 'downloads', 'editors_choice', 'special_issue_id', 'topic_id', 'collection_id'] } },
  author: t('article_authors', ['article_id', id], ['position', int], ['given_names', text], ['surname', text], ['orcid', text], ['corresponding', int],
    ['affiliations', text]),
  affiliation: t('article_affiliations', ['article_id', id], ['position', int], ['text', text]),
  keyword: t('article_keywords', ['article_id', id], ['position', int], ['keyword', text]),
  review: t('article_reviews', ['article_id', id], ['position', int], ['kind', text], ['title', text], ['html', text]),
  jats: t('article_jats', ['article_id', id], ['xml', text]),
  storedFile: { ...t('stored_files', ['hash', text], ['media_type', text], ['size', id], ['content', 'bytea']), ignoreConflicts: true },
  asset: t('article_assets', ['article_id', id], ['position', int], ['href', text], ['role', text], ['owner_id', text], ['file_hash', text], ['media_type', text],
    ['size', id], ['width', int], ['height', int], ['variants', text]),
  version: t('article_versions', ['article_id', id], ['version', int], ['published_at', text], ['imported_at', text], ['content_hash', text], ['xml', text],
    ['assets', text]),
  notice: t('article_notices', ['notice_id', id], ['kind', text], ['original_doi', text]),
  search: t('article_search', ['id', id], ['title', text], ['abstract', text], ['keywords', text], ['authors', text], ['affiliations', text], ['doi', text]),
  searchText: t('article_search_text', ['id', id], ['fulltext', text], ['"references"', text]),
  journalSearch: t('journal_search', ['id', id], ['name', text], ['abbreviation', text], ['issn', text], ['scope', text], ['subjects', text], ['indexing', text]),
  journalProfile: t('journal_profile', ['id', id], ['scope', text], ['articles', text]),
  topicSearch: t('topic_search', ['id', id], ['name', text], ['description', text], ['keywords', text], ['journals', text], ['editors', text]),
  info: t('catalogue_info', ['key', text], ['value', text]),
};

/**
 * The order a batch's rows are written in: every table after the tables it refers to, so that rows
 * given to the writer in the seed's order (a parent before its children) pass the foreign key checks
 * batch by batch, however the rows of one batch are grouped by table.
 */
export const writeOrder: readonly SeedRowKind[] = [
  'journal', 'subject', 'section', 'indexing', 'editor', 'office', 'page', 'society', 'journalSociety', 'conference', 'conferenceJournal',
  'exhibition', 'news', 'event', 'announcement', 'awardGroup', 'awardEdition', 'collection', 'topic', 'topicJournal', 'specialIssue',
  'guestEditor', 'volume', 'issue', 'article', 'author', 'affiliation', 'keyword', 'review', 'jats', 'storedFile', 'asset', 'version', 'notice', 'search', 'searchText', 'awardWinner',
  'journalSearch', 'journalProfile', 'topicSearch', 'info',
];

/** Every catalogue table, emptied together when a seed begins (usage of the old catalogue's articles too, as on SQLite). */
export const catalogueTables: readonly string[] = [...new Set([...writeOrder.map((kind) => seedTables[kind].table), 'usage_sessions', 'article_word_lists'])];

/** Tables whose ids are identity columns: after a load their sequences continue after the seed's ids. */
export const identityTables: readonly string[] = [
  'journals', 'journal_sections', 'societies', 'award_groups', 'award_editions', 'conferences', 'announcements', 'news', 'events',
  'special_issues', 'topics', 'topical_collections', 'volumes', 'issues', 'articles',
];

/**
 * Tables whose secondary indexes are dropped while the articles load and built again after: one
 * index build over the loaded rows is far cheaper than keeping each index up to date row by row (the
 * text indexes most of all: a GIN index takes each article's hundreds of words one by one).
 */
export const bulkLoadedTables: readonly string[] = ['articles', 'article_authors', 'article_keywords', 'article_search', 'article_search_text'];
