// An article search on PostgreSQL from end to end: plan, select (match, filter, count), sort and
// page, then the page's summaries and snippets; and the counts of one facet category.
import { articleResultsOf } from '../../search/results/articleResults.ts';
import { CompiledQuery } from 'kysely';
import { preparedStatement } from '../../../data/postgres/preparedStatements.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { MAX_COUNTED_MATCHES, type FacetCounts, type SearchQuery, type SearchResults } from '@oap/contracts/api/search.ts';
import { pageNumber, pageSize } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { ArticleScope } from '../../store.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../rows/rows.ts';
import { currentCatalogue, type CatalogueCache } from './catalogue.ts';
import { facetCounts } from './facets.ts';
import { pageIds } from './paging.ts';
import { planSearch, selectionKey } from './plan.ts';
import { memoSelection, type SelectionMemo } from './selection.ts';
import { snippets, type SnippetCache } from './snippets.ts';
import type { SnippetCutting } from '../../search/snippetThreads.ts';
import { searchInputErrors } from './inputErrors.ts';

/** What the article search parts share: the handle, the kept catalogue and the kept selections. */
export interface ArticleSearchContext {
  db: Db;
  catalogue: CatalogueCache;
  memo: SelectionMemo;
  snippets: SnippetCache;
  /** Cuts the snippets not kept yet (SQLite's FTS5 in memory, in snippet threads or on this one). */
  cutter: SnippetCutting;
}

/** A page's summaries: run for every page of results, and planned once per connection. */
const SUMMARIES = preparedStatement(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id = ANY($1::bigint[])`);

/** Article summaries in the order of `ids` (ids without a row are left out). */
export async function summaries(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const { rows } = await db.executeQuery<SummaryRow>(CompiledQuery.raw(SUMMARIES, [ids]));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary({ ...row, id, editors_choice: Number(row.editors_choice) })] : [];
  });
}

/**
 * The search without its page's rows: the ids of one page in the sort order, the total and the facet
 * counts. Shared by the search (which adds summaries and snippets) and the export (which takes the
 * first `limit` ids and reads whole articles).
 */
export async function runArticles(ctx: ArticleSearchContext, query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope; limit?: number }) {
  const { db } = ctx;
  const cat = await currentCatalogue(db, ctx.catalogue);
  const page = pageNumber(query.page);
  const size = options.limit ?? pageSize(query.resultsPerPage);
  const p = await planSearch(db, query, options.scope, cat);
  if (!p) return null;
  const sort = query.sort ?? (p.tree ? 'relevancy' : 'publication_date');
  const offset = options.limit ? 0 : (page - 1) * size;
  // A sample answers the first pages newest first or by relevance; other sorts, and a page past the
  // sample, need the newest ten thousand (as SQLite's runArticles decides).
  const sel = await searchInputErrors(() =>
    memoSelection(db, ctx.memo, p, cat, selectionKey(query, options.scope), (kept) => (sort !== 'relevancy' && sort !== 'publication_date') || offset + size > (kept.passing?.length ?? 0)),
  );
  const ids = await searchInputErrors(() => pageIds(db, p, cat, sort, sel, offset, size));
  const facets = options.includeFacets ? facetCounts(p, cat, sel.histogram, undefined, sel.sampleScale) : undefined;
  const total = sel.sampleScale !== undefined ? MAX_COUNTED_MATCHES : sel.count;
  return { stamp: cat.stamp, p, page, size, total, capped: sel.capped, estimated: sel.sampleScale !== undefined, ids, facets };
}

/** One page of article results with summaries and highlighted snippets; null when the scope names no journal or section. */
export async function articleResults(ctx: ArticleSearchContext, query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope } = {}): Promise<SearchResults<ArticleSummary> | null> {
  const run = await runArticles(ctx, query, options);
  if (!run) return null;
  // The page's rows and its snippets at once, on two connections: each is a round trip of its own.
  const tree = run.p.tree;
  const [items, marked] = await Promise.all([summaries(ctx.db, run.ids), tree ? snippets(ctx.db, ctx.cutter, tree, run.ids, ctx.snippets, run.stamp) : null]);
  return articleResultsOf(run, items, marked);
}

/** The counts of one facet category (the reader opened "more" on it): that category's own filter is dropped. */
export async function articleFacets(ctx: ArticleSearchContext, query: SearchQuery, facet?: string): Promise<FacetCounts[]> {
  const cat = await currentCatalogue(ctx.db, ctx.catalogue);
  const p = await planSearch(ctx.db, query, undefined, cat, facet);
  if (!p) return [];
  const sel = await searchInputErrors(() => memoSelection(ctx.db, ctx.memo, p, cat, selectionKey(query, undefined, facet)));
  return facetCounts(p, cat, sel.histogram, facet, sel.sampleScale);
}
