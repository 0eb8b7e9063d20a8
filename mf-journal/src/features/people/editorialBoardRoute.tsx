// Route module of 'journal-slug-editors' (/journal/:slug/editors, ?nameSystem=… for one section: where
// /journal/{slug}/sectioneditors/{x} leads, spec 2.7).
import { useLoaderData } from 'react-router';
import type { JournalSectionDetail } from '@oap/contracts/api/journals.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery, journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { boardFilter } from './boardState.ts';
import { EditorialBoardContent } from './EditorialBoardContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-editors',
  load: async ({ slug, url, queryClient }) => {
    const [members, sections] = await Promise.all([
      queryClient.ensureQueryData(journalSubpageQuery(slug, 'editors')),
      queryClient.ensureQueryData(journalGetQuery<JournalSectionDetail[]>(slug, 'sections')),
    ]);
    return { members, sections, filter: boardFilter(url, sections) };
  },
  title: ({ filter }) => (filter.section ? `Editorial Board: ${filter.section.name}` : 'Editorial Board'),
  crumb: ({ filter }) => filter.section?.name ?? 'Editorial Board',
  trail: ({ journal, filter }) => (filter.section ? [{ label: 'Editorial Board', to: journalPagePath(journal.nameSystem, 'editors') }] : []),
  exact: true,
  suffix: () => 'editors',
  query: ({ filter }) => ({ nameSystem: filter.section?.nameSystem }),
  description: ({ journal, members, filter }) =>
    filter.section
      ? `The editors of the section ${filter.section.name} of ${journal.name}.`
      : `The ${members.length} members of the editorial board of ${journal.name}, by section, with their affiliations and interests.`,
  related: [['Editorial Office', 'editorial_office'], ['Sections', 'sections'], ['Instructions for Editors', 'instructions_for_editors']],
  Content: ({ data }) => <EditorialBoardContent members={data.members} sections={data.sections} filter={data.filter} action={journalPagePath(data.journal.nameSystem, 'editors')} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
