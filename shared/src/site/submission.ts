// Spec 9.5: the default submission URL is the external manuscript upload page; the runtime
// configuration (window.__OAP_CONFIG__.submissionUrl) can point it elsewhere.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';

export const defaultSubmissionUrl = 'https://submit.example.org/manuscript/upload';

export function submissionUrl(): string {
  return runtimeConfig().submissionUrl || defaultSubmissionUrl;
}

/** The upload page with a journal chosen: where Submit leads on a journal's home, and "Submit to this journal". */
export function journalSubmissionUrl(slug: string): string {
  const url = new URL(submissionUrl());
  url.searchParams.set('journal', slug);
  return url.toString();
}

/** Routes on which Submit keeps a target of its own (spec 4, Submit button). */
export const submitTargetRoutes = [
  'journal-slug',
  'journal-slug-special_issues-identifier',
  'journal-slug-special_issues-identifier-ge_instructions',
  'journal-slug-topical_collections-identifier',
  'topics-identifier',
] as const;

export type SubmitTarget = { kind: 'link'; href: string } | { kind: 'modal'; topic: string };

/** Where Submit leads on a route: the default upload page, or one pre-filled for the journal, issue or topic. */
export function submitTargetFor(routeName: string | undefined, params: Readonly<Record<string, string | undefined>>): SubmitTarget {
  const base = submissionUrl();
  const withQuery = (query: Record<string, string | undefined>) => {
    const url = new URL(base);
    for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
    return url.toString();
  };
  switch (routeName) {
    case 'journal-slug':
      return { kind: 'link', href: params.slug ? journalSubmissionUrl(params.slug) : base };
    case 'journal-slug-special_issues-identifier':
    case 'journal-slug-special_issues-identifier-ge_instructions':
      return { kind: 'link', href: withQuery({ journal: params.slug, special_issue: params.identifier }) };
    case 'journal-slug-topical_collections-identifier':
      return { kind: 'link', href: withQuery({ journal: params.slug, collection: params.identifier }) };
    case 'topics-identifier':
      return { kind: 'modal', topic: params.identifier ?? '' };
    default:
      return { kind: 'link', href: base };
  }
}
