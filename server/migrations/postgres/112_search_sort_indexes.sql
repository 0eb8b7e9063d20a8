-- What article search reads besides the vectors (store/postgres/search/): the matches' facet fields
-- and the sort orders of a search without words.
--
-- A search's matches are joined to their articles for the facet fields and the filters; with these
-- in an index keyed by id, that join reads the index only (once VACUUM has marked the pages visible,
-- which the catalogue writer's finish step does), never the wide article rows.
CREATE INDEX articles_search_facets ON articles (id) INCLUDE (journal_id, article_type, region, published_at, section_id, editors_choice);

-- Browsing without words pages through every article in the reader's order: each order is an index,
-- the newest, most cited and most viewed first (ties: the newer article first); a journal's newest
-- are articles_journal_published (migration 011).
CREATE INDEX articles_search_newest ON articles (published_at DESC, id DESC);
CREATE INDEX articles_search_citations ON articles (citations DESC, id DESC);
CREATE INDEX articles_search_views ON articles (views DESC, id DESC);
