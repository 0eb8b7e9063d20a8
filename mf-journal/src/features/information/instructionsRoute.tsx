// Route module of 'journal-slug-instructions' (/journal/:slug/instructions).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'instructions_default',
  current: 'journal-slug-instructions',
  suffix: 'instructions',
  related: [['Article Processing Charge', 'apc'], ['Publication Guidelines', 'guidelines'], ['Open for Submission', 'open-for-submission']],
  description: (journal) => `How to prepare and submit a manuscript to ${journal}: the checklist, manuscript preparation and the article processing charge.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
