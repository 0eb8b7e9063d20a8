-- Per-word match lists for article search (server/src/store/sqliteSearch/wordLists.ts): for each
-- common word stem, the ids its one-word search matches, newest first, as little-endian 32-bit
-- integers, exact down to `below` (0: every match). Built by the seed after its indexes.
CREATE TABLE IF NOT EXISTS article_word_lists (
  term  TEXT PRIMARY KEY,
  below INTEGER NOT NULL,
  ids   BLOB NOT NULL
) WITHOUT ROWID;
