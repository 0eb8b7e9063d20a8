// The SQLite catalogue writer's INSERT for each row the seed writes (seed/seedSteps/statements.ts),
// prepared once: the seed writes millions of rows in one transaction.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SeedStatements } from '../../seed/seedSteps/statements.ts';

/**
 * A new version of an article keeps its row (its versions, usage and awards refer to it): the article's
 * row is an upsert, its text and record replaced, its place and counts as the writer gives them.
 */
const ARTICLE_UPDATE = `article_type = excluded.article_type, title = excluded.title, abstract_html = excluded.abstract_html, body_html = excluded.body_html,
  author_names = excluded.author_names, received_at = excluded.received_at, revised_at = excluded.revised_at, accepted_at = excluded.accepted_at,
  published_at = excluded.published_at, license_name = excluded.license_name, license_url = excluded.license_url, region = excluded.region,
  source_publisher = excluded.source_publisher, source_journal = excluded.source_journal, source_doi = excluded.source_doi,
  source_license_url = excluded.source_license_url, references_json = excluded.references_json, version = excluded.version,
  imported_at = excluded.imported_at, notice = excluded.notice, generated = excluded.generated`;

export function prepareStatements(db: DatabaseSync): SeedStatements {
  const s = (sql: string): StatementSync => db.prepare(sql);
  return {
    journal: s(`INSERT INTO journals (id, name_system, name, abbreviation, issn, year_founded, impact_factor, cite_score, apc_chf, apc_chf_before, aims_and_scope,
      description, publication_frequency, first_decision_days, acceptance_to_publication_days, acceptance_rate, office_email)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    subject: s('INSERT INTO journal_subjects (journal_id, subject, position) VALUES (?, ?, ?)'),
    section: s('INSERT INTO journal_sections (journal_id, name_system, name, position, description) VALUES (?, ?, ?, ?, ?)'),
    indexing: s('INSERT INTO journal_indexing (journal_id, database, position, since) VALUES (?, ?, ?, ?)'),
    exhibition: s('INSERT INTO journal_exhibitions (journal_id, conference_id, booth) VALUES (?, ?, ?)'),
    editor: s(`INSERT INTO journal_editors (journal_id, position, name, role, affiliation, orcid, board, section_id, country, interests)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    office: s('INSERT INTO journal_office_staff (journal_id, position, name, role, email) VALUES (?, ?, ?, ?, ?)'),
    page: s('INSERT INTO journal_pages (journal_id, part, title, html) VALUES (?, ?, ?, ?)'),
    society: s('INSERT INTO societies (id, name_system, name, abbreviation, country, year_founded, url, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    journalSociety: s('INSERT INTO journal_societies (journal_id, society_id, relation, discount_pct) VALUES (?, ?, ?, ?)'),
    awardGroup: s('INSERT INTO award_groups (id, journal_id, kind, name, description, prize, eligibility) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    awardEdition: s('INSERT INTO award_editions (id, group_id, year, opens_on, deadline) VALUES (?, ?, ?, ?, ?)'),
    awardWinner: s('INSERT INTO award_winners (edition_id, position, name, affiliation, country, citation, article_id) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    conference: s(`INSERT INTO conferences (id, name, acronym, city, country, starts_on, ends_on, abstract_deadline, url, description)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    conferenceJournal: s('INSERT INTO conference_journals (conference_id, journal_id) VALUES (?, ?)'),
    news: s('INSERT INTO news (id, journal_id, category, title, published_at, summary, html) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    event: s('INSERT INTO events (id, journal_id, kind, title, starts_on, ends_on, location, online, url, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    announcement: s('INSERT INTO announcements (id, journal_id, title, published_at, html) VALUES (?, ?, ?, ?, ?)'),
    collection: s('INSERT INTO topical_collections (id, journal_id, identifier, name, description_html, created_on) VALUES (?, ?, ?, ?, ?, ?)'),
    topic: s('INSERT INTO topics (id, identifier, name, subject, description_html, keywords, opens_on, deadline, views) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    topicJournal: s('INSERT INTO topic_journals (topic_id, journal_id) VALUES (?, ?)'),
    specialIssue: s(`INSERT INTO special_issues (id, journal_id, section_id, identifier, name, description_html, keywords, opens_on, deadline, views)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    guestEditor: s('INSERT INTO guest_editors (owner_kind, owner_id, position, name, affiliation, country, orcid) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    volume: s('INSERT INTO volumes (id, journal_id, volume, year) VALUES (?, ?, ?, ?)'),
    issue: s('INSERT INTO issues (id, volume_id, issue, cover_date) VALUES (?, ?, ?, ?)'),
    article: s(`INSERT INTO articles (id, journal_id, issue_id, section_id, identifier, article_type, title, abstract_html, body_html, doi, author_names,
      received_at, revised_at, accepted_at, published_at, license_name, license_url, views, citations, downloads, region,
      source_publisher, source_journal, source_doi, source_license_url, editors_choice, special_issue_id, topic_id, collection_id, references_json,
      version, imported_at, notice, generated)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET ${ARTICLE_UPDATE}`),
    author: s('INSERT INTO article_authors (article_id, position, given_names, surname, orcid, corresponding, affiliations) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    affiliation: s('INSERT INTO article_affiliations (article_id, position, text) VALUES (?, ?, ?)'),
    keyword: s('INSERT INTO article_keywords (article_id, position, keyword) VALUES (?, ?, ?)'),
    review: s('INSERT INTO article_reviews (article_id, position, kind, title, html) VALUES (?, ?, ?, ?, ?)'),
    jats: s('INSERT INTO article_jats (article_id, xml) VALUES (?, ?)'),
    // The same content may come with several articles (or versions): stored once.
    storedFile: s('INSERT OR IGNORE INTO stored_files (hash, media_type, size, content) VALUES (?, ?, ?, ?)'),
    asset: s(`INSERT INTO article_assets (article_id, position, href, role, owner_id, file_hash, media_type, size, width, height, variants)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    version: s('INSERT INTO article_versions (article_id, version, published_at, imported_at, content_hash, xml, assets) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    notice: s('INSERT INTO article_notices (notice_id, kind, original_doi) VALUES (?, ?, ?)'),
    search: s('INSERT INTO article_search (rowid, title, abstract, keywords, authors, affiliations, doi) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    searchText: s('INSERT INTO article_search_text (rowid, fulltext, "references") VALUES (?, ?, ?)'),
    journalSearch: s('INSERT INTO journal_search (rowid, name, abbreviation, issn, scope, subjects, indexing) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    journalProfile: s('INSERT INTO journal_profile (rowid, scope, articles) VALUES (?, ?, ?)'),
    topicSearch: s('INSERT INTO topic_search (rowid, name, description, keywords, journals, editors) VALUES (?, ?, ?, ?, ?, ?)'),
    info: s('INSERT INTO catalogue_info (key, value) VALUES (?, ?)'),
  };
}

