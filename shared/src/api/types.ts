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
  downloads?: number;
  editorsChoice?: boolean;
  /** Region of the first affiliation (a facet of article search), or null when unknown. */
  region?: string | null;
  section?: JournalSection | null;
  specialIssue?: { identifier: string; name: string } | null;
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
  topic?: { identifier: string; name: string } | null;
  collection?: { identifier: string; name: string } | null;
  /** True when GET /api/articles/{issn}/{volume}/{issue}/{identifier}/xml serves JATS XML for the article. */
  hasJatsXml?: boolean;
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
  /** Facet counts, when the request asked for them (SearchRequest.includeFacets). */
  facets?: FacetCounts[];
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

// ------------------------------------------------------------------------------------------------
// The rest of spec sections 7.2–7.4. Fields added to the shapes above are optional so that existing
// fixtures still type-check; the server always sends them.

/** A journal as other records name it. */
export type JournalRef = Pick<JournalSummary, 'nameSystem' | 'name' | 'abbreviation' | 'issn'>;

/** A member of a journal board: the editorial board, topical advisory panel or publication committee. */
export interface BoardMember extends EditorialBoardMember {
  country: string | null;
  /** The section the member edits for, if any. */
  section: JournalSection | null;
  interests: string[];
}

export interface JournalSociety {
  id: number;
  nameSystem: string;
  name: string;
  abbreviation: string;
  country: string;
  yearFounded: number;
  url: string;
  description: string;
  /** affiliated: the society's official journal; collaboration: a partnership. */
  relation: 'affiliated' | 'collaboration';
  /** APC discount for the society's members, in percent. */
  discountPct: number;
}

/** GET /api/journals/{name}/single. */
export interface JournalDetail extends Journal {
  description: string;
  publicationFrequency: string;
  /** Median days from submission to first decision. */
  firstDecisionDays: number | null;
  /** Median days from acceptance to publication. */
  acceptanceToPublicationDays: number | null;
  acceptanceRate: number | null;
  officeEmail: string;
  societies: JournalSociety[];
  counts: { editorialBoard: number; topicalAdvisoryPanel: number; openSpecialIssues: number; topicalCollections: number };
}

/** GET /api/journals/{name}/sections: each section with its counts. */
export interface JournalSectionDetail extends JournalSection {
  description: string;
  articleCount: number;
  editorCount: number;
}

export interface GuestEditor {
  name: string;
  affiliation: string;
  country: string;
  orcid: string | null;
}

export type SubmissionStatus = 'open' | 'closed';

export interface SpecialIssueSummary {
  id: number;
  identifier: string;
  name: string;
  journal: JournalRef;
  section: JournalSection | null;
  keywords: string[];
  opensOn: string;
  /** Submission deadline (ISO date). */
  deadline: string;
  status: SubmissionStatus;
  articleCount: number;
  views: number;
  editors: GuestEditor[];
  /** Site path: /journal/{nameSystem}/special_issues/{identifier}. */
  path: string;
}

/** GET /api/journals/single/special-issue/{id}. */
export interface SpecialIssueDetail extends SpecialIssueSummary {
  descriptionHtml: string;
  /** Its published articles, newest first (at most 100). */
  articles: ArticleSummary[];
}

/** GET /api/journals/{name}/sections/{section}. */
export interface JournalSectionPage extends JournalSectionDetail {
  journal: JournalRef;
  editors: BoardMember[];
  openSpecialIssues: SpecialIssueSummary[];
}

export interface TopicalCollection {
  id: number;
  identifier: string;
  name: string;
  journal: JournalRef;
  descriptionHtml: string;
  createdOn: string;
  articleCount: number;
  editors: GuestEditor[];
  /** Site path: /journal/{nameSystem}/topical_collections/{identifier}. */
  path: string;
}

/** A topic: a call for papers that spans several journals. Topic search items. */
export interface TopicSummary {
  id: number;
  identifier: string;
  name: string;
  subject: { slug: SubjectSlug; label: string };
  journals: JournalRef[];
  keywords: string[];
  opensOn: string;
  deadline: string;
  status: SubmissionStatus;
  views: number;
  articleCount: number;
  editors: GuestEditor[];
  /** Site path: /topics/{identifier}. */
  path: string;
  snippet?: string;
}

/** GET /api/journals/{name}/open-for-submission. */
export interface OpenForSubmission {
  specialIssues: SpecialIssueSummary[];
  topics: TopicSummary[];
  collections: TopicalCollection[];
}

export interface NewsItem {
  id: number;
  journal: JournalRef | null;
  category: string;
  title: string;
  publishedAt: string;
  summary: string;
  html: string;
}

export interface Conference {
  id: number;
  name: string;
  acronym: string;
  city: string;
  country: string;
  startsOn: string;
  endsOn: string;
  abstractDeadline: string;
  url: string;
  description: string;
  journals: JournalRef[];
}

/** GET /api/journals/{name}/news-conferences (all, newest first) and /latest (three of each: newest news, next conferences). */
export interface NewsAndConferences {
  news: NewsItem[];
  conferences: Conference[];
}

export interface Announcement {
  id: number;
  journal: JournalRef | null;
  title: string;
  publishedAt: string;
  html: string;
}

export interface EventItem {
  id: number;
  journal: JournalRef | null;
  kind: string;
  title: string;
  startsOn: string;
  endsOn: string;
  location: string;
  online: boolean;
  url: string;
  description: string;
}

export interface AwardWinner {
  name: string;
  affiliation: string;
  country: string;
  citation: string;
  /** The awarded paper (best-paper awards). */
  article: { title: string; path: string } | null;
}

export interface AwardEdition {
  year: number;
  opensOn: string;
  deadline: string;
  /** upcoming: not open yet; open: accepting nominations; closed: past the deadline. */
  status: 'upcoming' | 'open' | 'closed';
  winners: AwardWinner[];
}

export interface AwardGroup {
  /** The awardGroupId of /journal/{slug}/awards/{awardGroupId}. */
  id: number;
  journal: JournalRef | null;
  kind: 'best-paper' | 'young-investigator' | 'outstanding-reviewer' | 'thesis' | 'travel';
  name: string;
  description: string;
  prize: string;
  eligibility: string;
  editions: AwardEdition[];
}

export interface OfficeStaffMember {
  name: string;
  role: string;
  email: string;
}

export interface EditorialOffice {
  email: string;
  staff: OfficeStaffMember[];
}

/** A text subpage of a journal (imprint, about, history, instructions, ...). */
export interface JournalPageContent {
  part: string;
  title: string;
  html: string;
}

export interface JournalIndexingPage extends JournalPageContent {
  databases: string[];
}

export interface JournalApcPage extends JournalPageContent {
  apcChf: number;
}

export interface JournalMetrics {
  impactFactor: number | null;
  citeScore: number | null;
  articleCount: number;
  /** Articles published in the twelve months before the newest article. */
  articlesLastYear: number;
  citations: number;
  views: number;
  downloads: number;
  firstDecisionDays: number | null;
  acceptanceToPublicationDays: number | null;
  acceptanceRate: number | null;
  editorialBoardSize: number;
  openSpecialIssues: number;
}

export interface YearCount {
  year: number;
  count: number;
}

export interface JournalGraphs {
  articlesPerYear: YearCount[];
  citationsPerYear: YearCount[];
  viewsPerYear: YearCount[];
  articleTypes: { id: string; label: string; count: number }[];
  regions: { region: string; count: number }[];
}

export interface VolumeSummary {
  volume: number;
  year: number;
  issues: { issue: string; coverDate: string | null; articleCount: number }[];
}

/**
 * GET /api/journals/{name}/subpage/{part}: the response for each part. The first thirteen are spec 7.3;
 * the others serve the remaining journal subpages (boards, awards, travel, conferences, events, ...).
 */
export interface JournalSubpageResponses {
  imprint: JournalPageContent;
  'editorial-office': EditorialOffice;
  societies: JournalSociety[];
  journal_about: JournalPageContent;
  journal_history: JournalPageContent;
  instructions_default: JournalPageContent;
  si_ge_welcome_pack_contents: JournalPageContent;
  indexing: JournalIndexingPage;
  apc: JournalApcPage;
  'editors-choice/description': JournalPageContent;
  'articles/latest': ArticleSummary[];
  'stats/metrics': JournalMetrics;
  'stats/graphs': JournalGraphs;
  editors: BoardMember[];
  'topical-advisory-panel': BoardMember[];
  'publication-committee': BoardMember[];
  awards: AwardGroup[];
  'travel-awards': AwardGroup[];
  conferences: Conference[];
  announcements: Announcement[];
  events: EventItem[];
  'special-issues': { open: SpecialIssueSummary[]; closed: SpecialIssueSummary[] };
  issues: VolumeSummary[];
}
export type JournalSubpagePart = keyof JournalSubpageResponses;

/** Time range of most viewed / most cited: articles published in the last week ... five years, or all. */
export type ArticleRange = '1w' | '1m' | '6m' | '1y' | '2y' | '5y' | 'all';

/** POST /api/journals/{name}/subpage/articles/most-viewed and /cited. */
export interface RankedArticlesRequest {
  range: ArticleRange;
  /** How many articles (1–50, default 10). */
  limit?: number;
}

export interface RankedArticles {
  range: ArticleRange;
  /** First publication date in the range (null for all), and the last: the newest article's date. */
  from: string | null;
  to: string;
  items: ArticleSummary[];
}

/** POST /api/journals/{name}/subpage/editors-choice (spec 9.1 editors choice sorts). */
export interface EditorsChoiceRequest {
  q?: string;
  page?: string | number;
  sort?: 'publication_date' | 'citations' | 'views';
  /** 10 (default), 20 or 30. */
  resultsPerPage?: number;
}

/** POST /api/journals/{name}/sections/{section}/search: body { query } (spec 9.1 journal section sorts). */
export interface SectionSearchRequest {
  query: Pick<SearchQuery, 'q' | 'page' | 'resultsPerPage'> & { sort?: 'publication_date' | 'relevancy' | 'bibliographic' | 'citations' | 'views' };
}

/** POST /api/journals/finder. `matter` is the manuscript: its title and abstract, or both as one text. */
export interface JournalFinderRequest {
  matter: string | { title?: string; abstract?: string; keywords?: string[] };
}

export interface JournalFinderMatch {
  journal: JournalSummary;
  /** Fit relative to the best match: 100 for the best. */
  score: number;
  /** The manuscript's words found in the journal's scope or published articles. */
  matchedTerms: string[];
}

export interface JournalFinderResponse {
  /** The manuscript words the ranking used. */
  terms: string[];
  matches: JournalFinderMatch[];
}

export type SearchType = 'articles' | 'journals' | 'topics';

/** POST /api/search/{type}: the query, and optionally the facet counts in the same answer. */
export interface SearchRequest {
  query: SearchQuery;
  includeFacets?: boolean;
}

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

/** POST /api/search/{type}/facets: `facet` names the category to count; omitted = every category. */
export interface SearchFacetsRequest {
  query: SearchQuery;
  facet?: string;
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

/** GET /api/search/export?type=articles&format=…&query=… (query: JSON or lz-string compressed JSON). */
export type SearchExportFormat = 'csv' | 'ris' | 'bibtex';
