-- The catalogue on PostgreSQL, part 3: the text that search indexes, as the seed writes it.
-- On SQLite these are FTS5 tables (migrations 002-005); here they are plain tables with the same
-- columns and the FTS rowid as `id` (articles.id, journals.id, topics.id). The full-text search on
-- them (tsvector columns, GIN indexes, unaccent) is added by search's own later migrations, which
-- the writer's explicit column lists leave room for. (SQLite's article_word_lists, its per-word match
-- lists, is an FTS5 device and has no counterpart here.)

CREATE TABLE article_search (
  id           BIGINT PRIMARY KEY,
  title        TEXT,
  abstract     TEXT,
  keywords     TEXT,
  authors      TEXT,
  affiliations TEXT,
  doi          TEXT
);

CREATE TABLE article_search_text (
  id           BIGINT PRIMARY KEY,
  fulltext     TEXT,
  "references" TEXT
);

CREATE TABLE journal_search (
  id           BIGINT PRIMARY KEY,
  name         TEXT,
  abbreviation TEXT,
  issn         TEXT,
  scope        TEXT,
  subjects     TEXT,
  indexing     TEXT
);

CREATE TABLE journal_profile (
  id       BIGINT PRIMARY KEY,
  scope    TEXT,
  articles TEXT
);

CREATE TABLE topic_search (
  id          BIGINT PRIMARY KEY,
  name        TEXT,
  description TEXT,
  keywords    TEXT,
  journals    TEXT,
  editors     TEXT
);
