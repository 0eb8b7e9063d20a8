-- How text becomes words for search on PostgreSQL, made to split, fold and stem words as
-- SQLite's FTS5 tokenizer does ('porter unicode61 remove_diacritics 2'), so that both engines find
-- the same articles for the same words:
--
-- * oap_search_words(text): every run of characters that is not a letter or a digit becomes one
--   space, as unicode61 splits. PostgreSQL's parser would otherwise read "10.5555/cells" as a number
--   and a file path, "COVID-19" as 'covid' and '-19', and an e-mail address as one token. The letter
--   ranges are written out by code point, so the split is the same whatever the database's locale (a
--   database in the C locale classifies no character above 127 as a letter).
-- * accent folding: the unaccent dictionary runs before the stemmer inside the configuration, so
--   "Kursiša", "kursisa" and "KURSISA" are one word in the stored vectors, in the queries (to_tsquery
--   with this configuration) and in ts_headline, which then marks the word as the reader wrote it. A
--   dictionary in the configuration rather than unaccent() called on the text: to_tsvector with a
--   configuration is IMMUTABLE, so the vectors can be generated columns with GIN indexes, and the
--   snippets need no second copy of the text.
-- * stems: Snowball's original Porter stemmer, the algorithm of FTS5's porter tokenizer ('english'
--   is Porter2 and stems some words differently). No stop words: FTS5 indexes every word, and a
--   search of only function words ("of the") looks for them (store/articleSearch.ts decides when
--   they are left out).
--
-- unaccent is a trusted extension (PostgreSQL 13+): a role with CREATE on the database may install it.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE FUNCTION oap_search_words(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace($1,
    '[^0-9A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFF\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFDC]+',
    ' ', 'g')
$$;

-- The text as ts_headline should read it for a snippet: the same words as oap_search_words, but the
-- punctuation kept, fenced by U+0003 on both sides (the parser reads it as a separator, so "10.5555"
-- is not one number and "climate-change" is two words); the snippet code removes the fences.
CREATE FUNCTION oap_headline_text(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT regexp_replace($1,
    '([^0-9A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFF\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFDC \t\r\n]+)',
    E'\u0003\\1\u0003', 'g')
$$;

CREATE TEXT SEARCH DICTIONARY oap_porter (TEMPLATE = pg_catalog.snowball, Language = porter);

-- Article, topic and journal-finder search: folded and stemmed.
CREATE TEXT SEARCH CONFIGURATION oap_search (PARSER = pg_catalog.default);
ALTER TEXT SEARCH CONFIGURATION oap_search
  ADD MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart,
    int, uint, sfloat, float, version, email, host, url, url_path, file
  WITH public.unaccent, oap_porter;

-- Journal search: folded, not stemmed (a reader typing "J" or "Jour" sees the journals whose names
-- begin so, as FTS5's journal_search without porter).
CREATE TEXT SEARCH CONFIGURATION oap_names (PARSER = pg_catalog.default);
ALTER TEXT SEARCH CONFIGURATION oap_names
  ADD MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart,
    int, uint, sfloat, float, version, email, host, url, url_path, file
  WITH public.unaccent, pg_catalog.simple;
