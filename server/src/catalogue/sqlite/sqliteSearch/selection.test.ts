// The selection of an article search: the newest-first walk stops at the cap and agrees with the
// exact path below it; the memo serves the next page or sort of the same search.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTestCatalogue } from '../../../../test-support/catalogue/sqlite/searchTestCatalogue.ts';
import { currentCatalogue } from './context.ts';
import { plan } from './plan.ts';
import { memoSelection, selection } from './selection.ts';
import { textMatches } from './textMatches.ts';
import { filterAndCount, newTally } from './filter.ts';
import { affinityOf } from '../../search/searchPoolAffinity.ts';
import { sqliteOnly } from '../../../../test-support/testEngine.ts';

describe('the selection of an article search on SQLite', sqliteOnly("the newest-first walk and its memo are SQLite's FTS5 search"), () => {
  const catalogue = searchTestCatalogue(300);
  const context = catalogue.context;

  test('the walk finds what the exact path finds, newest first, and stops at the cap', () => {
    const ctx = context();
    const cat = currentCatalogue(ctx);
    for (const query of [{ q: 'cell' }, { q: 'cell', facets: [{ id: 'regions', value: 'Europe' }] }, { advanced: [{ id: 'title', value: 'cell' }] }]) {
      const p = plan(ctx.sql, query, undefined, cat);
      assert.ok(p?.tree);
      const exact = filterAndCount(p, cat, textMatches(ctx.sql, p.tree, p.from, p.to), newTally(cat.index)).slice();
      const whole = selection(ctx, p, cat);
      assert.deepEqual(Array.from(whole.passing), Array.from(exact), JSON.stringify(query));
      assert.equal(whole.capped, false);
      assert.ok(exact.length > 7, `enough matches for the cap (${exact.length})`);
      const capped = selection(ctx, p, cat, 5);
      assert.equal(capped.capped, true);
      assert.deepEqual(Array.from(capped.passing), Array.from(exact.slice(-5)), 'the newest five');
      // Facet counts of a capped selection are of the matches walked: no more than the whole.
      assert.ok(capped.tally.journals.reduce((a, b) => a + b, 0) <= whole.tally.journals.reduce((a, b) => a + b, 0));
    }
  });

  test('a sample stops the walk when it already shows far more than the cap, and a page past it walks on', () => {
    const ctx = context();
    const cat = currentCatalogue(ctx);
    const p = plan(ctx.sql, { q: 'cell' }, undefined, cat);
    assert.ok(p?.tree);
    const exact = filterAndCount(p, cat, textMatches(ctx.sql, p.tree, p.from, p.to), newTally(cat.index)).slice();
    // A cap of 6 and a floor of 7: five newest matches estimate far more than 7 over the whole range.
    const sampled = selection(ctx, p, cat, 6, { passing: 5, walked: 50, floor: 7 });
    assert.equal(sampled.capped, true);
    assert.deepEqual(Array.from(sampled.passing), Array.from(exact.slice(-5)), 'the newest five');
    assert.equal(sampled.sampleScale, 6 / 5, 'counts scale to the cap');
    // A floor the estimate cannot reach: the walk goes on to the cap, counted exactly.
    const walked = selection(ctx, p, cat, 6, { passing: 5, walked: 50, floor: exact.length * 1000 });
    assert.equal(walked.sampleScale, undefined);
    assert.deepEqual(Array.from(walked.passing), Array.from(exact.slice(-6)));
  });

  test('a sampled selection in the memo is walked to the cap when the caller needs more than the sample', () => {
    const ctx = context();
    const cat = currentCatalogue(ctx);
    const p = plan(ctx.sql, { q: 'cell' }, undefined, cat);
    assert.ok(p);
    const first = memoSelection(ctx, p, cat, 'cell');
    assert.equal(first.sampleScale, undefined, 'a catalogue of 300 articles is never sampled');
    ctx.memo.set(`${cat.stamp}\u0000cell`, { ...first, sampleScale: 2, passing: first.passing.slice(-1) });
    assert.equal(memoSelection(ctx, p, cat, 'cell', () => false).passing.length, 1, 'the sample answers what it can');
    const full = memoSelection(ctx, p, cat, 'cell', (kept) => kept.passing.length < 10);
    assert.deepEqual(Array.from(full.passing), Array.from(first.passing));
    assert.equal(full.sampleScale, undefined);
  });

  test('the memo: the same words and filters are selected once, whatever the page or sort; a facet makes another selection', () => {
    const ctx = context();
    const cat = currentCatalogue(ctx);
    const p = plan(ctx.sql, { q: 'cell' }, undefined, cat);
    assert.ok(p);
    const first = memoSelection(ctx, p, cat, 'cell');
    assert.equal(memoSelection(ctx, p, cat, 'cell'), first);
    const q = plan(ctx.sql, { q: 'cell', facets: [{ id: 'article_types', value: 'review-article' }] }, undefined, cat);
    assert.ok(q);
    assert.notEqual(memoSelection(ctx, q, cat, 'cell+review'), first);
    assert.equal(ctx.memo.size, 2);
  });

  test('a search prefers one worker by its words and filters, not by its sort or page', () => {
    const a = affinityOf('articles', [{ q: 'cell', page: '1', sort: 'relevancy' }], 2);
    assert.equal(affinityOf('articles', [{ q: 'cell', page: '4', sort: 'citations' }], 2), a);
    const spread = new Set(['cell', 'gene', 'climate', 'battery', 'virus', 'soil'].map((q) => affinityOf('articles', [{ q }], 2)));
    assert.equal(spread.size, 2, 'searches spread over the workers');
    assert.equal(affinityOf('journals', [{ q: 'cell' }], 2), -1);
    assert.equal(affinityOf('articles', [{ q: 'cell' }], 1), -1);
  });
});
