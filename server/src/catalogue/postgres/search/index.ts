// Search on PostgreSQL, the SearchStore of the SQLite store (sqlite/sqliteSearch.ts) with
// the same answers: articles matched through the tsvector columns of migration 111 (GIN indexes,
// weighted fields, accent folding and Porter stems as FTS5 does), counted by SQLite's rules (exact up
// to ten thousand, then "more than 10,000" with the facet counts of the newest matches, estimated
// from a sample when far more match), ranked by ts_rank in SQLite's tiers, snippets cut by
// the code SQLite cuts them with (search/snippetCutter.ts); journals, topics and awards matched in SQL
// and answered in memory by the code the SQLite store uses too (search/results/). Every server copy
// reads the same database; what is kept in the process (the catalogue's journals and histogram,
// recent selections) is keyed by the seeding stamp.
import type { SqlDatabase } from '../../../data/sqlDatabase.ts';
import type { SearchStore } from '../../store.ts';
import { pageNumber, pageSize } from '../../articleSearch.ts';
import { articleFacets, articleResults, type ArticleSearchContext } from './articles.ts';
import { currentCatalogue, facetIndexOf } from './catalogue.ts';
import { exportArticles } from './exportArticles.ts';
import { journalFinder } from './journalFinder.ts';
import { journalSearch } from './journals.ts';
import { rankedArticles } from './rankedArticles.ts';
import { newSelectionMemo } from './selection.ts';
import { newSnippetCache } from '../../search/snippetCutter.ts';
import { snippetsInProcess, type SnippetCutting } from '../../search/snippetThreads.ts';
import { topicSearch } from './topics.ts';
import { awardSearch } from './awards.ts';

/** `cutter`: where snippets are cut (the server's snippet threads; on this thread by default). */
export function createPostgresSearchStore(database: SqlDatabase, { cutter = snippetsInProcess() }: { cutter?: SnippetCutting } = {}): SearchStore {
  const ctx: ArticleSearchContext = { db: database.db, catalogue: { current: null }, memo: newSelectionMemo(), snippets: newSnippetCache(), cutter };
  const { db } = ctx;
  return {
    // The catalogue and its facet index (about 0.7 and 0.6 s at a million articles), read before a
    // reader's first search needs them.
    async warm() {
      await facetIndexOf(db, await currentCatalogue(db, ctx.catalogue));
    },
    async articles(query, options = {}) {
      const results = await articleResults(ctx, query, options);
      return results ?? { total: 0, page: pageNumber(query.page), resultsPerPage: pageSize(query.resultsPerPage), items: [] };
    },
    articleFacets: (query, facet) => articleFacets(ctx, query, facet),
    journals: (query, options = {}) => journalSearch(db, query, options.includeFacets ?? false),
    journalFacets: async (query, facet) => (await journalSearch(db, query, true, facet)).facets ?? [],
    topics: (query, options = {}) => topicSearch(db, query, options.includeFacets ?? false),
    topicFacets: async (query, facet) => (await topicSearch(db, query, true, facet)).facets ?? [],
    awards: (query, options = {}) => awardSearch(db, query, options.includeFacets ?? false),
    awardFacets: async (query, facet) => (await awardSearch(db, query, true, facet)).facets ?? [],
    journalFinder: (matter) => journalFinder(db, matter),
    rankedArticles: (nameSystem, by, range, limit) => rankedArticles(db, ctx.catalogue, nameSystem, by, range, limit),
    exportArticles: (query, limit, options = {}) => exportArticles(ctx, query, limit, options),
  };
}
