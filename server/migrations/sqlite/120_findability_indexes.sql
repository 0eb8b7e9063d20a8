-- Sitemaps and OAI-PMH sets read a journal's articles in id order (the order new articles are added
-- in, so a cursor or a sitemap's part never shifts); (journal_id, rowid) serves that without a sort.
CREATE INDEX IF NOT EXISTS articles_journal ON articles(journal_id);
-- Planner statistics for it (from a sample, as the seed takes them), or the planner, knowing only
-- that it is the smaller index, prefers it where (journal_id, published_at) is the right one.
PRAGMA analysis_limit = 1000;
ANALYZE articles;
