// Route module of 'journal-slug-guidelines' (/journal/:slug/guidelines).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'guidelines',
  current: 'journal-slug-guidelines',
  suffix: 'guidelines',
  related: [['Instructions for Authors', 'instructions'], ['Instructions for Reviewers', 'submission_reviewers'], ['Research and publication ethics', '/ethics']],
  description: (journal) => `The publication guidelines of ${journal}: research and publication ethics, data and code, peer review, corrections and appeals.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
