-- Publishing (docs/publishing.md): articles come in through the import (catalogue/publishing/), with
-- their files, versions and notices.
--
-- An article's version (1 for the first import) and when it was imported (NULL for generated ones):
-- alerts, OAI-PMH datestamps and sitemaps go by the import time, so a back-dated article is not missed.
-- `notice` is what the article's page and every list entry of it show when a correction, retraction
-- or expression of concern about it is published: JSON {kind, date, doi, path}, kept on the article
-- itself so that listings read it with the row.
ALTER TABLE articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE articles ADD COLUMN imported_at TEXT;
ALTER TABLE articles ADD COLUMN notice TEXT;
CREATE INDEX articles_imported ON articles(imported_at) WHERE imported_at IS NOT NULL;

-- Files by their content (SHA-256, hex): figure originals, their webp renditions, supplementary files,
-- the package's PDF. In the database, so that a file is written in the article's own transaction (a
-- refused or interrupted import leaves none) and every server copy reads the same files.
CREATE TABLE stored_files (
  hash       TEXT PRIMARY KEY,
  media_type TEXT NOT NULL,
  size       INTEGER NOT NULL,
  content    BLOB NOT NULL
) WITHOUT ROWID;

-- The files an article's XML or package names, in document order. `file_hash` is NULL for a file the
-- package did not hold (imported with --allow-missing-files). `variants`: the webp renditions of an
-- image, JSON [{width, height, hash}], narrowest first.
CREATE TABLE article_assets (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  href       TEXT NOT NULL,
  role       TEXT NOT NULL,
  owner_id   TEXT,
  file_hash  TEXT,
  media_type TEXT,
  size       INTEGER,
  width      INTEGER,
  height     INTEGER,
  variants   TEXT,
  PRIMARY KEY (article_id, position)
);

-- Every imported version of an article, the current one too: its XML and files as they were, so an
-- earlier version stays readable at its own address. `content_hash` decides "unchanged".
CREATE TABLE article_versions (
  article_id   INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  version      INTEGER NOT NULL,
  published_at TEXT NOT NULL,
  imported_at  TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  xml          TEXT NOT NULL,
  assets       TEXT NOT NULL,
  PRIMARY KEY (article_id, version)
);

-- Corrections, retractions and expressions of concern, by the DOI of the article they are about (which
-- may come later, or live elsewhere).
CREATE TABLE article_notices (
  notice_id    INTEGER PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,
  original_doi TEXT NOT NULL
);
CREATE INDEX article_notices_original ON article_notices(original_doi);
