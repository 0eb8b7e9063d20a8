// Where the header's Submit leads on each route (spec 4, Submit button): the upload page pre-filled for
// the journal, special issue or collection being read, or, on a topic, a dialog. Apart from
// submission.ts, so that a page that only links to the upload page does not carry every route's rule.
import { journalSubmissionUrl, submissionUrl } from '@oap/shared/site/submission.ts';

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
