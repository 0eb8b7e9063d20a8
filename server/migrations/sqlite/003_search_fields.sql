-- Article text search in two FTS5 indexes: the short fields (title, abstract, keywords, authors, DOI)
-- and the long texts (full text, references, affiliations). A word's list of articles in the short-field
-- index is a fraction of its list over everything, and field searches and relevance ranking read only
-- that one. Searches over both combine the two lists (server/src/store/sqliteSearch.ts). The catalogue
-- version goes up with this migration, so the seed fills both indexes again.
DROP TABLE article_search;

CREATE VIRTUAL TABLE article_search USING fts5(
  title, abstract, keywords, authors, doi,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE article_search_text USING fts5(
  fulltext, "references", affiliations,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
