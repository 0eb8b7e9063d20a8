-- Articles as their page shows them, prepared once (store/articlePreparation.ts) and kept: the text's
-- HTML, contents, references, review reports, citation styles and related articles. A row belongs to
-- one seeding of the catalogue (`catalogue` = catalogue_info.seededAt) and one preparation version;
-- any other row is stale and made again on the next read.
CREATE TABLE article_prepared (
  article_id INTEGER PRIMARY KEY,
  catalogue TEXT NOT NULL,
  version INTEGER NOT NULL,
  abstract_html TEXT NOT NULL,
  body_html TEXT NOT NULL,
  detail_json TEXT NOT NULL
);

-- Files made from an article once (its PDFs), for the same catalogue and maker version.
CREATE TABLE article_files (
  article_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  catalogue TEXT NOT NULL,
  content BLOB NOT NULL,
  made_at TEXT NOT NULL,
  PRIMARY KEY (article_id, kind)
);
