// An article search on PostgreSQL from end to end: plan, select (match, filter, count), sort and
// page, then the page's summaries and snippets; and the counts of one facet category.
import { articleResultsOf } from '../../search/results/articleResults.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { MAX_COUNTED_MATCHES, type FacetCounts, type SearchQuery, type SearchResults } from '@oap/contracts/api/search.ts';
import { pageNumber, pageSize } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { ArticleScope } from '../../store.ts';
import { catalogueStamp, currentCatalogue, type CatalogueCache, type PgCatalogue } from './catalogue.ts';
import { facetCounts } from './facets.ts';
import { pageIds } from './paging.ts';
import { planSearch, selectionKey } from './plan.ts';
import { memoSelection, type SelectionMemo } from './selection.ts';
import { cutMissing, keptSnippets, namedShortFields } from './snippets.ts';
import type { SnippetCache } from '../../search/snippetCutter.ts';
import { pageRows } from './pageRows.ts';
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

/** Article summaries in the order of `ids` (ids without a row are left out). */
export async function summaries(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  return ids.length ? (await pageRows(db, ids, null)).items : [];
}

/**
 * The search without its page's rows: the ids of one page in the sort order, the total and the facet
 * counts. Shared by the search (which adds summaries and snippets) and the export (which takes the
 * first `limit` ids and reads whole articles). `catalogue`: the one to plan with (else read now).
 */
export async function runArticles(ctx: ArticleSearchContext, query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope; limit?: number }, catalogue?: PgCatalogue) {
  const { db } = ctx;
  const cat = catalogue ?? (await currentCatalogue(db, ctx.catalogue));
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
  return { stamp: cat.stamp, p, page, size, total, capped: sel.capped, estimated: sel.sampleScale !== undefined || sel.facetsEstimated === true, ids, facets };
}

type SearchOptions = { includeFacets?: boolean; scope?: ArticleScope };

/** A search planned with a catalogue a publish or a re-seed has replaced since: to run again. */
const REPLACED = Symbol('catalogue replaced');

/**
 * One page of article results with summaries and highlighted snippets; null when the scope names no
 * journal or section. The search is planned with the catalogue kept from the last one, without reading
 * the stamp first: the page's statement reads it (pageRows.ts), and a search whose catalogue was
 * replaced meanwhile runs again on the new one. So a search never answers from a catalogue older than
 * its own start, at one statement less.
 */
export async function articleResults(ctx: ArticleSearchContext, query: SearchQuery, options: SearchOptions = {}): Promise<SearchResults<ArticleSummary> | null> {
  const kept = ctx.catalogue.current;
  if (kept) {
    const stillCurrent = async () => (await catalogueStamp(ctx.db)) === kept.stamp;
    const answer = await kept.catalogue
      .then((cat) => pageOfResults(ctx, query, options, cat, stillCurrent))
      // What a replaced catalogue planned can fail (a journal gone, ids given anew): so can a read.
      .catch(async (error: unknown): Promise<typeof REPLACED> => {
        if (await stillCurrent()) throw error;
        return REPLACED;
      });
    if (answer !== REPLACED) return answer;
  }
  return pageOfResults(ctx, query, options, await currentCatalogue(ctx.db, ctx.catalogue), null);
}

/** The page of results of `cat`, or REPLACED when `stillCurrent` is given and the catalogue has changed since it was read. */
async function pageOfResults(ctx: ArticleSearchContext, query: SearchQuery, options: SearchOptions, cat: PgCatalogue, stillCurrent: null): Promise<SearchResults<ArticleSummary> | null>;
async function pageOfResults(ctx: ArticleSearchContext, query: SearchQuery, options: SearchOptions, cat: PgCatalogue, stillCurrent: () => Promise<boolean>): Promise<SearchResults<ArticleSummary> | null | typeof REPLACED>;
async function pageOfResults(
  ctx: ArticleSearchContext,
  query: SearchQuery,
  options: SearchOptions,
  cat: PgCatalogue,
  stillCurrent: (() => Promise<boolean>) | null,
): Promise<SearchResults<ArticleSummary> | null | typeof REPLACED> {
  const run = await runArticles(ctx, query, options, cat);
  // A scope this catalogue does not know may be a journal published since.
  if (!run) return stillCurrent && !(await stillCurrent()) ? REPLACED : null;
  const todo = run.p.tree ? keptSnippets(run.p.tree, run.ids, ctx.snippets, run.stamp) : null;
  const page = await pageRows(ctx.db, run.ids, todo?.missing.length ? namedShortFields(todo.match) : null);
  if (stillCurrent && page.stamp !== run.stamp) return REPLACED;
  const marked = todo ? await cutMissing(ctx.db, ctx.cutter, todo, page.shortFields, ctx.snippets, run.stamp) : null;
  return articleResultsOf(run, page.items, marked);
}

/** The counts of one facet category (the reader opened "more" on it): that category's own filter is dropped. */
export async function articleFacets(ctx: ArticleSearchContext, query: SearchQuery, facet?: string): Promise<FacetCounts[]> {
  const cat = await currentCatalogue(ctx.db, ctx.catalogue);
  const p = await planSearch(ctx.db, query, undefined, cat, facet);
  if (!p) return [];
  const sel = await searchInputErrors(() => memoSelection(ctx.db, ctx.memo, p, cat, selectionKey(query, undefined, facet)));
  return facetCounts(p, cat, sel.histogram, facet, sel.sampleScale);
}
