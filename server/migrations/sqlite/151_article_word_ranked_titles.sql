-- The first RANK_TITLE_TIER of title_ids in relevance order (sqliteSearch/titleTier.ts), ranked by
-- the seed: the tier of a search of the whole catalogue, which then costs no ranking.
ALTER TABLE article_word_lists ADD COLUMN title_ranked BLOB;
