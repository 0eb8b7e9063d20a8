// Route module of 'journal-slug-instruction_for_conference_organizers' (/journal/:slug/instruction_for_conference_organizers).
import { useLoaderData } from 'react-router';
import { textPage } from './textPage.tsx';

const page = textPage({
  part: 'instructions_conference_organizers',
  current: 'journal-slug-instruction_for_conference_organizers',
  suffix: 'instruction_for_conference_organizers',
  related: [['Conferences', 'conferences'], ['Exhibitions', 'exhibition'], ['Propose proceedings', '/about/proceedings/proceedings_submit_proposal']],
  description: (journal) => `What ${journal} offers conference organisers (special issues, APC discounts, awards) and how to propose a collaboration.`,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
