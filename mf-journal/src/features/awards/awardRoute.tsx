// Route module of 'journal-slug-awards-awardGroupId' (/journal/:slug/awards/:awardGroupId, digits only):
// one of the journal's award groups (its travel awards too).
import { useLoaderData } from 'react-router';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { AwardContent } from './AwardContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-awards',
  exact: false,
  load: async ({ slug, params, queryClient }) => ({ group: await queryClient.ensureQueryData(journalGetQuery<AwardGroup>(slug, `awards/${encodeURIComponent(params['awardGroupId'] ?? '')}`)) }),
  title: ({ group }) => group.name,
  trail: ({ journal, group }) =>
    group.kind === 'travel'
      ? [{ label: 'Travel Awards', to: journalPagePath(journal.nameSystem, 'travel') }]
      : [{ label: 'Journal Awards', to: journalPagePath(journal.nameSystem, 'awards') }],
  suffix: ({ group }) => `awards/${group.id}`,
  description: ({ group }) => group.description,
  Content: ({ data }) => <AwardContent slug={data.journal.nameSystem} group={data.group} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
