// The selection of an article search: the newest-first walk stops at the cap and agrees with the
// exact path below it; the memo serves the next page or sort of the same search.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../api/testSupport.ts';
import { createSql } from '../sql.ts';
import { createSearchContext, currentCatalogue } from './context.ts';
import { plan } from './plan.ts';
import { memoSelection, selection } from './selection.ts';
import { textMatches } from './textMatches.ts';
import { filterAndCount, newTally } from './filter.ts';
import { affinityOf } from '../../search/searchPool.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 300 });
});
after(() => t.close());

const context = () => createSearchContext(createSql(t.db), () => {});

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
