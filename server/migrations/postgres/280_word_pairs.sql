-- Quoted phrases through the indexes (postgres/search/textQuery.ts). A GIN index of a tsvector holds
-- no positions, so for "climate change" it gives every article with both words, and each one's
-- vector is read and tested for the words side by side: for a phrase rarer than its words, nearly
-- every article with both (at a million articles, 4 s for "climate change" in the full texts and
-- 16 s for "a review"; SQLite's FTS5 checks positions in its own lists, in milliseconds).
--
-- Each vector's word pairs: a lexeme 'C climat chang' for every two lexemes at adjacent positions,
-- led by their weights ('C', or 'AB' across the end of the title and the start of the keywords),
-- indexed by expression (nothing more is stored in the rows). A phrase of two words, kept to some
-- weights or not, is then exactly its pairs of those weights (the same positions and weights the
-- phrase operator compares), answered by this index alone, without reading any vector; a longer
-- phrase is its pairs and then tested on the rows the pairs leave. The metadata and the full texts
-- have pairs; the reference lists and the people fields, searched only from an advanced row, test
-- their phrases as before. Both functions are CREATE OR REPLACE and the indexes IF NOT EXISTS, so
-- that an operator can build the indexes ahead of a large upgrade (with more maintenance_work_mem).
CREATE OR REPLACE FUNCTION oap_word_pairs(vector tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  -- Costly enough that the planner never tests it row by row where an index answers.
  COST 100000
  -- A join on the positions, not each position's next one: past 16,383 every word of a long text
  -- has that position, and the phrase operator pairs the word before with each of them.
  AS $$
    SELECT coalesce(array_to_tsvector(array_agg(DISTINCT
      CASE WHEN a.weight = b.weight THEN a.weight ELSE a.weight || b.weight END || ' ' || a.lexeme || ' ' || b.lexeme)), ''::tsvector)
    FROM (SELECT u.lexeme, x.position, x.weight FROM unnest(vector) u, unnest(u.positions, u.weights) AS x(position, weight)) a
    JOIN (SELECT u.lexeme, x.position, x.weight FROM unnest(vector) u, unnest(u.positions, u.weights) AS x(position, weight)) b
      ON b.position = a.position + 1
  $$;

-- The pairs of a phrase query as to_tsquery makes it of plain words ('climat' <-> 'chang'), within
-- `weights` ('' for all; a vector without weights has D): each pair is any of its weights' tags,
-- and the pairs are ANDed. Anything else is refused: the server sends only phrases of plain words.
CREATE OR REPLACE FUNCTION oap_phrase_pairs(phrase tsquery, weights text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    lexemes text[] := ARRAY(SELECT m[1] FROM regexp_matches(phrase::text, '''([^'' ]+)''', 'g') m);
    letters text[] := regexp_split_to_array(coalesce(nullif(weights, ''), 'ABCD'), '');
    tags text[] := ARRAY(SELECT CASE WHEN a = b THEN a ELSE a || b END FROM unnest(letters) a, unnest(letters) b);
  BEGIN
    IF cardinality(lexemes) < 2 OR phrase::text <> (SELECT string_agg(quote_literal(l), ' <-> ' ORDER BY i) FROM unnest(lexemes) WITH ORDINALITY AS t(l, i)) THEN
      RAISE EXCEPTION 'oap_phrase_pairs: not a phrase of plain words: %', phrase::text;
    END IF;
    RETURN (
      SELECT string_agg('(' || (SELECT string_agg(quote_literal(tag || ' ' || lexemes[i] || ' ' || lexemes[i + 1]), ' | ') FROM unnest(tags) tag) || ')', ' & ')
      FROM generate_series(1, cardinality(lexemes) - 1) i)::tsquery;
  END
  $$;

CREATE INDEX IF NOT EXISTS article_search_meta_pairs ON article_search USING gin (oap_word_pairs(meta_vector));
CREATE INDEX IF NOT EXISTS article_search_text_fulltext_pairs ON article_search_text USING gin (oap_word_pairs(fulltext_vector));
-- The planner's estimates of a pair's matches come from the indexes' statistics.
ANALYZE article_search, article_search_text;
