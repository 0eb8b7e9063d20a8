-- The catalogue's change count: caches of catalogue answers (journal answers, search,
-- page payloads, findability documents) are kept under it and made again when it moves
-- (store/catalogueVersion.ts). SQLite reads its file's own counters for that; here every statement
-- that writes a catalogue table raises this one row's count, in the writing transaction, so the count
-- moves exactly when such a write commits, whichever server copy or tool made it (a sequence would
-- move before the commit, and a cache could keep the old answer under the new count).
CREATE TABLE catalogue_changes (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  count BIGINT NOT NULL
);
INSERT INTO catalogue_changes (id, count) VALUES (1, 0);

CREATE FUNCTION count_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_changes SET count = count + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

-- Per statement, not per row: a seed's batch of thousands of rows is one change.
DO $$
DECLARE
  catalogue_table TEXT;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY[
    'catalogue_info', 'journals', 'journal_subjects', 'journal_sections', 'journal_indexing', 'journal_editors', 'journal_office_staff',
    'journal_pages', 'societies', 'journal_societies', 'award_groups', 'award_editions', 'award_winners', 'conferences', 'conference_journals',
    'journal_exhibitions', 'announcements', 'news', 'events', 'special_issues', 'topics', 'topic_journals', 'topical_collections',
    'guest_editors', 'volumes', 'issues', 'articles', 'article_authors', 'article_affiliations', 'article_keywords', 'article_reviews',
    'article_jats', 'article_search', 'article_search_text', 'journal_search', 'journal_profile', 'topic_search'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION count_catalogue_change()',
      catalogue_table || '_changes', catalogue_table);
  END LOOP;
END
$$;
