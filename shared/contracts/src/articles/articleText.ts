// Text helpers for articles, used by every remote that lists or shows them.

import { formatUtcDate } from '../site/textFormat.ts';

/** "2024-03-15" -> "15 March 2024"; UTC so a date never shifts a day with the reader's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatUtcDate(date);
}

/** JATS types such as "research-article" read as "Research Article". */
export function articleTypeLabel(type: string): string {
  return type
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** ORCID may be stored bare or as a URL; links always use the canonical https form. */
export function orcidUrl(orcid: string): string {
  return `https://orcid.org/${orcid.replace(/^https?:\/\/orcid\.org\//i, '').trim()}`;
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')}`;
}

/**
 * Whether a DOI is an example one: the prefix 10.5555 is reserved for examples and never resolves.
 * The demo catalogue's generated articles carry such DOIs, which pages show but never link.
 */
export function isExampleDoi(doi: string): boolean {
  return doiUrl(doi.trim()).startsWith('https://doi.org/10.5555/');
}

/** Long author lists are cut here in listings, as on a printed contents page. */
const listedAuthors = 6;

export function authorLine(authors: string[]): string {
  if (authors.length <= listedAuthors) return authors.join(', ');
  return `${authors.slice(0, listedAuthors).join(', ')} et al.`;
}

/** The plain-text start of an HTML fragment, cut at a word boundary: for meta descriptions. */
export function plainTextStart(html: string, maxLength = 200): string {
  // DOMParser builds an inert document: nothing in the fragment runs or loads.
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
