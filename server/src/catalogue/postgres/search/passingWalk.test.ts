// A filter that passes few of a word's many matches on PostgreSQL: once the newest matches have been
// read without reaching the cap, the rest of the walk reads the matches among the articles the filters
// pass (listSelection.ts passingWalk) and finds what reading every match finds (the same ids, count and
// cap, the passing articles' facet counts), with the counts of the articles a filter fails estimated
// and marked so; a word whose list ends too soon keeps the list for relevance's title tier.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { comparisonUnavailable } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { seededPostgresCatalogue } from '../../../../test-support/catalogue/postgres/seededCatalogue.ts';
import { currentCatalogue } from './catalogue.ts';
import { facetTests, planSearch, type PgPlan } from './plan.ts';
import { rankSelection } from './ranking.ts';
import { selection, type PgSelection } from './selection.ts';
import { buildWordLists, unpackIds } from './wordLists.ts';
import type { HistogramRow } from './catalogue.ts';

describe('a filter that passes few of many matches, on PostgreSQL', { skip: comparisonUnavailable() ?? undefined }, () => {
  const seeded = seededPostgresCatalogue({ articles: 300, seed: 11, referenceDate: '2026-10-31' });
  // A sample that cannot stop, and a cap small enough that these walks read past their first reads.
  const rule = { passing: 3, walked: 10, floor: 1_000_000 };

  const rowKey = (row: HistogramRow) => JSON.stringify([row.journal_id, row.article_type, row.region]);
  const passingRows = (p: PgPlan, sel: PgSelection) => sel.histogram.filter((row) => facetTests(p, row).every(Boolean)).map((row) => `${rowKey(row)} ${row.n}`).sort();

  /** The selection read among the passing articles as soon as it can be, and the one that reads every match, each from a catalogue of its own (nothing kept between them). */
  async function bothWays(query: SearchQuery, cap: number) {
    const db = seeded.database.db;
    const p = await planSearch(db, query, undefined, await currentCatalogue(db, { current: null }));
    assert.ok(p);
    const amongPassing = await selection(db, p, await currentCatalogue(db, { current: null }), cap, rule, 1);
    const everyMatch = await selection(db, p, await currentCatalogue(db, { current: null }), cap, rule, Number.POSITIVE_INFINITY);
    return { p, amongPassing, everyMatch };
  }

  test('the same articles, count and cap as reading every match; the passing facet counts exact, the others estimated', async () => {
    const journal = (await currentCatalogue(seeded.database.db, { current: null })).journals[0]?.nameSystem ?? '';
    let read = 0;
    for (const q of ['cell', 'study', 'analysis', 'gut']) {
      for (const facets of [[{ id: 'journals', value: journal }], [{ id: 'article_types', value: 'review-article' }], [{ id: 'regions', value: 'Asia' }]]) {
        for (const cap of [4, 40]) {
          const label = JSON.stringify([q, facets, cap]);
          const { p, amongPassing, everyMatch } = await bothWays({ q, facets }, cap);
          assert.deepEqual([amongPassing.passing, amongPassing.count, amongPassing.capped], [everyMatch.passing, everyMatch.count, everyMatch.capped], label);
          assert.equal(everyMatch.facetsEstimated, undefined, label);
          if (!amongPassing.facetsEstimated) continue;
          read++;
          assert.deepEqual(passingRows(p, amongPassing), passingRows(p, everyMatch), label);
          const counted = new Set(everyMatch.histogram.map(rowKey));
          for (const row of amongPassing.histogram) assert.ok(counted.has(rowKey(row)) && row.n >= 1, `${label}: ${rowKey(row)} is counted among every match too`);
        }
      }
    }
    assert.ok(read >= 6, `selections read among the passing articles (${read})`);
  });

  test('a walk that would read few more matches, or whose filters pass more articles than there are matches, reads every match', async () => {
    const db = seeded.database.db;
    const estimated = async (query: SearchQuery, passingFrom: number) => {
      const p = await planSearch(db, query, undefined, await currentCatalogue(db, { current: null }));
      assert.ok(p);
      return (await selection(db, p, await currentCatalogue(db, { current: null }), 4, rule, passingFrom)).facetsEstimated;
    };
    assert.equal(await estimated({ q: 'cell', facets: [{ id: 'regions', value: 'Asia' }] }, 1), true, 'read among the passing articles');
    assert.equal(await estimated({ q: 'cell', facets: [{ id: 'regions', value: 'Asia' }] }, 100_000), undefined, 'too few matches below');
    assert.equal(await estimated({ q: 'patients', facets: [{ id: 'regions', value: 'Europe' }] }, 1), undefined, 'more passing articles than matches');
  });

  test('a word whose list ends before the walk stops keeps the list for relevance, and selects as the indexes do', async () => {
    const db = seeded.database.db;
    await buildWordLists(db, { minDocs: 20 });
    // The list of "cell" cut to its newest 4 ids, as a list at a million holds only the newest.
    const { rows } = await sql<{ ids: Buffer }>`SELECT ids FROM article_word_lists WHERE term = 'cell'`.execute(db);
    const ids = unpackIds(rows[0]?.ids ?? Buffer.alloc(0));
    assert.ok(ids.length > 8, `a list longer than its cut (${ids.length})`);
    await sql`UPDATE article_word_lists SET ids = substring(ids FROM 1 FOR 16), below = ${ids[3]} WHERE term = 'cell'`.execute(db);
    const p = await planSearch(db, { q: 'cell' }, undefined, await currentCatalogue(db, { current: null }));
    assert.ok(p);
    const sel = await selection(db, p, await currentCatalogue(db, { current: null }), 10_000, null);
    assert.equal(sel.list?.term, 'cell');
    assert.deepEqual(sel.passing, [...ids].reverse(), 'every match, as the whole list held them');
    assert.equal(sel.facetsEstimated, undefined);
    assert.deepEqual(await rankSelection(db, p, sel, [...ids]), await rankSelection(db, p, { ...sel, list: undefined }, [...ids]));
  });
});
