// Route module of 'journal-slug-sections' (/journal/:slug/sections).
import { useLoaderData } from 'react-router';
import type { JournalSectionDetail } from '@oap/contracts/api/journals.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { SectionsContent } from './SectionsContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-sections',
  load: async ({ slug, queryClient }) => ({ sections: await queryClient.ensureQueryData(journalGetQuery<JournalSectionDetail[]>(slug, 'sections')) }),
  title: () => 'Sections',
  suffix: () => 'sections',
  description: ({ journal, sections }) => `The ${sections.length} sections of ${journal.name}: ${sections.map((section) => section.name).join(', ')}.`,
  lead: ({ journal }) => <p>Each section of {journal.name} has its own editors, who handle the manuscripts in its field.</p>,
  Content: ({ data }) => <SectionsContent slug={data.journal.nameSystem} sections={data.sections} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
