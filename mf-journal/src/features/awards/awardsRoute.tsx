// Route module of 'journal-slug-awards' (/journal/:slug/awards): the journal's awards (its travel awards
// have a page of their own).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { AwardListContent } from './AwardListContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-awards',
  load: async ({ slug, queryClient }) => ({ groups: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'awards')) }),
  title: () => 'Journal Awards',
  suffix: () => 'awards',
  description: ({ journal, groups }) => `The awards of ${journal.name}: ${groups.map((group) => group.name.replace(`${journal.name} `, '')).join(', ')}, their calls and winners.`,
  lead: ({ journal }) => <p>{journal.name} recognises outstanding papers, reviewers and early-career researchers in its field.</p>,
  Content: ({ data }) => <AwardListContent slug={data.journal.nameSystem} groups={data.groups} empty="The journal has no awards yet." />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
