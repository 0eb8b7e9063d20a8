// The search API tests' app (src/features/catalogueApi/search*.test.ts): createTestApp with 300
// generated articles and the four real ones, on the suite's engine (test-support/testEngine.ts), searches
// going through the worker pool as in production; and the requests those tests make of it. Call it at
// the top of a test file: it registers the file's before and after hooks.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchFacetsResponse, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp, type TestApp } from './catalogueApi.ts';

export function searchTestApp() {
  let opened: TestApp | null = null;
  before(async () => {
    // Searches go through the worker pool, as in production.
    opened = await createTestApp({ articles: 300, searchPool: { workers: 2 } });
  });
  after(() => opened?.close());
  const current = (): TestApp => {
    if (!opened) throw new Error('the search test app is opened in before()');
    return opened;
  };
  /** The app and the test's own handle on its database, once before() has opened them. */
  const t: Pick<TestApp, 'app' | 'rows'> = {
    get app() {
      return current().app;
    },
    get rows() {
      return current().rows;
    },
  };

  const search = async (query: SearchQuery) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<SearchResults<ArticleSummary>>();
  };
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const facetsOf = async (query: SearchQuery, facet?: string, type = 'articles') => {
    const res = await post(`/api/search/${type}/facets`, facet ? { query, facet } : { query });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<SearchFacetsResponse>().facets;
  };
  return { t, search, post, facetsOf };
}
