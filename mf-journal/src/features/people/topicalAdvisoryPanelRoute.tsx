// Route module of 'journal-slug-topical_advisory_panel' (/journal/:slug/topical_advisory_panel, ?nameSystem=…
// for one section: where the legacy topic_editors and topical_advisory_panel/{x} paths lead, spec 2.7).
import { useLoaderData } from 'react-router';
import type { JournalSectionDetail } from '@oap/contracts/api/journals.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery, journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { boardFilter } from './boardState.ts';
import { PanelContent } from './PanelContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-topical_advisory_panel',
  load: async ({ slug, url, queryClient }) => {
    const [members, sections] = await Promise.all([
      queryClient.ensureQueryData(journalSubpageQuery(slug, 'topical-advisory-panel')),
      queryClient.ensureQueryData(journalGetQuery<JournalSectionDetail[]>(slug, 'sections')),
    ]);
    return { members, sections, filter: boardFilter(url, sections) };
  },
  title: ({ filter }) => (filter.section ? `Topical Advisory Panel: ${filter.section.name}` : 'Topical Advisory Panel'),
  crumb: ({ filter }) => filter.section?.name ?? 'Topical Advisory Panel',
  trail: ({ journal, filter }) => (filter.section ? [{ label: 'Topical Advisory Panel', to: journalPagePath(journal.nameSystem, 'topical_advisory_panel') }] : []),
  suffix: () => 'topical_advisory_panel',
  query: ({ filter }) => ({ nameSystem: filter.section?.nameSystem }),
  description: ({ journal, members }) => `The ${members.length} members of the topical advisory panel of ${journal.name}, who advise its sections on topics and special issues.`,
  related: [['Editorial Board', 'editors'], ['Special Issues', 'special_issues']],
  Content: ({ data }) => (
    <PanelContent
      members={data.members}
      sections={data.sections}
      filter={data.filter}
      action={journalPagePath(data.journal.nameSystem, 'topical_advisory_panel')}
      intro={`The topical advisory panel of ${data.journal.name} suggests topics and special issues, and reviews for the journal in the sections its members advise.`}
    />
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
