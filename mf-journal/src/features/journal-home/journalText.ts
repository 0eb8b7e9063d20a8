// Small text helpers for journal pages.
import { subjects, type SubjectSlug } from '@oap/shared/api/types.ts';

/** The first sentence of a text, for the meta description; whole text when it has no sentence end. */
export function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^.*?[.!?](?=\s|$)/.exec(trimmed);
  return match ? match[0] : trimmed;
}

/** Aims and scope arrive as plain text; blank lines separate paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function subjectLabel(slug: SubjectSlug): string {
  return subjects.find((subject) => subject.slug === slug)?.label ?? slug;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2024-03-15" -> "15 March 2024"; UTC so a date never shifts a day with the reader's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
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
  const id = orcid.replace(/^https?:\/\/orcid\.org\//i, '').trim();
  return `https://orcid.org/${id}`;
}
