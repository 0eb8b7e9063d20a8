// Journals and what they publish under (spec 7.2): summaries and details, sections, special issues,
// topical collections, topics, the journal finder.
import type { z } from 'zod';
import type { ArticleSummary } from './articles.ts';
import type { journalFinderRequestSchema, sectionSearchRequestSchema } from './journals.schemas.ts';

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
  /**
   * The journal's own cover image and accent colour (#rrggbb), when its record has them; absent or null,
   * the site draws a cover and picks an accent from the journal's name and subjects (journalFace.ts).
   */
  coverImageUrl?: string | null;
  accentColor?: string | null;
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
  /** The charge for a manuscript submitted today (an announced change shows on the APC pages). */
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

/** GET /api/journals/issn/{issn}/name: which journal an ISSN belongs to (for redirects to /journal/{nameSystem}). */
export interface JournalIssnName {
  issn: string;
  name: string;
  nameSystem: string;
}

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

/** GET /api/journals/single/special-issue/{id}[?journal={nameSystem}]: by id, or by identifier within the journal named (else the first made). */
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

/** GET /api/journals/{name}/collections/{identifier}: a collection with its articles, newest first (at most 100). */
export interface TopicalCollectionDetail extends TopicalCollection {
  articles: ArticleSummary[];
}

/** An article with its abstract (HTML as the API keeps it: sanitise before showing). */
export interface ArticleWithAbstract extends ArticleSummary {
  abstractHtml: string;
}

/** GET /api/journals/single/special-issue/{id}/abstracts[?journal={nameSystem}]: the special issue's articles with their abstracts. */
export interface SpecialIssueAbstracts {
  specialIssue: SpecialIssueSummary;
  articles: ArticleWithAbstract[];
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

/** GET /api/topics/{identifier}: one topic with its call for papers. */
export interface TopicDetail extends TopicSummary {
  descriptionHtml: string;
}

/** GET /api/journals/{name}/open-for-submission. */
export interface OpenForSubmission {
  specialIssues: SpecialIssueSummary[];
  topics: TopicSummary[];
  collections: TopicalCollection[];
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

/** POST /api/journals/finder. `matter` is the manuscript: its title and abstract, or both as one text. */
export type JournalFinderRequest = z.input<typeof journalFinderRequestSchema>;

/** POST /api/journals/{name}/sections/{section}/search: body { query } (spec 9.1 journal section sorts). */
export type SectionSearchRequest = z.input<typeof sectionSearchRequestSchema>;
