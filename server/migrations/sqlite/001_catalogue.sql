-- Catalogue: journals, their sections, volumes and issues, articles with their authors, keywords,
-- references and review reports, and the FTS5 index that article search runs on.

CREATE TABLE journals (
  id             INTEGER PRIMARY KEY,
  name_system    TEXT NOT NULL UNIQUE,
  name           TEXT NOT NULL,
  abbreviation   TEXT NOT NULL,
  issn           TEXT NOT NULL UNIQUE,
  year_founded   INTEGER NOT NULL,
  impact_factor  REAL,
  cite_score     REAL,
  apc_chf        INTEGER NOT NULL,
  aims_and_scope TEXT NOT NULL,
  is_public      INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE journal_subjects (
  journal_id INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  subject    TEXT NOT NULL,
  position   INTEGER NOT NULL,
  PRIMARY KEY (journal_id, subject)
);
CREATE INDEX journal_subjects_subject ON journal_subjects(subject);

CREATE TABLE journal_sections (
  id          INTEGER PRIMARY KEY,
  journal_id  INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  name_system TEXT NOT NULL,
  name        TEXT NOT NULL,
  position    INTEGER NOT NULL,
  UNIQUE (journal_id, name_system)
);

CREATE TABLE journal_indexing (
  journal_id INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  database   TEXT NOT NULL,
  position   INTEGER NOT NULL,
  PRIMARY KEY (journal_id, database)
);

CREATE TABLE journal_editors (
  journal_id  INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  name        TEXT NOT NULL,
  role        TEXT NOT NULL,
  affiliation TEXT NOT NULL,
  orcid       TEXT,
  PRIMARY KEY (journal_id, position)
);

CREATE TABLE volumes (
  id         INTEGER PRIMARY KEY,
  journal_id INTEGER NOT NULL REFERENCES journals(id) ON DELETE CASCADE,
  volume     INTEGER NOT NULL,
  year       INTEGER NOT NULL,
  UNIQUE (journal_id, volume)
);

CREATE TABLE issues (
  id        INTEGER PRIMARY KEY,
  volume_id INTEGER NOT NULL REFERENCES volumes(id) ON DELETE CASCADE,
  issue     TEXT NOT NULL,
  UNIQUE (volume_id, issue)
);

CREATE TABLE articles (
  id                 INTEGER PRIMARY KEY,
  journal_id         INTEGER NOT NULL REFERENCES journals(id),
  issue_id           INTEGER NOT NULL REFERENCES issues(id),
  section_id         INTEGER REFERENCES journal_sections(id),
  identifier         TEXT NOT NULL,
  article_type       TEXT NOT NULL,
  title              TEXT NOT NULL,
  abstract_html      TEXT NOT NULL,
  body_html          TEXT NOT NULL,
  doi                TEXT NOT NULL UNIQUE,
  author_names       TEXT NOT NULL, -- JSON array of display names, denormalised for listings
  received_at        TEXT,
  revised_at         TEXT,
  accepted_at        TEXT,
  published_at       TEXT NOT NULL,
  license_name       TEXT NOT NULL,
  license_url        TEXT,
  views              INTEGER NOT NULL DEFAULT 0,
  citations          INTEGER NOT NULL DEFAULT 0,
  region             TEXT,
  source_publisher   TEXT,
  source_journal     TEXT,
  source_doi         TEXT,
  source_license_url TEXT,
  UNIQUE (issue_id, identifier)
);
CREATE INDEX articles_journal_published ON articles(journal_id, published_at DESC);
CREATE INDEX articles_published ON articles(published_at DESC);
CREATE INDEX articles_type ON articles(article_type);
CREATE INDEX articles_region ON articles(region);
CREATE INDEX articles_section ON articles(section_id);

CREATE TABLE article_authors (
  article_id    INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  given_names   TEXT NOT NULL,
  surname       TEXT NOT NULL,
  orcid         TEXT,
  corresponding INTEGER NOT NULL DEFAULT 0,
  affiliations  TEXT NOT NULL DEFAULT '[]', -- JSON array of positions in article_affiliations
  PRIMARY KEY (article_id, position)
);
CREATE INDEX article_authors_surname ON article_authors(surname);

CREATE TABLE article_affiliations (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  text       TEXT NOT NULL,
  PRIMARY KEY (article_id, position)
);

CREATE TABLE article_keywords (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  keyword    TEXT NOT NULL,
  PRIMARY KEY (article_id, position)
);
CREATE INDEX article_keywords_keyword ON article_keywords(keyword);

CREATE TABLE article_references (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  label      TEXT NOT NULL,
  text       TEXT NOT NULL,
  doi        TEXT,
  PRIMARY KEY (article_id, position)
);

CREATE TABLE article_reviews (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  kind       TEXT NOT NULL,
  title      TEXT NOT NULL,
  html       TEXT NOT NULL,
  PRIMARY KEY (article_id, position)
);

-- rowid = articles.id. Plain text only (HTML stripped); snippets are escaped after extraction.
CREATE VIRTUAL TABLE article_search USING fts5(
  title, abstract, keywords, authors, affiliations, doi, fulltext, "references",
  tokenize = 'porter unicode61 remove_diacritics 2'
);
