// Articles, and volume and issue listings: GET /api/articles/{issn}/{volume}[/{issue}[/{identifier}]].
import type { z } from 'zod';
import type { JournalSection, JournalSummary } from './journals.ts';
import type { articleParamsSchema } from './params.schemas.ts';

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

/** Where an article is: the parameters of its page and of GET /api/articles/{issn}/{volume}/{issue}/{identifier}. */
export type ArticleLocator = z.output<typeof articleParamsSchema>;
