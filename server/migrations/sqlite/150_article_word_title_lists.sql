-- The title tier of a listed word's search (server/src/store/sqliteSearch/wordLists.ts): the newest
-- articles with the word's stem in their title, newest first, as little-endian 32-bit integers, and
-- whether they are all of them (1) or the newest WORD_TITLE_IDS (0). NULL in lists built before
-- them: relevance then asks FTS5.
ALTER TABLE article_word_lists ADD COLUMN title_ids BLOB;
ALTER TABLE article_word_lists ADD COLUMN titles_complete INTEGER;
