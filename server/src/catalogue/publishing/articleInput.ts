// A checked article's record as the one writer takes it (seed/generatedArticles.ts ArticleInput): the
// page's text, authors and references from the parsed JATS, its region from the affiliations, the
// first publisher kept for attribution.
import { normaliseArticleType } from '../articleTypes.ts';
import type { ParsedArticle } from '../jats/jats.ts';
import type { ArticleInput } from '../seed/generatedArticles.ts';
import { regionByCountry } from '../regions.ts';

export function regionOf(affiliations: string[]): string | null {
  for (const affiliation of affiliations) {
    for (const [country, region] of Object.entries(regionByCountry)) {
      if (affiliation.endsWith(country) || affiliation.includes(`, ${country}`)) return region;
    }
  }
  return null;
}

/** The date an article counts as published: its publication date, else the history's latest. */
export const publicationDate = (parsed: ParsedArticle): string | null => parsed.dates.published ?? parsed.dates.accepted ?? parsed.dates.received;

export function articleInputOf(parsed: ParsedArticle, xml: string, sectionIndex: number): ArticleInput {
  return {
    articleType: normaliseArticleType(parsed.articleType),
    title: parsed.title,
    abstractHtml: parsed.abstractHtml,
    abstractText: parsed.abstractText,
    bodyHtml: parsed.bodyHtml,
    bodyText: parsed.bodyText,
    keywords: parsed.keywords,
    authors: parsed.authors,
    affiliations: parsed.affiliations,
    references: parsed.references,
    reviews: parsed.reviewReports,
    doi: parsed.doi,
    dates: { received: parsed.dates.received, revised: parsed.dates.revised, accepted: parsed.dates.accepted },
    license: parsed.license,
    region: regionOf(parsed.affiliations),
    sectionIndex,
    source: { publisher: parsed.publisher, journal: parsed.journalTitle, doi: parsed.doi, licenseUrl: parsed.license.url },
    xml,
  };
}
