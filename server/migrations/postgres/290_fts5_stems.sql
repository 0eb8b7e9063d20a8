-- Searches find on PostgreSQL what FTS5 finds where the two Porter stemmers part (docs/search.md).
-- FTS5 has Porter's revised rules LOGI -> LOG and BLI -> BLE; Snowball's porter (oap_porter) has
-- the 1980 paper's, so "epidemiology" is 'epidemiologi' and "epidemiological" 'epidemiolog' in the
-- stored vectors, where FTS5 makes both 'epidemiolog'. PostgreSQL's stems are the finer ones here,
-- so the queries are widened instead of the vectors rewritten (nearly every full text at a million
-- articles): each stem of a query becomes the PostgreSQL stems FTS5 would have made one.
-- Left alone: words of one or two letters, which FTS5 does not stem and Snowball does ("as" is
-- 'a'), where PostgreSQL's stems are the coarser; and a stem that lost "-ible" ("incred"), whose
-- "-ibly" form ('incredibli') only its own words find.

-- Porter's measure m of a stem: how many vowel-consonant sequences it has ([C](VC)^m[V]); y is a
-- vowel after a consonant.
CREATE OR REPLACE FUNCTION oap_porter_measure(stem text) RETURNS int
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    kinds text := '';
    letter text;
    vowel boolean := true;
  BEGIN
    FOR i IN 1 .. length(stem) LOOP
      letter := substr(stem, i, 1);
      vowel := letter IN ('a', 'e', 'i', 'o', 'u') OR (letter = 'y' AND NOT vowel);
      kinds := kinds || CASE WHEN vowel THEN 'v' ELSE 'c' END;
    END LOOP;
    RETURN (length(kinds) - length(replace(kinds, 'vc', ''))) / 2;
  END
  $$;

-- The PostgreSQL stems of the words FTS5 gives one stem with `stem`'s words: `stem` first, then the
-- other if there is one.
-- * LOGI -> LOG (when the stem before it has m > 0): 'ecologi' and 'ecolog' are one.
-- * BLI -> BLE (not "-abli", which both make "-able"), then FTS5's later steps on "-ble": "-ible"
--   goes after a stem of m > 1 (step 4), and the final e after one of m > 0 (step 5), as they do for
--   the "-ble" word itself: 'assembli' and 'assembl', 'incredibli' and 'incred' are one.
CREATE OR REPLACE FUNCTION oap_stem_variants(stem text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    before text;
  BEGIN
    IF stem ~ '^[a-z]+logi$' AND oap_porter_measure(left(stem, -4)) > 0 THEN
      RETURN ARRAY[stem, left(stem, -1)];
    ELSIF stem ~ '^[a-z]+log$' AND oap_porter_measure(left(stem, -3)) > 0 THEN
      RETURN ARRAY[stem, stem || 'i'];
    ELSIF stem ~ '^[a-z]*[^a]bli$' AND oap_porter_measure(left(stem, -3)) > 0 THEN
      before := left(stem, -3);
      IF before ~ 'i$' AND oap_porter_measure(left(before, -1)) > 1 THEN
        RETURN ARRAY[stem, left(before, -1)];
      END IF;
      RETURN ARRAY[stem, before || 'bl'];
    ELSIF stem ~ '^[a-z]*[^a]bl$' AND oap_porter_measure(left(stem, -2)) > 0 THEN
      RETURN ARRAY[stem, stem || 'i'];
    END IF;
    RETURN ARRAY[stem];
  END
  $$;

-- A query with each stem that has variants widened to all of them, each with the stem's prefix mark
-- and weights ('ecologi':*A becomes ( 'ecologi':*A | 'ecolog':*A )). Inside a phrase the
-- alternatives stand at the stem's place.
CREATE OR REPLACE FUNCTION oap_fts5_query(stemmed tsquery) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    source text := stemmed::text;
    operand constant text := '''([a-z]+)''(:[*A-D]+)?';
    pieces text[];
    found text[];
    out text;
    variants text[];
  BEGIN
    IF NOT EXISTS (SELECT FROM regexp_matches(source, operand, 'g') m WHERE cardinality(oap_stem_variants(m[1])) > 1) THEN
      RETURN stemmed;
    END IF;
    pieces := regexp_split_to_array(source, operand);
    found := ARRAY(SELECT m[1] || ' ' || coalesce(m[2], '') FROM regexp_matches(source, operand, 'g') WITH ORDINALITY AS t(m, i) ORDER BY i);
    out := pieces[1];
    FOR i IN 1 .. cardinality(found) LOOP
      variants := oap_stem_variants(split_part(found[i], ' ', 1));
      out := out || '(' || (SELECT string_agg('''' || v || '''' || split_part(found[i], ' ', 2), ' | ') FROM unnest(variants) v) || ')' || pieces[i + 1];
    END LOOP;
    RETURN out::tsquery;
  END
  $$;

-- One stem as a query of its variants, each with `suffix` (':*', ':A'): what a word list holds for it.
CREATE OR REPLACE FUNCTION oap_stem_query(stem text, suffix text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT string_agg(quote_literal(v) || suffix, ' | ')::tsquery FROM unnest(oap_stem_variants(stem)) v $$;

-- The pairs of a phrase (migration 280) for each of its stems' variants: a pair is any of its
-- stems' variants side by side, with any of the weights' tags.
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
      SELECT string_agg('(' || (
        SELECT string_agg(quote_literal(tag || ' ' || a || ' ' || b), ' | ')
        FROM unnest(tags) tag, unnest(oap_stem_variants(lexemes[i])) a, unnest(oap_stem_variants(lexemes[i + 1])) b) || ')', ' & ')
      FROM generate_series(1, cardinality(lexemes) - 1) i)::tsquery;
  END
  $$;

-- The word lists of such stems were made from the stem alone. They go; the server makes them again
-- widened (wordLists.ts), and until then those words are found through the indexes.
DELETE FROM article_word_lists WHERE cardinality(oap_stem_variants(term)) > 1;
