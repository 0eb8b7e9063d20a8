-- The search indexes on PostgreSQL: the catalogue's plain search tables (article_search,
-- article_search_text, journal_search, journal_profile, topic_search: the FTS5 tables of SQLite with
-- their text kept, id = the FTS rowid) get tsvector columns, generated from their text so that a row
-- written by the seed (or any later writer) is searchable at once, each with a GIN index.
--
-- Article metadata, as SQLite splits it (store/articleSearch.ts): the short fields in article_search,
-- the long texts in article_search_text, each index only as large as what it holds.
-- * meta_vector, the fields of the plain search term ("common fields"), weighted for relevance as
--   bm25's column weights are (BM25_WEIGHTS: title 10, keywords 6, abstract 5, authors 4, DOI 3):
--   title A, keywords B, abstract C, authors and DOI D. An advanced row on the title, keywords or
--   abstract is a search of this vector restricted to its weight ('word':*A).
-- * people_vector: authors A, affiliations B, DOI C, for the advanced rows on those fields (the
--   affiliations are not one of the common fields, and D cannot tell authors from DOIs).
-- * fulltext_vector and references_vector: the long texts, one vector each (an advanced row names one
--   of them; a weight test would read the whole vector of every match again).
ALTER TABLE article_search
  ADD COLUMN meta_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(keywords, ''))), 'B') ||
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(abstract, ''))), 'C') ||
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(authors, '') || ' ' || coalesce(doi, ''))), 'D')
  ) STORED,
  ADD COLUMN people_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(authors, ''))), 'A') ||
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(affiliations, ''))), 'B') ||
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(doi, ''))), 'C')
  ) STORED;
CREATE INDEX article_search_meta_vector ON article_search USING gin (meta_vector);
CREATE INDEX article_search_people_vector ON article_search USING gin (people_vector);

ALTER TABLE article_search_text
  ADD COLUMN fulltext_vector tsvector GENERATED ALWAYS AS (to_tsvector('oap_search', oap_search_words(coalesce(fulltext, '')))) STORED,
  ADD COLUMN references_vector tsvector GENERATED ALWAYS AS (to_tsvector('oap_search', oap_search_words(coalesce("references", '')))) STORED;
CREATE INDEX article_search_text_fulltext_vector ON article_search_text USING gin (fulltext_vector);
CREATE INDEX article_search_text_references_vector ON article_search_text USING gin (references_vector);

-- Journal search (name and abbreviation A, ISSN B, subjects and indexing databases C, scope D; a
-- lone letter looks at the names only: 'j':*A), not stemmed.
ALTER TABLE journal_search
  ADD COLUMN vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('oap_names', oap_search_words(coalesce(name, '') || ' ' || coalesce(abbreviation, ''))), 'A') ||
    setweight(to_tsvector('oap_names', oap_search_words(coalesce(issn, ''))), 'B') ||
    setweight(to_tsvector('oap_names', oap_search_words(coalesce(subjects, '') || ' ' || coalesce(indexing, ''))), 'C') ||
    setweight(to_tsvector('oap_names', oap_search_words(coalesce(scope, ''))), 'D')
  ) STORED;
CREATE INDEX journal_search_vector ON journal_search USING gin (vector);

-- The journal finder's profiles: the scope weighs three times the articles' terms (bm25 3.0, 1.0).
ALTER TABLE journal_profile
  ADD COLUMN vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(scope, ''))), 'A') ||
    setweight(to_tsvector('oap_search', oap_search_words(coalesce(articles, ''))), 'B')
  ) STORED;
CREATE INDEX journal_profile_vector ON journal_profile USING gin (vector);

ALTER TABLE topic_search
  ADD COLUMN vector tsvector GENERATED ALWAYS AS (
    to_tsvector('oap_search', oap_search_words(
      coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(keywords, '') || ' ' || coalesce(journals, '') || ' ' || coalesce(editors, '')))
  ) STORED;
CREATE INDEX topic_search_vector ON topic_search USING gin (vector);
