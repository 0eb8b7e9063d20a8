-- Per-word match lists for article search on PostgreSQL (postgres/search/wordLists.ts; the rules in
-- catalogue/searchSampling.ts). A search of one common word found its matches through the GIN
-- indexes: a bitmap of every article with the word (hundreds of thousands at a million articles),
-- each visited in the table, before the newest ten thousand could be counted. The seed now keeps, for
-- each stem in at least WORD_LIST_MIN_DOCS articles' metadata, the newest ids its one-word search
-- finds, and such a search reads one row.
--
-- * term: the stem (a lexeme of the oap_search configuration, migration 110). Any word with that stem
--   searches the same: the metadata for 'term':* and the full text for 'term'.
-- * listed_to: the highest article id when the list was made; newer articles are looked up in the
--   text indexes (there are few).
-- * below: the list holds every match from listed_to down to this id (0: every match there is).
-- * ids: those matches, newest first, as 4-byte big-endian integers (int4send): read whole in one
--   value, decoded without parsing text. Not compressed: ids do not compress, and a reader that
--   needs the first part only reads those chunks (substring of an uncompressed toasted value).
-- * title_ids: the newest WORD_TITLE_IDS articles with the word whole in its title, newest first
--   (relevance's title tier); titles_complete when they are all there are.
-- * title_ranked: the first RANK_TITLE_TIER of them in relevance order, ranked once by the seed.
--
-- The lists belong to one seeding: catalogue_info 'wordListsOf' names the 'seededAt' stamp they
-- were made for; a catalogue without them (or seeded since) searches through the indexes as before.
CREATE TABLE article_word_lists (
  term            TEXT COLLATE "C" PRIMARY KEY,
  listed_to       BIGINT NOT NULL,
  below           BIGINT NOT NULL,
  ids             BYTEA NOT NULL,
  title_ids       BYTEA NOT NULL,
  titles_complete BOOLEAN NOT NULL,
  title_ranked    BYTEA NOT NULL
);
ALTER TABLE article_word_lists ALTER COLUMN ids SET STORAGE EXTERNAL;
ALTER TABLE article_word_lists ALTER COLUMN title_ids SET STORAGE EXTERNAL;
