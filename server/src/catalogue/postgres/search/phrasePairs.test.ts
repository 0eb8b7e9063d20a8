// Quoted phrases on PostgreSQL through the word pairs of migration 280: the functions make the pairs
// of a vector and of a phrase as the phrase operator compares them (positions side by side, with
// their weights); a phrase tested through its pairs finds exactly the articles the phrase operator
// finds on each vector, wherever a phrase is looked for (all the metadata, a field by its weight,
// several fields, the full text), for two words and more, function words, stems that FTS5 merges
// with another (migration 290), and words that are not plain (tested as before); and the pairs'
// index is what answers.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { comparisonUnavailable } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { seededPostgresCatalogue } from '../../../../test-support/catalogue/postgres/seededCatalogue.ts';
import { leafPredicate, operandsOf, readingIndexes } from './textQuery.ts';

/** Where a phrase is looked for: the leaf's columns, the table, and the vector and weights the phrase operator tests. */
const PLACES = [
  { columns: ['title', 'abstract', 'keywords', 'authors', 'doi'], side: 'head', vector: 's.meta_vector', weights: '' },
  { columns: ['title'], side: 'head', vector: 's.meta_vector', weights: 'A' },
  { columns: ['abstract'], side: 'head', vector: 's.meta_vector', weights: 'C' },
  { columns: ['title', 'keywords'], side: 'head', vector: 's.meta_vector', weights: 'AB' },
  { columns: ['fulltext'], side: 'text', vector: 't.fulltext_vector', weights: '' },
] as const;

const TABLE = { head: sql`article_search s`, text: sql`article_search_text t` };
const ID = { head: sql`s.id`, text: sql`t.id` };

describe('quoted phrases through word pairs on PostgreSQL', { skip: comparisonUnavailable() ?? undefined }, () => {
  const seeded = seededPostgresCatalogue({ articles: 120, seed: 7, referenceDate: '2026-10-31' });

  const value = async <T>(query: ReturnType<typeof sql>) => ((await query.execute(seeded.database.db)).rows[0] as { v: T }).v;

  test('a vector has a pair for every two positions side by side, tagged with their weights', async () => {
    assert.equal(await value(sql`SELECT oap_word_pairs('a:1A b:2A c:3B d:5C e:6 a:7'::tsvector)::text AS v`), `'A a b' 'AB b c' 'CD d e' 'D e a'`);
    assert.equal(await value(sql`SELECT oap_word_pairs(''::tsvector)::text AS v`), '');
    // Past 16,383 every word of a long text is at that position: the phrase operator pairs the word
    // before with each of them, and so do the pairs.
    assert.equal(await value(sql`SELECT 'a:16382 b:16383 c:16383'::tsvector @@ 'a <-> c'::tsquery AS v`), true);
    assert.equal(await value(sql`SELECT oap_word_pairs('a:16382 b:16383 c:16383'::tsvector)::text AS v`), `'D a b' 'D a c'`);
  });

  test('a phrase is its pairs, each of the weights asked for, and nothing else is taken', async () => {
    assert.equal(await value(sql`SELECT oap_phrase_pairs(to_tsquery('oap_search', 'climate <-> change'), 'D')::text AS v`), `'D climat chang'`);
    assert.equal(await value(sql`SELECT oap_phrase_pairs(to_tsquery('oap_search', 'the <-> role <-> of'), 'A')::text AS v`), `'A the role' & 'A role of'`);
    assert.equal(await value(sql`SELECT oap_phrase_pairs(to_tsquery('oap_search', 'in <-> the'), 'AC')::text AS v`), `'A in the' | 'AC in the' | 'CA in the' | 'C in the'`);
    await assert.rejects(sql`SELECT oap_phrase_pairs(to_tsquery('oap_search', 'climate & change'), '')`.execute(seeded.database.db), /not a phrase of plain words/);
  });

  test("a stem FTS5 would merge with another is either of them in a pair (migration 290)", async () => {
    const pairs = (phrase: string) => sql`oap_phrase_pairs(to_tsquery('oap_search', ${phrase}), 'D')`;
    assert.equal(await value(sql`SELECT ${pairs('molecular <-> epidemiology')}::text AS v`), `'D molecular epidemiologi' | 'D molecular epidemiolog'`);
    const vector = sql`oap_word_pairs(to_tsvector('oap_search', 'the molecular epidemiological survey'))`;
    assert.equal(await value(sql`SELECT ${vector} @@ ${pairs('molecular <-> epidemiology')} AS v`), true);
    assert.equal(await value(sql`SELECT ${vector} @@ ${pairs('epidemiology <-> surveys')} AS v`), true);
    assert.equal(await value(sql`SELECT ${vector} @@ ${pairs('molecular <-> survey')} AS v`), false);
  });

  test('through the pairs, every phrase finds what the phrase operator finds, wherever it is looked for', async () => {
    // Phrases the seed holds (two to four words from titles, abstracts and full texts), function
    // words, phrases in no article, and words that are not plain.
    const { rows } = await sql<{ text: string }>`
      SELECT left(title, 60) AS text FROM article_search WHERE id % 9 = 0
      UNION ALL SELECT substr(abstract, 80, 50) FROM article_search WHERE id % 11 = 0
      UNION ALL SELECT substr(fulltext, 400, 40) FROM article_search_text WHERE id % 13 = 0`.execute(seeded.database.db);
    const sampled = rows.flatMap(({ text }, at) => {
      const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(1, 1 + 2 + (at % 3));
      return words.length >= 2 ? [words.join(' ')] : [];
    });
    const phrases = [...new Set([...sampled, 'of the', 'in the', 'the role of', 'climate change', 'zzyzx qqq', 'Béjà cell', 'naïve model', 'topological data', 'assembly of the', 'molecular epidemiology'])];
    let found = 0;
    let longer = 0;
    for (const phrase of phrases) {
      const operands = operandsOf(`"${phrase}"`);
      for (const place of PLACES) {
        const words = operands[0]?.words ?? [];
        const direct = words.map((word) => `'${word}'${place.weights ? `:${place.weights}` : ''}`).join(' <-> ');
        const expected = await sql<{ id: number }>`SELECT ${ID[place.side]} AS id FROM ${TABLE[place.side]} WHERE ${sql.raw(place.vector)} @@ oap_fts5_query(to_tsquery('oap_search', ${direct})) ORDER BY 1`.execute(seeded.database.db);
        const through = await readingIndexes(seeded.database.db, (tx) =>
          sql<{ id: number }>`SELECT ${ID[place.side]} AS id FROM ${TABLE[place.side]} WHERE ${leafPredicate(operands, [...place.columns], place.side)} ORDER BY 1`.execute(tx),
        );
        assert.deepEqual(through.rows.map((row) => Number(row.id)), expected.rows.map((row) => Number(row.id)), `${phrase} in ${place.columns.join(', ')}`);
        found += expected.rows.length;
        if (words.length > 2) longer += expected.rows.length;
      }
    }
    assert.ok(found > 100 && longer > 10, `the phrases were found: ${found}, of three words or more ${longer}`);
  });

  test('the pairs index answers a phrase of plain words; other words are tested as before', async () => {
    const plan = (phrase: string, side: 'head' | 'text', columns: string[]) =>
      readingIndexes(seeded.database.db, async (tx) => {
        const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) SELECT ${ID[side]} FROM ${TABLE[side]} WHERE ${leafPredicate(operandsOf(`"${phrase}"`), columns, side)}`.execute(tx);
        return JSON.stringify(rows[0]?.['QUERY PLAN']);
      });
    const fulltext = await plan('climate change', 'text', ['fulltext']);
    assert.match(fulltext, /article_search_text_fulltext_pairs/);
    assert.doesNotMatch(fulltext, /article_search_text_fulltext_vector/);
    assert.match(await plan('in the', 'head', ['title']), /article_search_meta_pairs/);
    const other = await plan('Béjà cell', 'head', ['title']);
    assert.match(other, /article_search_meta_vector/);
    assert.doesNotMatch(other, /pairs/);
  });
});
