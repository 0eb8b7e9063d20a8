-- The rest of what the site shows: journal boards, office, societies, awards, conferences,
-- announcements, news, events, special issues, topics and topical collections; article fields for
-- engagement and grouping; server-side view counting; and the search indexes the API runs on.
-- The catalogue is generated (server/src/seed), so this migration drops the old article index and
-- references table: the seed CLI sees the catalogue version is stale and seeds again.

CREATE TABLE catalogue_info (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Journals ---------------------------------------------------------------------------------------

ALTER TABLE journals ADD COLUMN article_count INTEGER NOT NULL DEFAULT 0;  -- denormalised at seed time
ALTER TABLE journals ADD COLUMN description TEXT NOT NULL DEFAULT '';     -- one-sentence summary
ALTER TABLE journals ADD COLUMN publication_frequency TEXT NOT NULL DEFAULT 'monthly';
ALTER TABLE journals ADD COLUMN first_decision_days INTEGER;               -- median days to first decision
ALTER TABLE journals ADD COLUMN acceptance_to_publication_days INTEGER;    -- median days
ALTER TABLE journals ADD COLUMN acceptance_rate REAL;                      -- share of submissions accepted
ALTER TABLE journals ADD COLUMN office_email TEXT NOT NULL DEFAULT '';

ALTER TABLE journal_sections ADD COLUMN description TEXT NOT NULL DEFAULT '';

-- Board members of a journal: the editorial board (with roles and sections), the topical advisory
-- panel and the publication committee, told apart by `board`.
ALTER TABLE journal_editors ADD COLUMN board TEXT NOT NULL DEFAULT 'editorial-board';
ALTER TABLE journal_editors ADD COLUMN section_id INTEGER REFERENCES journal_sections(id);
ALTER TABLE journal_editors ADD COLUMN country TEXT;
ALTER TABLE journal_editors ADD COLUMN interests TEXT NOT NULL DEFAULT '[]'; -- JSON array of research interests
CREATE INDEX journal_editors_board ON journal_editors(journal_id, board, position);
CREATE INDEX journal_editors_section ON journal_editors(section_id);

CREATE TABLE journal_office_staff (
  journal_id INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  name       TEXT NOT NULL,
  role       TEXT NOT NULL,
  email      TEXT NOT NULL,
  PRIMARY KEY (journal_id, position)
);

-- Long-form journal texts behind GET /api/journals/{name}/subpage/{part}.
CREATE TABLE journal_pages (
  journal_id INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  part       TEXT NOT NULL,
  title      TEXT NOT NULL,
  html       TEXT NOT NULL,
  PRIMARY KEY (journal_id, part)
);

CREATE TABLE societies (
  id          INTEGER PRIMARY KEY,
  name_system TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL,
  abbreviation TEXT NOT NULL,
  country     TEXT NOT NULL,
  year_founded INTEGER NOT NULL,
  url         TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE journal_societies (
  journal_id   INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  society_id   INTEGER NOT NULL REFERENCES societies(id) ON DELETE CASCADE,
  relation     TEXT NOT NULL,    -- 'affiliated' (official journal) or 'collaboration'
  discount_pct INTEGER NOT NULL, -- APC discount for the society's members
  PRIMARY KEY (journal_id, society_id)
);
CREATE INDEX journal_societies_society ON journal_societies(society_id);

-- Awards of a journal (or of the publisher when journal_id is NULL): an award group is what
-- /journal/{slug}/awards/{awardGroupId} shows; each year is an edition with its winners.
CREATE TABLE award_groups (
  id          INTEGER PRIMARY KEY,
  journal_id  INTEGER REFERENCES journals(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL, -- best-paper | young-investigator | outstanding-reviewer | thesis | travel
  name        TEXT NOT NULL,
  description TEXT NOT NULL,
  prize       TEXT NOT NULL,
  eligibility TEXT NOT NULL
);
CREATE INDEX award_groups_journal ON award_groups(journal_id, kind);

CREATE TABLE award_editions (
  id        INTEGER PRIMARY KEY,
  group_id  INTEGER NOT NULL REFERENCES award_groups(id) ON DELETE CASCADE,
  year      INTEGER NOT NULL,
  opens_on  TEXT NOT NULL,
  deadline  TEXT NOT NULL,
  UNIQUE (group_id, year)
);

CREATE TABLE award_winners (
  edition_id  INTEGER NOT NULL REFERENCES award_editions(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  name        TEXT NOT NULL,
  affiliation TEXT NOT NULL,
  country     TEXT NOT NULL,
  citation    TEXT NOT NULL,
  article_id  INTEGER REFERENCES articles(id),
  PRIMARY KEY (edition_id, position)
);

CREATE TABLE conferences (
  id                INTEGER PRIMARY KEY,
  name              TEXT NOT NULL,
  acronym           TEXT NOT NULL,
  city              TEXT NOT NULL,
  country           TEXT NOT NULL,
  starts_on         TEXT NOT NULL,
  ends_on           TEXT NOT NULL,
  abstract_deadline TEXT NOT NULL,
  url               TEXT NOT NULL,
  description       TEXT NOT NULL
);
CREATE INDEX conferences_starts ON conferences(starts_on);

CREATE TABLE conference_journals (
  conference_id INTEGER NOT NULL REFERENCES conferences(id) ON DELETE CASCADE,
  journal_id    INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  PRIMARY KEY (conference_id, journal_id)
);
CREATE INDEX conference_journals_journal ON conference_journals(journal_id);

CREATE TABLE announcements (
  id           INTEGER PRIMARY KEY,
  journal_id   INTEGER REFERENCES journals(id) ON DELETE CASCADE, -- NULL: a publisher-wide announcement
  title        TEXT NOT NULL,
  published_at TEXT NOT NULL,
  html         TEXT NOT NULL
);
CREATE INDEX announcements_journal ON announcements(journal_id, published_at DESC);

CREATE TABLE news (
  id           INTEGER PRIMARY KEY,
  journal_id   INTEGER REFERENCES journals(id) ON DELETE CASCADE, -- NULL: publisher news
  category     TEXT NOT NULL,
  title        TEXT NOT NULL,
  published_at TEXT NOT NULL,
  summary      TEXT NOT NULL,
  html         TEXT NOT NULL
);
CREATE INDEX news_journal ON news(journal_id, published_at DESC);
CREATE INDEX news_published ON news(published_at DESC);

CREATE TABLE events (
  id          INTEGER PRIMARY KEY,
  journal_id  INTEGER REFERENCES journals(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL, -- webinar | workshop | symposium | conference
  title       TEXT NOT NULL,
  starts_on   TEXT NOT NULL,
  ends_on     TEXT NOT NULL,
  location    TEXT NOT NULL,
  online      INTEGER NOT NULL,
  url         TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX events_journal ON events(journal_id, starts_on);

ALTER TABLE issues ADD COLUMN cover_date TEXT;

-- Special issues, topics and topical collections -------------------------------------------------

CREATE TABLE special_issues (
  id               INTEGER PRIMARY KEY,
  journal_id       INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  section_id       INTEGER REFERENCES journal_sections(id),
  identifier       TEXT NOT NULL, -- URL slug: /journal/{slug}/special_issues/{identifier}
  name             TEXT NOT NULL,
  description_html TEXT NOT NULL,
  keywords         TEXT NOT NULL, -- JSON array
  opens_on         TEXT NOT NULL,
  deadline         TEXT NOT NULL,
  views            INTEGER NOT NULL DEFAULT 0,
  article_count    INTEGER NOT NULL DEFAULT 0, -- denormalised at seed time
  UNIQUE (journal_id, identifier)
);
CREATE INDEX special_issues_deadline ON special_issues(journal_id, deadline);

-- Topics span several journals (topic_journals).
CREATE TABLE topics (
  id               INTEGER PRIMARY KEY,
  identifier       TEXT NOT NULL UNIQUE, -- /topics/{identifier}
  name             TEXT NOT NULL,
  subject          TEXT NOT NULL,        -- subject slug (spec 2.9)
  description_html TEXT NOT NULL,
  keywords         TEXT NOT NULL,        -- JSON array
  opens_on         TEXT NOT NULL,
  deadline         TEXT NOT NULL,
  views            INTEGER NOT NULL DEFAULT 0,
  article_count    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE topic_journals (
  topic_id   INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  journal_id INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  PRIMARY KEY (topic_id, journal_id)
);
CREATE INDEX topic_journals_journal ON topic_journals(journal_id);

CREATE TABLE topical_collections (
  id               INTEGER PRIMARY KEY,
  journal_id       INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  identifier       TEXT NOT NULL,
  name             TEXT NOT NULL,
  description_html TEXT NOT NULL,
  created_on       TEXT NOT NULL,
  article_count    INTEGER NOT NULL DEFAULT 0,
  UNIQUE (journal_id, identifier)
);

-- Guest editors of a special issue, topic or collection (owner_kind: special-issue | topic | collection).
CREATE TABLE guest_editors (
  owner_kind  TEXT NOT NULL,
  owner_id    INTEGER NOT NULL,
  position    INTEGER NOT NULL,
  name        TEXT NOT NULL,
  affiliation TEXT NOT NULL,
  country     TEXT NOT NULL,
  orcid       TEXT,
  PRIMARY KEY (owner_kind, owner_id, position)
) WITHOUT ROWID;

-- Articles ---------------------------------------------------------------------------------------

ALTER TABLE articles ADD COLUMN downloads INTEGER NOT NULL DEFAULT 0;
ALTER TABLE articles ADD COLUMN editors_choice INTEGER NOT NULL DEFAULT 0;
ALTER TABLE articles ADD COLUMN special_issue_id INTEGER REFERENCES special_issues(id);
ALTER TABLE articles ADD COLUMN topic_id INTEGER REFERENCES topics(id);
ALTER TABLE articles ADD COLUMN collection_id INTEGER REFERENCES topical_collections(id);
-- References as one JSON array [{label, text, doi}] per article: a million articles with ~20
-- references each made a 20-million-row table that only ever was read whole, per article.
ALTER TABLE articles ADD COLUMN references_json TEXT NOT NULL DEFAULT '[]';
DROP TABLE article_references;

-- Authors, affiliations and keywords are read per article by their primary key: clustered on it
-- (WITHOUT ROWID) each row is written once instead of twice (table and key index).
DROP TABLE article_authors;
CREATE TABLE article_authors (
  article_id    INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  given_names   TEXT NOT NULL,
  surname       TEXT NOT NULL,
  orcid         TEXT,
  corresponding INTEGER NOT NULL DEFAULT 0,
  affiliations  TEXT NOT NULL DEFAULT '[]', -- JSON array of positions in article_affiliations
  PRIMARY KEY (article_id, position)
) WITHOUT ROWID;
CREATE INDEX article_authors_surname ON article_authors(surname);

DROP TABLE article_affiliations;
CREATE TABLE article_affiliations (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  text       TEXT NOT NULL,
  PRIMARY KEY (article_id, position)
) WITHOUT ROWID;

DROP TABLE article_keywords;
CREATE TABLE article_keywords (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  keyword    TEXT NOT NULL,
  PRIMARY KEY (article_id, position)
) WITHOUT ROWID;
CREATE INDEX article_keywords_keyword ON article_keywords(keyword);

CREATE INDEX articles_special_issue ON articles(special_issue_id) WHERE special_issue_id IS NOT NULL;
CREATE INDEX articles_topic ON articles(topic_id) WHERE topic_id IS NOT NULL;
CREATE INDEX articles_collection ON articles(collection_id) WHERE collection_id IS NOT NULL;
CREATE INDEX articles_editors_choice ON articles(journal_id, published_at DESC) WHERE editors_choice = 1;
-- Covering index of the fields the search engine keeps in memory (store/articleIndex.ts): loading them
-- reads this narrow index instead of the wide article rows (a tenth of the pages).
CREATE INDEX articles_search_fields ON articles(journal_id, article_type, region, published_at, citations, views, downloads,
  section_id, special_issue_id, editors_choice, issue_id);

-- The source JATS XML of imported articles (generated articles render theirs on request).
CREATE TABLE article_jats (
  article_id INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  xml        TEXT NOT NULL
);

-- COUNTER double-click rule: the last time each reader (hash of IP and user agent) opened an article.
CREATE TABLE article_view_readers (
  article_id   INTEGER NOT NULL,
  reader       TEXT NOT NULL,
  last_seen_ms INTEGER NOT NULL,
  PRIMARY KEY (article_id, reader)
) WITHOUT ROWID;
CREATE INDEX article_view_readers_seen ON article_view_readers(last_seen_ms);

-- Search indexes ---------------------------------------------------------------------------------

-- Article text index, contentless: the text lives in articles and its child tables (snippets are
-- cut from there), the index only holds the terms. rowid = articles.id.
DROP TABLE article_search;
CREATE VIRTUAL TABLE article_search USING fts5(
  title, abstract, keywords, authors, affiliations, doi, fulltext, "references",
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

-- Journal search: name, abbreviation, ISSN, scope, subjects and indexing databases.
-- unicode61 without porter so that one-letter prefixes ("J") behave as typed.
CREATE VIRTUAL TABLE journal_search USING fts5(
  name, abbreviation, issn, scope, subjects, indexing,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Journal finder profiles: a journal's scope, and its published articles' titles, keywords and
-- abstracts reduced to a term profile (each term repeated about log2 of how often it occurs), so the
-- profile's size does not grow with the number of articles. rowid = journals.id.
CREATE VIRTUAL TABLE journal_profile USING fts5(
  scope, articles,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE topic_search USING fts5(
  name, description, keywords, journals, editors,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
