// Route module of 'journal-slug-imprint' (/journal/:slug/imprint).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'imprint',
  current: 'journal-slug-imprint',
  suffix: 'imprint',
  related: [['Editorial Office', 'editorial_office'], ['Aims & Scope', 'about'], ['Terms and Conditions', '/about/terms-and-conditions']],
  description: (journal) => `Who publishes ${journal}, its ISSN, editorial office and copyright.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
