// Request and response shapes of the API (spec section 7), defined once and used by the server and
// the browser alike.

/** Every API error body (architecture contract 4). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  data?: unknown;
}

/** The ten subjects of spec 2.9, in menu order; `id` is the number used in /api/journals/subject/{id}. */
export const subjects = [
  { id: 1, slug: 'biology-life-sciences', label: 'Biology & Life Sciences' },
  { id: 2, slug: 'business-economics', label: 'Business & Economics' },
  { id: 3, slug: 'chemistry-materials-science', label: 'Chemistry & Materials Science' },
  { id: 4, slug: 'computer-science-mathematics', label: 'Computer Science & Mathematics' },
  { id: 5, slug: 'engineering', label: 'Engineering' },
  { id: 6, slug: 'environmental-earth-sciences', label: 'Environmental & Earth Sciences' },
  { id: 7, slug: 'medicine-pharmacology', label: 'Medicine & Pharmacology' },
  { id: 8, slug: 'physical-sciences', label: 'Physical Sciences' },
  { id: 9, slug: 'social-sciences-arts-humanities', label: 'Social Sciences, Arts and Humanities' },
  { id: 10, slug: 'public-health-healthcare', label: 'Public Health & Healthcare' },
] as const;
export type SubjectSlug = (typeof subjects)[number]['slug'];

export interface JournalSummary {
  id: number;
  /** URL slug: /journal/{nameSystem}. */
  nameSystem: string;
  name: string;
  abbreviation: string;
  issn: string;
  subjects: SubjectSlug[];
  impactFactor: number | null;
  citeScore: number | null;
  yearFounded: number;
  articleCount: number;
}

export interface JournalSection {
  nameSystem: string;
  name: string;
}

export interface EditorialBoardMember {
  name: string;
  role: string;
  affiliation: string;
  orcid: string | null;
}

export interface Journal extends JournalSummary {
  aimsAndScope: string;
  apcChf: number;
  indexing: string[];
  sections: JournalSection[];
  editorsInChief: EditorialBoardMember[];
  currentVolume: number | null;
}

/** Public journal list item (spec section 3: id, label, value). */
export interface PublicJournalItem {
  id: number;
  label: string;
  value: string;
}

export interface ArticleAuthor {
  name: string;
  givenNames: string;
  surname: string;
  orcid: string | null;
  /** Indexes into Article.affiliations. */
  affiliations: number[];
  corresponding: boolean;
}

export interface ArticleSummary {
  id: number;
  articleType: string;
  title: string;
  authors: string[];
  journal: Pick<JournalSummary, 'nameSystem' | 'name' | 'abbreviation' | 'issn'>;
  volume: string;
  issue: string;
  identifier: string;
  doi: string;
  publishedAt: string;
  /** Site path of the article page: /{issn}/{volume}/{issue}/{identifier}. */
  path: string;
  views: number;
  citations: number;
  /** Highlighted excerpt (sanitise before rendering: it carries <mark> tags). */
  snippet?: string;
}

export interface ArticleReference {
  label: string;
  text: string;
  doi: string | null;
}

export interface ReviewReport {
  kind: string;
  title: string;
  html: string;
}

export interface Article extends ArticleSummary {
  abstractHtml: string;
  bodyHtml: string;
  keywords: string[];
  authorDetails: ArticleAuthor[];
  affiliations: string[];
  dates: { received: string | null; revised: string | null; accepted: string | null; published: string };
  license: { name: string; url: string | null };
  references: ArticleReference[];
  reviewReports: ReviewReport[];
  /** Where a real article first appeared (the imported corpus is eLife and PLOS, CC BY). */
  source: { publisher: string; journal: string; doi: string; licenseUrl: string | null } | null;
}

export interface IssueListing {
  journal: Pick<JournalSummary, 'nameSystem' | 'name' | 'abbreviation' | 'issn'>;
  volume: string;
  issue: string | null;
  articles: ArticleSummary[];
}

/** Spec section 3: search query. */
export interface FacetItem {
  id: string;
  value: string;
  label?: string;
}

export interface QueryItem {
  id: string;
  value: string;
  operator?: 'AND' | 'OR' | 'NOT';
}

export interface SearchQuery {
  q?: string;
  basic?: QueryItem[];
  advanced?: QueryItem[];
  facets?: FacetItem[];
  sort?: string;
  page?: string;
  resultsPerPage?: number;
  nameSystem?: string;
}

export interface SearchResults<Item> {
  total: number;
  page: number;
  resultsPerPage: number;
  items: Item[];
}

/** Markdown-backed information pages, rendered to HTML on the server (sanitise again in the browser). */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  html: string;
}

export interface LoginUrlResponse {
  url: string;
}

export interface UserResponse {
  isLoggedIn: boolean;
}

/** GET /api/journals/issn/{issn}/name: which journal an ISSN belongs to (for redirects to /journal/{nameSystem}). */
export interface JournalIssnName {
  issn: string;
  name: string;
  nameSystem: string;
}

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
