import { defaultSubmissionUrl } from './submission.ts';
import { submitTargetFor } from './submitTarget.ts';

test('Submit resets to the default upload page on every other route', () => {
  expect(submitTargetFor('about', {})).toEqual({ kind: 'link', href: defaultSubmissionUrl });
  expect(submitTargetFor('journal-slug-about', { slug: 'cells' })).toEqual({ kind: 'link', href: defaultSubmissionUrl });
  expect(submitTargetFor(undefined, {})).toEqual({ kind: 'link', href: defaultSubmissionUrl });
});

test('journal, special issue and collection routes pre-fill the submission', () => {
  expect(submitTargetFor('journal-slug', { slug: 'cells' })).toEqual({ kind: 'link', href: `${defaultSubmissionUrl}?journal=cells` });
  expect(submitTargetFor('journal-slug-special_issues-identifier-ge_instructions', { slug: 'cells', identifier: 'AB12' })).toEqual({
    kind: 'link',
    href: `${defaultSubmissionUrl}?journal=cells&special_issue=AB12`,
  });
  expect(submitTargetFor('journal-slug-topical_collections-identifier', { slug: 'cells', identifier: 'c1' }).kind).toBe('link');
});

test('on a topic, Submit opens a modal instead of navigating', () => {
  expect(submitTargetFor('topics-identifier', { identifier: 'soil-health' })).toEqual({ kind: 'modal', topic: 'soil-health' });
});
