// Route module of 'journal-slug-submission_reviewers' (/journal/:slug/submission_reviewers).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'instructions_reviewers',
  current: 'journal-slug-submission_reviewers',
  suffix: 'submission_reviewers',
  related: [['Journal Awards', 'awards'], ['Publication Guidelines', 'guidelines'], ['For reviewers', '/reviewers']],
  description: (journal) => `How to review for ${journal}: before you accept, writing the report, and how reviewers are thanked.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
