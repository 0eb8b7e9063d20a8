-- Affiliations move from the long-text index to the short-field index: they are short metadata like
-- the authors, and an advanced search such as "title: battery AND affiliations: zurich" is then one
-- FTS5 query that intersects its word lists itself, instead of two id lists (one of them every
-- article with that affiliation word) intersected afterwards. Relevance weighs affiliations lightly
-- (BM25_WEIGHTS in server/src/store/articleSearch.ts). The catalogue version goes up with this
-- migration, so the seed fills both indexes again.
DROP TABLE article_search;
DROP TABLE article_search_text;

CREATE VIRTUAL TABLE article_search USING fts5(
  title, abstract, keywords, authors, affiliations, doi,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE article_search_text USING fts5(
  fulltext, "references",
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
