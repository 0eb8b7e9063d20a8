// The facets of a journal's article lists (editors' choice, a section's articles): the store counts
// every facet of article search, and a list's years and sections; a list answers those its config
// names, in its order (inside one journal, its subjects and its name are the same for every article,
// so those would tell the reader nothing).
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';

export function withListFacets(results: SearchResults<ArticleSummary>, config: SearchTypeConfig): SearchResults<ArticleSummary> {
  if (!results.facets) return results;
  const counted = new Map(results.facets.map((facet) => [facet.id, facet]));
  return { ...results, facets: config.facets.flatMap((facet) => counted.get(facet.id) ?? []) };
}
