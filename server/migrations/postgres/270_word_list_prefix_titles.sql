-- Relevance's title tier for a word typed as a prefix (postgres/search/ranking.ts): a search whose
-- word is whole in no title of its range ranks the titles with the word as a prefix ('diseas':*), and
-- that tier was found through the indexes, walking the ids down from the newest and testing each
-- title until it had the tier: most of the database's time of a common-word query log at 200,000
-- articles. The lists now keep it as they keep the whole word's (migration 240):
--
-- * prefix_title_ids: the newest WORD_TITLE_IDS articles with a word starting with the stem in their
--   title, newest first; prefix_titles_complete when they are all there are.
-- * prefix_title_ranked: the first RANK_TITLE_TIER of them in relevance order.
--
-- Lists made before this migration have none (NULL): their searches find that tier through the
-- indexes, as before, until the lists are made again.
ALTER TABLE article_word_lists
  ADD COLUMN prefix_title_ids BYTEA,
  ADD COLUMN prefix_titles_complete BOOLEAN,
  ADD COLUMN prefix_title_ranked BYTEA;
ALTER TABLE article_word_lists ALTER COLUMN prefix_title_ids SET STORAGE EXTERNAL;
