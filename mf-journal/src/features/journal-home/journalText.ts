// Small text helpers for journal pages.
import { subjects, type SubjectSlug } from '@oap/contracts/api/journals.ts';

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
