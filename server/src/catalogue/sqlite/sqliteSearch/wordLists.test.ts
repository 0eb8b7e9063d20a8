// Per-word match lists: a one-word search walked from its list selects exactly what FTS5 selects,
// whole or cut short by the list's size, within a date range and behind a facet filter.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTestCatalogue } from '../../../../test-support/catalogue/sqlite/searchTestCatalogue.ts';
import { currentCatalogue } from './context.ts';
import { plan } from './plan.ts';
import { selection } from './selection.ts';
import { textMatches } from './textMatches.ts';
import { filterAndCount, newTally } from './filter.ts';
import { buildWordLists } from './wordLists.ts';
import { rankWindow } from './ranking.ts';
import { RANK_ALL } from '../../articleSearch.ts';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { sqliteOnly } from '../../../../test-support/testEngine.ts';

describe('per-word match lists', sqliteOnly("the word lists are SQLite's FTS5 search"), () => {
  const catalogue = searchTestCatalogue(300);
  const context = catalogue.context;

  function check(queries: SearchQuery[]): number {
    const ctx = context();
    const cat = currentCatalogue(ctx);
    let listed = 0;
    for (const query of queries) {
      const p = plan(ctx.sql, query, undefined, cat);
      assert.ok(p?.tree);
      const exact = filterAndCount(p, cat, textMatches(ctx.sql, p.tree, p.from, p.to), newTally(cat.index)).slice();
      const before = ctx.wordLists.stems.size;
      assert.deepEqual(Array.from(selection(ctx, p, cat).passing), Array.from(exact), JSON.stringify(query));
      assert.deepEqual(Array.from(selection(ctx, p, cat, 5).passing), Array.from(exact.slice(-5)), `the newest five: ${JSON.stringify(query)}`);
      if (ctx.wordLists.stems.size > before || ctx.wordLists.stems.has(String(query.q))) listed++;
    }
    assert.ok(ctx.wordLists.usable, 'the lists belong to this catalogue');
    return listed;
  }

  test('a one-word search walks its list and selects what FTS5 selects', () => {
    const db = catalogue.db();
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    for (const keep of [100_000, 7]) {
      assert.ok((buildWordLists(db, { minDocs: 20, keep }) ?? 0) > 5, 'lists for the common words');
      assert.ok(count('SELECT count(*) AS n FROM article_word_lists') > 5);
      const queries: SearchQuery[] = [];
      for (const q of ['cell', 'cells', 'study', 'studies', 'analysis', 'patients', 'model', 'climate', 'disease', 'diseases', 'response', 'cell-free', 'xyzzy']) {
        queries.push({ q }, { q, basic: [{ id: 'date_from', value: '2021' }, { id: 'date_to', value: '2023' }] }, { q, facets: [{ id: 'regions', value: 'Europe' }] });
      }
      // Field searches and two words are not one listed word: FTS5 as before.
      queries.push({ advanced: [{ id: 'title', value: 'cell' }] }, { q: 'cell study' });
      assert.ok(check(queries) > 0, 'some searches used a list');
      // A stem that is not its own stem ("diseas") is listed too, from a word that has it.
      assert.ok(count("SELECT count(*) AS n FROM article_word_lists WHERE term = 'diseas'") === 1, 'a list for the stem of "disease"');
    }
  });

  test('lists of another seeding are not used', () => {
    const db = catalogue.db();
    buildWordLists(db, { minDocs: 20 });
    db.prepare("UPDATE catalogue_info SET value = 'another' WHERE key = 'wordListsOf'").run();
    const ctx = context();
    const cat = currentCatalogue(ctx);
    const p = plan(ctx.sql, { q: 'cell' }, undefined, cat);
    assert.ok(p);
    selection(ctx, p, cat);
    assert.equal(ctx.wordLists.usable, false);
  });
});

describe("a listed word's title tier", sqliteOnly("the word lists are SQLite's FTS5 search"), () => {
  // Enough articles that common words select more than RANK_ALL, which relevance ranks by title tier.
  const catalogue = searchTestCatalogue(1500);

  /** Each query's relevance order, from a fresh connection context (nothing kept from before). */
  function orders(queries: SearchQuery[]): { orders: number[][]; tiers: number } {
    const ctx = catalogue.context();
    const cat = currentCatalogue(ctx);
    let tiers = 0;
    const out = queries.map((query) => {
      const p = plan(ctx.sql, query, undefined, cat);
      assert.ok(p?.tree);
      const sel = selection(ctx, p, cat, 10_000, null);
      if (sel.passing.length > RANK_ALL) tiers++;
      return rankWindow(ctx, p, sel).ranked;
    });
    return { orders: out, tiers };
  }

  test('ranks as FTS5 does, whole or cut short, with filters and dates', () => {
    const db = catalogue.db();
    const queries: SearchQuery[] = [];
    for (const q of ['cell', 'cells', 'study', 'model', 'disease', 'analysis', 'patients']) {
      queries.push(
        { q },
        { q, facets: [{ id: 'regions', value: 'Europe' }] },
        { q, basic: [{ id: 'date_from', value: '2019' }, { id: 'date_to', value: '2022' }] },
      );
    }
    buildWordLists(db, { minDocs: 20 });
    db.prepare('UPDATE article_word_lists SET title_ids = NULL, titles_complete = NULL, title_ranked = NULL').run();
    const byFts = orders(queries);
    assert.ok(byFts.tiers > 3, `some searches are ranked by title tier (${byFts.tiers})`);
    for (const keepTitles of [100_000, 70, 3]) {
      buildWordLists(db, { minDocs: 20, keepTitles });
      const listed = (db.prepare('SELECT count(*) AS n FROM article_word_lists WHERE title_ids IS NOT NULL').get() as { n: number }).n;
      assert.ok(listed > 5, 'title lists for the common words');
      assert.deepEqual(orders(queries).orders, byFts.orders, `title lists of at most ${keepTitles}`);
    }
    // The seed's ranked first tiers are what orders an unfiltered search: reversed, they reverse it.
    buildWordLists(db, { minDocs: 20 });
    const reverse = db.prepare('UPDATE article_word_lists SET title_ranked = ? WHERE term = ?');
    for (const row of db.prepare('SELECT term, title_ranked FROM article_word_lists').all() as { term: string; title_ranked: Uint8Array }[]) {
      const ids = new Int32Array(row.title_ranked.byteLength / 4);
      new Uint8Array(ids.buffer).set(row.title_ranked);
      reverse.run(new Uint8Array(ids.reverse().buffer), row.term);
    }
    assert.notDeepEqual(orders(queries).orders, byFts.orders);
    // The lists are what ranks: lists that say one article has the word in its title make a tier of one.
    db.prepare('UPDATE article_word_lists SET title_ids = substr(title_ids, 1, 4), titles_complete = 1').run();
    assert.notDeepEqual(orders(queries).orders, byFts.orders);
  });
});

