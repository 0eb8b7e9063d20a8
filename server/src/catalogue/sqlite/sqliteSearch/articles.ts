// An article search from end to end: plan, match the words, filter and count facets, sort and page,
// then the page's summaries and snippets. `checkpoint` runs between the steps (see context.ts).
import { articleResultsOf } from '../../search/results/articleResults.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { MAX_COUNTED_MATCHES, type FacetCounts, type SearchQuery, type SearchResults } from '@oap/contracts/api/search.ts';
import type { ArticleScope } from '../../store.ts';
import type { Sql } from '../sql.ts';
import { placeholders } from '../sql.ts';
import { pageNumber, pageSize } from '../../articleSearch.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary } from '../../rows/rows.ts';
import type { SummaryRow } from '../../rows/rows.ts';
import { currentCatalogue } from './context.ts';
import type { SearchContext } from './context.ts';
import { facetCounts } from './facetCounts.ts';
import { pageIds } from './paging.ts';
import { plan } from './plan.ts';
import { memoSelection } from './selection.ts';
import { snippets } from './snippets.ts';

/** Article summaries in the order of `ids` (ids without a row are left out). */
export function summaries(sql: Sql, ids: number[]): ArticleSummary[] {
  if (!ids.length) return [];
  const rows = sql.all<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id IN (${placeholders(ids.length)})`, ...ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is SummaryRow => row !== undefined).map(toSummary);
}

/**
 * The search without its page's rows: the ids of one page in the sort order, the total and the facet
 * counts. Shared by the search (which adds summaries and snippets) and the export (which takes the
 * first `limit` ids and reads whole articles).
 */
export function runArticles(ctx: SearchContext, query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope; limit?: number; sortOverride?: string }) {
  const { sql, checkpoint } = ctx;
  const cat = currentCatalogue(ctx);
  const page = pageNumber(query.page);
  const size = options.limit ?? pageSize(query.resultsPerPage);
  const p = plan(sql, query, options.scope, cat);
  if (!p) return null;
  const sort = options.sortOverride ?? query.sort ?? (p.match ? 'relevancy' : 'publication_date');
  const offset = options.limit ? 0 : (page - 1) * size;
  // A sample (selection.ts) answers the first pages newest first or by relevance; other sorts rank
  // the whole of the newest 10,000, and a page past the sample needs them too.
  const sel = memoSelection(ctx, p, cat, selectionKey(query, options.scope), (kept) => (sort !== 'relevancy' && sort !== 'publication_date') || offset + size > kept.passing.length);
  checkpoint();
  const ids = pageIds(ctx, p, cat, sort, sel, offset, size);
  // Counted once per selection; the answers share them (the API only serialises them).
  if (options.includeFacets) sel.facets ??= facetCounts(p, cat, sel.tally, undefined, sel.sampleScale);
  const total = sel.sampleScale !== undefined ? MAX_COUNTED_MATCHES : sel.passing.length;
  return { cat, p, page, size, total, capped: sel.capped, estimated: sel.sampleScale !== undefined, ids, facets: options.includeFacets ? sel.facets : undefined };
}

/** What a selection depends on: everything the search asks but its sort and page (and the facet whose own filter is dropped). */
function selectionKey(query: SearchQuery, scope: ArticleScope | undefined, dropFacet?: string): string {
  const facets = (query.facets ?? []).filter((facet) => facet.id !== dropFacet).map((facet) => `${facet.id}=${facet.value}`).sort();
  return JSON.stringify([query.q ?? '', query.advanced ?? [], query.basic ?? [], facets, query.nameSystem ?? '', scope ?? null]);
}

/** One page of article results with summaries and highlighted snippets; null when the scope names no journal or section. */
export function articleResults(ctx: SearchContext, query: SearchQuery, options: { includeFacets?: boolean; scope?: ArticleScope } = {}): SearchResults<ArticleSummary> | null {
  const run = runArticles(ctx, query, options);
  if (!run) return null;
  const items = summaries(ctx.sql, run.ids);
  ctx.checkpoint();
  return articleResultsOf(run, items, run.p.match ? snippets(ctx, run.p.match, items) : null);
}

/** The counts of one facet category (the reader opened "more" on it): that category's own filter is dropped. */
export function articleFacets(ctx: SearchContext, query: SearchQuery, facet?: string): FacetCounts[] {
  const cat = currentCatalogue(ctx);
  const p = plan(ctx.sql, query, undefined, cat, facet);
  if (!p) return [];
  const sel = memoSelection(ctx, p, cat, selectionKey(query, undefined, facet));
  return facetCounts(p, cat, sel.tally, facet, sel.sampleScale);
}
