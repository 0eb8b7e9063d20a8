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
  /** The corresponding author's address, where the article gives one. */
  email?: string | null;
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
  /** A retraction, expression of concern or correction published about this article: every list entry and its page show it. */
  notice?: ArticleNotice | null;
}

/** A notice about an article, as its page and list entries show it. */
export interface ArticleNotice {
  kind: 'retraction' | 'correction' | 'expression-of-concern';
  /** "This article has been retracted", …: the sentence shown. */
  headline: string;
  /** When the notice was published (YYYY-MM-DD). */
  date: string;
  /** The notice's own page on this site. */
  path: string;
  doi: string;
}

/** An event of the article before this publication, as its XML tells it (JATS pub-history): a preprint, a reviewed preprint, a version elsewhere. */
export interface ArticleHistoryEvent {
  /** What happened, in the XML's words ("Preprint posted", "Reviewed preprint v1"). */
  description: string;
  /** When (YYYY-MM-DD), when the XML says. */
  date: string | null;
  /** Where it can be read: its own address or its DOI's. */
  url: string | null;
}

/** One published version of an article (the newest is the page itself). */
export interface ArticleVersionEntry {
  version: number;
  /** Its publication date (YYYY-MM-DD). */
  publishedAt: string;
  /** When it was put online (ISO time). */
  importedAt: string;
  /** Where it stays readable: the page for the current version, /versions/{n} for earlier ones. */
  path: string;
  current: boolean;
}

/** A file that came with the article: a supplementary file, source data, the publisher's PDF. */
export interface ArticleDownload {
  name: string;
  url: string;
  size: number;
  mediaType: string;
  kind: 'figure' | 'table-image' | 'supplementary' | 'pdf' | 'inline';
}

export interface ArticleReference {
  label: string;
  text: string;
  doi: string | null;
  /** The reference's anchor on the page ("bib12"): in-text citations link to it. */
  id?: string | null;
  /** PubMed id, for a PubMed link. */
  pmid?: string | null;
}

/** One entry of an article's contents: a top-level section of its text or a note after it. */
export interface ArticleContentsEntry {
  id: string;
  label: string;
}

/** The article formatted by citation-js on the server (the Cite box), one plain-text line per style. */
export interface ArticleCitationStyles {
  apa: string;
  chicago: string;
  harvard: string;
  vancouver: string;
}

/** The downloadable citation files: GET /api/articles/{issn}/{volume}/{issue}/{identifier}/citation.{ext}. */
export const citationFileFormats = [
  { id: 'ris', label: 'RIS', extension: 'ris', mediaType: 'application/x-research-info-systems' },
  { id: 'bibtex', label: 'BibTeX', extension: 'bib', mediaType: 'application/x-bibtex' },
  { id: 'endnote', label: 'EndNote', extension: 'enw', mediaType: 'application/x-endnote-refer' },
] as const;
export type CitationFileFormat = (typeof citationFileFormats)[number]['id'];

export interface ReviewReport {
  kind: string;
  title: string;
  html: string;
}

/**
 * An article record. In GET /api/articles/{issn}/{volume}/{issue}/{identifier} (an ArticleDetail),
 * abstractHtml, bodyHtml and the review reports' html are prepared once on the server
 * (server/src/catalogue/articlePreparation.ts): made from a tag whitelist with every text escaped, MathML
 * kept, tables in named scrolling regions, figures with placeholders, in-text links that lead to their
 * targets. The page shows them as they are.
 */
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
  /**
   * True for demo content the seed generated (its title, text, authors, references and DOI are made up;
   * the DOI uses the 10.5555 prefix reserved for examples, isExampleDoi): pages show the DOI but never link it.
   */
  generated?: boolean;
  /** Where a real article first appeared (the imported corpus is eLife and PLOS, CC BY). */
  source: { publisher: string; journal: string; doi: string; licenseUrl: string | null } | null;
  topic?: { identifier: string; name: string } | null;
  collection?: { identifier: string; name: string } | null;
  /** True when GET /api/articles/{issn}/{volume}/{issue}/{identifier}/xml serves JATS XML for the article. */
  hasJatsXml?: boolean;
  /** The version shown (1 for an article never corrected by a new version). */
  version?: number;
  /** Every version, newest first, when there are several. */
  versions?: ArticleVersionEntry[];
  /** The version as the publisher's XML names it (JATS article-version: "1.1", "VOR"), when it does. */
  declaredVersion?: string | null;
  /** What came before this publication (JATS pub-history), oldest first. */
  publicationHistory?: ArticleHistoryEvent[];
  /** A notice article's own subject: the article it corrects, retracts or is concerned about. */
  noticeOf?: { kind: ArticleNotice['kind']; doi: string; path: string | null; title: string | null } | null;
  /** The files that came with the article, for download (the original figures, supplementary files, source data, the publisher's PDF). */
  files?: ArticleDownload[];
}

/** The article page's record: the article, its contents, related articles and its citation in four styles. */
export interface ArticleDetail extends Article {
  /** The text's top-level sections and the notes after it, in order (the side contents). */
  contents: ArticleContentsEntry[];
  /** Other articles on the same subject (text similarity), best match first. */
  related: ArticleSummary[];
  citationStyles: ArticleCitationStyles;
}

export interface IssueListing {
  journal: Pick<JournalSummary, 'nameSystem' | 'name' | 'abbreviation' | 'issn'>;
  volume: string;
  issue: string | null;
  articles: ArticleSummary[];
}

/** Where an article is: the parameters of its page and of GET /api/articles/{issn}/{volume}/{issue}/{identifier}. */
export type ArticleLocator = z.output<typeof articleParamsSchema>;
