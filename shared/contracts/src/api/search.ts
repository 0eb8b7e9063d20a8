// Search (spec 3, 7.4 and 9.1): the query, results and facet counts, the search-type configs. The
// request types are inferred from the zod schemas the server validates with (search.schemas.ts);
// `import type` only, so the browser never loads zod for them.
import type { z } from 'zod';
import type { JournalRef, JournalSummary, SubjectSlug } from './journals.ts';
import type { AwardEdition, AwardGroup } from './journalSubpages.ts';
import type { articleSearchQuerySchema, exportQuerySchema, searchFacetsRequestSchema, searchRequestSchema } from './search.schemas.ts';

export interface SearchResults<Item> {
  /** How many match; a floor when `totalIsLowerBound` (shown as "more than 10,000"). */
  total: number;
  /**
   * True when more match than were counted (article search counts up to MAX_COUNTED_MATCHES): `total`
   * is then that limit, and facet counts are of the newest matches counted.
   */
  totalIsLowerBound?: boolean;
  /**
   * True when facet counts are estimates (article search): with `totalIsLowerBound`, for the newest
   * MAX_COUNTED_MATCHES, scaled from a sample of the newest matches (far more than that match);
   * without it, the counts of values the filters leave out, from the newest matches (filters that pass
   * few of a word's many matches, on PostgreSQL). The total and the counts of the values filtered by
   * are then exact.
   */
  facetCountsEstimated?: boolean;
  page: number;
  resultsPerPage: number;
  items: Item[];
  /** Facet counts, when the request asked for them (SearchRequest.includeFacets). */
  facets?: FacetCounts[];
  /**
   * Words of the term or rows that were not looked for because the search already had the most words
   * one search looks for (MAX_SEARCH_WORDS; function words do not count). Shown as a quiet notice.
   */
  droppedWords?: string[];
}

/** Article search counts matches up to this many; past it the total says "more than 10,000". */
export const MAX_COUNTED_MATCHES = 10_000;

/**
 * The highest page a list is asked for (a million articles at 10 a page is 100,000 pages): the API
 * refuses a higher one with a 400, and an address with a higher one shows page 1.
 */
export const MAX_PAGE = 1_000_000;

/** One option of a search-type config (spec 3 and 9.1): a facet, sort, or advanced/basic field. */
export interface SearchOption {
  id: string;
  label: string;
  default?: boolean;
}

/** GET /api/search/{type}/config (spec 3: facets, sort options with default, page sizes, advanced and basic fields). */
export interface SearchTypeConfig {
  facets: SearchOption[];
  sort: SearchOption[];
  resultsPerPage: number[];
  defaultResultsPerPage: number;
  advancedFields: SearchOption[];
  basicFields: SearchOption[];
}

export type SearchType = 'articles' | 'journals' | 'topics' | 'awards';

export interface FacetValueCount {
  value: string;
  label: string;
  count: number;
  /** True when the query filters on this value. */
  selected: boolean;
}

/** One facet category with the count of each value (spec: the category's own filter is not applied). */
export interface FacetCounts {
  id: string;
  label: string;
  values: FacetValueCount[];
}

export interface SearchFacetsResponse {
  facets: FacetCounts[];
}

/** Journal search items (spec 9.1 journals). */
export interface JournalSearchItem extends JournalSummary {
  description: string;
  indexing: string[];
  apcChf: number;
  snippet?: string;
}

/** Award search items (/awards/search): an award group with its current edition. */
export interface AwardSearchItem {
  id: number;
  kind: AwardGroup['kind'];
  /** The kind in words: "Best Paper Award", "Travel Award", ... */
  kindLabel: string;
  name: string;
  description: string;
  prize: string;
  eligibility: string;
  journal: JournalRef | null;
  subjects: SubjectSlug[];
  /** The edition open now, else the next one, else the latest; null when it has none. */
  currentEdition: Pick<AwardEdition, 'year' | 'opensOn' | 'deadline' | 'status'> | null;
  /** Winners of the latest edition that has them (names only). */
  latestWinners: { year: number; names: string[] } | null;
  /** Site path of the award's page. */
  path: string;
  snippet?: string;
}

/** Spec section 3: the search query (inferred from the article search's schema: every type's query has this shape). */
export type SearchQuery = z.output<typeof articleSearchQuerySchema>;
/** One row of a basic or advanced search. */
export type QueryItem = NonNullable<SearchQuery['advanced']>[number];
/** One selected facet value. */
export type FacetItem = NonNullable<SearchQuery['facets']>[number];

/** POST /api/search/{type}: the query, and optionally the facet counts in the same answer. */
export type SearchRequest = z.input<ReturnType<typeof searchRequestSchema>>;
/** POST /api/search/{type}/facets: `facet` names the category to count; omitted = every category. */
export type SearchFacetsRequest = z.input<ReturnType<typeof searchFacetsRequestSchema>>;
/** GET /api/search/export: its query parameters. */
export type SearchExportQuery = z.input<typeof exportQuerySchema>;
export type SearchExportFormat = SearchExportQuery['format'];
