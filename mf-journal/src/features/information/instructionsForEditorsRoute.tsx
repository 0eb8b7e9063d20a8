// Route module of 'journal-slug-instructions_for_editors' (/journal/:slug/instructions_for_editors).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'instructions_editors',
  current: 'journal-slug-instructions_for_editors',
  suffix: 'instructions_for_editors',
  related: [['Editorial Board', 'editors'], ['Special Issues', 'special_issues'], ['The editorial process', '/editorial_process']],
  description: (journal) => `How academic editors of ${journal} handle manuscripts, stay independent and look after sections and special issues.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
