// A page of article results from what either engine's search run found: the page's summaries with
// their highlighted snippets, the counts and facets, and what the answer must own up to (a capped
// total, estimated facet counts, words past the cap that were not searched).
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { FacetCounts, SearchResults } from '@oap/contracts/api/search.ts';

/** What an engine's article search run gives for one page. */
export interface ArticleRun {
  total: number;
  page: number;
  size: number;
  capped: boolean;
  estimated: boolean;
  facets: FacetCounts[] | null | undefined;
  p: { dropped: string[] };
}

export function articleResultsOf(run: ArticleRun, items: ArticleSummary[], snippets: ReadonlyMap<number, string> | null): SearchResults<ArticleSummary> {
  if (snippets) {
    for (const item of items) {
      const snippet = snippets.get(item.id);
      if (snippet) item.snippet = snippet;
    }
  }
  const results: SearchResults<ArticleSummary> = { total: run.total, page: run.page, resultsPerPage: run.size, items };
  if (run.capped) results.totalIsLowerBound = true;
  if (run.estimated && run.facets) results.facetCountsEstimated = true;
  if (run.facets) results.facets = run.facets;
  if (run.p.dropped.length) results.droppedWords = run.p.dropped;
  return results;
}
