// Route module of 'journal-slug-special_issues-identifier-abstract' (/journal/:slug/special_issues/:identifier/abstract).
import { useLoaderData } from 'react-router';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { ownIssue, specialIssueAbstractsQuery } from './specialIssueQueries.ts';
import { SpecialIssueAbstractsContent } from './SpecialIssueAbstractsContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-special_issues',
  exact: false,
  load: async ({ slug, params, url, queryClient }) => {
    const abstracts = await queryClient.ensureQueryData(specialIssueAbstractsQuery(params['identifier'] ?? '', slug));
    ownIssue(abstracts.specialIssue, slug, url);
    return { abstracts };
  },
  title: ({ abstracts }) => `${abstracts.specialIssue.name}: Abstracts`,
  crumb: () => 'Abstracts',
  trail: ({ journal, abstracts }) => [
    { label: 'Special Issues', to: journalPagePath(journal.nameSystem, 'special_issues') },
    { label: abstracts.specialIssue.name, to: abstracts.specialIssue.path },
  ],
  suffix: ({ abstracts }) => `special_issues/${abstracts.specialIssue.identifier}/abstract`,
  description: ({ journal, abstracts }) => `The abstracts of the ${abstracts.articles.length} papers of the special issue “${abstracts.specialIssue.name}” of ${journal.name}.`,
  Content: ({ data }) => <SpecialIssueAbstractsContent abstracts={data.abstracts} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
