// Search over SQLite FTS5 plus the in-memory article index (spec 9.1, 4, 5):
// - articles: FTS5 gives the matching ids newest first, up to ten thousand passing the filters (no row
//   reads); the article index filters, counts facets (each category without its own filter), sorts and
//   pages; bm25 ranks a small selection whole and a large one's title tier; the selection is kept for
//   the next page or sort of the same search; snippets are cut from a per-page temporary FTS table;
// - journals and topics: small tables, searched with their own FTS5 indexes and filtered in memory;
// - the journal finder: bm25 of the manuscript's words over one term profile per journal.
//
// This module only assembles the SearchStore; each concern is a module of ./sqliteSearch/, and what
// they share on the connection (the loaded catalogue, scratch buffers, prepared statements, the
// snippet table) is one SearchContext passed to them, rather than a closure over everything.
import type { Article } from '@oap/contracts/api/articles.ts';
import type { ArticleIndex } from './articleIndex.ts';
import type { SearchStore } from '../store.ts';
import type { Sql } from './sql.ts';
import { pageNumber, pageSize } from '../articleSearch.ts';
import { fullArticles } from '../articles/fullArticles.ts';
import { sqliteDatabase } from '../../data/sqlite/sqliteDatabase.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { articleFacets, articleResults, runArticles } from './sqliteSearch/articles.ts';
import { createSearchContext, currentCatalogue } from './sqliteSearch/context.ts';
import { journalFinder } from './sqliteSearch/journalFinder.ts';
import { journalSearch } from './sqliteSearch/journalSearch.ts';
import { rankedArticles } from './sqliteSearch/rankedArticles.ts';
import { topicSearch } from './sqliteSearch/topicSearch.ts';
import { awardSearch } from './sqliteSearch/awardSearch.ts';

export { SearchInputError } from '../searchInputError.ts';

/**
 * `checkpoint` is called between the steps of an article search (after matching, after filtering,
 * before snippets) and may throw to stop it: the search worker cancels a search whose reader left.
 */
export function createSearchStore(
  sql: Sql,
  options: { checkpoint?: () => void; database?: Pick<SqlDatabase, 'db' | 'engine'> } = {},
): SearchStore & { index(): ArticleIndex; recordView(id: number): void; readViews(ids: readonly number[] | 'all'): void } {
  const ctx = createSearchContext(sql, options.checkpoint ?? (() => {}));
  // Exports read whole articles as the article store does, through Kysely on this connection (the
  // store's own handle when it has one; a search thread makes its own).
  const database = options.database ?? sqliteDatabase(sql.db, { ownsConnection: false });
  return {
    index: () => currentCatalogue(ctx).index,
    recordView: (id) => ctx.catalogue?.index.recordView(id),
    // A search thread's index takes the views the main thread counted (../search/viewsRing.ts); an
    // index not loaded yet reads them with the rest.
    readViews(ids) {
      const index = ctx.catalogue?.index;
      if (!index) return;
      const statement = sql.prepare(`SELECT id, views FROM articles${ids === 'all' ? '' : ' WHERE id IN (SELECT value FROM json_each(?))'}`);
      statement.setReturnArrays(true);
      const rows = (ids === 'all' ? statement.all() : statement.all(JSON.stringify(ids))) as unknown as [number, number][];
      for (const [id, views] of rows) index.setViews(id, views);
    },
    async warm() {
      currentCatalogue(ctx);
    },

    async articles(query, options = {}) {
      const results = articleResults(ctx, query, options);
      if (!results) return { total: 0, page: pageNumber(query.page), resultsPerPage: pageSize(query.resultsPerPage), items: [] };
      return results;
    },
    async articleFacets(query, facet) {
      return articleFacets(ctx, query, facet);
    },
    async journals(query, options = {}) {
      return journalSearch(sql, query, options.includeFacets ?? false);
    },
    async journalFacets(query, facet) {
      return journalSearch(sql, query, true, facet).facets ?? [];
    },
    async topics(query, options = {}) {
      return topicSearch(sql, query, options.includeFacets ?? false);
    },
    async topicFacets(query, facet) {
      return topicSearch(sql, query, true, facet).facets ?? [];
    },
    async awards(query, options = {}) {
      return awardSearch(sql, query, options.includeFacets ?? false);
    },
    async awardFacets(query, facet) {
      return awardSearch(sql, query, true, facet).facets ?? [];
    },
    async journalFinder(matter) {
      return journalFinder(sql, matter);
    },
    async rankedArticles(nameSystem, by, range, limit) {
      return rankedArticles(ctx, nameSystem, by, range, limit);
    },
    async exportArticles(query, limit, options = {}): Promise<{ total: number; articles: Article[] }> {
      // A reader's selection: those articles, in their order (unknown ids are left out).
      if (options.ids?.length) {
        const articles = await fullArticles(database, options.ids.slice(0, limit));
        return { total: articles.length, articles };
      }
      const run = options.page ? runArticles(ctx, query, {}) : runArticles(ctx, query, { limit });
      if (!run) return { total: 0, articles: [] };
      return { total: run.total, articles: await fullArticles(database, run.ids.slice(0, limit)) };
    },
  };
}
