-- Publishing (docs/publishing.md): as SQLite's 200_publishing.sql; see there for what each part is for.
ALTER TABLE articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE articles ADD COLUMN imported_at TEXT COLLATE "C";
ALTER TABLE articles ADD COLUMN notice TEXT;
CREATE INDEX articles_imported ON articles (imported_at) WHERE imported_at IS NOT NULL;

CREATE TABLE stored_files (
  hash       TEXT COLLATE "C" PRIMARY KEY,
  media_type TEXT NOT NULL,
  size       BIGINT NOT NULL,
  content    BYTEA NOT NULL
);

CREATE TABLE article_assets (
  article_id BIGINT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  href       TEXT NOT NULL,
  role       TEXT NOT NULL,
  owner_id   TEXT,
  file_hash  TEXT COLLATE "C",
  media_type TEXT,
  size       BIGINT,
  width      INTEGER,
  height     INTEGER,
  variants   TEXT,
  PRIMARY KEY (article_id, position)
);

CREATE TABLE article_versions (
  article_id   BIGINT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  version      INTEGER NOT NULL,
  published_at TEXT NOT NULL,
  imported_at  TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  xml          TEXT NOT NULL,
  assets       TEXT NOT NULL,
  PRIMARY KEY (article_id, version)
);

CREATE TABLE article_notices (
  notice_id    BIGINT PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,
  original_doi TEXT COLLATE "C" NOT NULL
);
CREATE INDEX article_notices_original ON article_notices (original_doi);

-- Their writes move the catalogue's change count as every catalogue table's do (013_catalogue_changes.sql).
CREATE TRIGGER stored_files_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stored_files FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
CREATE TRIGGER article_assets_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_assets FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
CREATE TRIGGER article_versions_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_versions FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
CREATE TRIGGER article_notices_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_notices FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change();
