// Snippets kept per search words and article: the same article shown again for the same words (another
// sort, page or filter) gets the snippet cut the first time, and other words get their own.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTestCatalogue } from '../../../../test-support/catalogue/sqlite/searchTestCatalogue.ts';
import { currentCatalogue, type SearchContext } from './context.ts';
import { articleResults } from './articles.ts';
import { sqliteOnly } from '../../../../test-support/testEngine.ts';

describe('snippets kept per words and article', sqliteOnly("the snippets are cut by SQLite's FTS5"), () => {
  const catalogue = searchTestCatalogue(300);

  const snippetsOf = (ctx: SearchContext, q: string, sort: string) =>
    new Map((articleResults(ctx, { q, sort, resultsPerPage: 30 })?.items ?? []).map((item) => [item.id, item.snippet]));

  test('an article shown again for the same words has the same snippet, without cutting it again', () => {
    const ctx = catalogue.context();
    currentCatalogue(ctx);
    const byDate = snippetsOf(ctx, 'cells', 'publication_date');
    const kept = ctx.snippetCache.size;
    assert.ok(kept > 0 && [...byDate.values()].some((snippet) => snippet?.includes('<mark>')), 'snippets were cut and kept');
    const byRelevance = snippetsOf(ctx, 'cells', 'relevancy');
    const shared = [...byRelevance.keys()].filter((id) => byDate.has(id));
    assert.ok(shared.length > 0, 'the two sorts share articles');
    for (const id of shared) assert.equal(byRelevance.get(id), byDate.get(id));
    // Only the articles not shown before were cut.
    assert.equal(ctx.snippetCache.size, kept + byRelevance.size - shared.length);
    // A fresh connection cuts the same snippets.
    const fresh = snippetsOf(catalogue.context(), 'cells', 'relevancy');
    assert.deepEqual(fresh, byRelevance);
    // Other words are other snippets.
    const other = snippetsOf(ctx, 'climate', 'publication_date');
    for (const [id, snippet] of other) if (byDate.has(id) && snippet) assert.notEqual(snippet, byDate.get(id));
  });
});
