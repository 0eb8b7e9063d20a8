// Route module of 'journal-slug-young-investigator' (/journal/:slug/young-investigator): the journal's
// Young Investigator Award, its call and its winners.
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { AwardContent } from './AwardContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-young-investigator',
  load: async ({ slug, queryClient }) => {
    const groups = await queryClient.ensureQueryData(journalSubpageQuery(slug, 'awards'));
    return { group: groups.find((group) => group.kind === 'young-investigator') ?? null };
  },
  title: ({ group }) => group?.name ?? 'Young Investigator Award',
  suffix: () => 'young-investigator',
  description: ({ journal, group }) => group?.description ?? `The Young Investigator Award of ${journal.name}.`,
  related: [['Journal Awards', 'awards'], ['Travel Awards', 'travel']],
  Content: ({ data }) =>
    data.group ? <AwardContent slug={data.journal.nameSystem} group={data.group} /> : <p>{`${data.journal.name} has no Young Investigator Award just now.`}</p>,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
